import { describe, expect, it } from "vitest";
import { get } from "./helpers";

// The page's chunks stay out of its first paint (DR 010): no module preload links; the module
// script imports them. In the production build it does so after the first contentful paint
// (tests/unit/scripts-after-first-paint.test.ts, tests/e2e/first-paint.spec.ts); these tests run on
// the dev server, whose script is left as it is because its HMR runtime must run first.
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
