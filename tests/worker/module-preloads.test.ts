import { describe, expect, it } from "vitest";
import { get } from "./helpers";

// On a slow phone link, module preload links compete with the document and the font for the
// first paint (DR 010); the page's module script imports the same chunks after it.
describe("pages load their chunks from the module script, with no preload links", () => {
  for (const path of ["/en", "/fr/contact", "/webi", "/webiCheckout", "/fr/nope"]) {
    it(path, async () => {
      const html = await (await get(path)).text();
      expect(html).not.toMatch(/<link\b[^>]*modulepreload/);
      const module = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(module).toMatch(/\bimport\b[^;]*"[^"]+"/);
      // The rest of the page is untouched: the font preload stays.
      expect(html).toMatch(/<link\b[^>]*rel="preload"[^>]*as="font"/);
    });
  }
});
