import { describe, expect, it } from "vitest";
import { langCodes } from "#app/config/languages";
import { langPages, pagePath } from "#app/config/pages";
import { blockIds, type PageCopyId } from "#app/lib/i18n";
import { messages } from "#app/lib/messages.server";
import { get, htmlEscaped } from "./helpers";

const copyIds = Object.keys(messages.en).filter(
  (ns) => ns !== "common" && !(blockIds as readonly string[]).includes(ns),
) as PageCopyId[];

/** A sentence only that page says: the lead of its hero (the agents' console has none). */
const lead = (lang: "en" | "fr", id: PageCopyId) => {
  const copy = messages[lang][id];
  return "hero" in copy ? copy.hero.lead : copy.meta.description;
};
const signature = (lang: "en" | "fr", id: PageCopyId) => htmlEscaped(lead(lang, id));

describe("each page carries its own copy and no other page's", () => {
  for (const lang of langCodes) {
    for (const page of langPages) {
      const path = pagePath(lang, page.id);
      it(path, async () => {
        const html = await (await get(path)).text();
        expect(html).toContain(signature(lang, page.id));
        for (const other of copyIds) {
          if (other !== page.id) expect(html, other).not.toContain(signature(lang, other));
        }
        // Nor the other language's copy of the page itself.
        const otherLang = lang === "en" ? "fr" : "en";
        expect(html).not.toContain(signature(otherLang, page.id));
        // Nor the 404 page's: only a 404 brings it.
        expect(html).not.toContain(htmlEscaped(messages[lang].notFound.body));
      });
    }
  }
});

describe("client navigation (.data) brings only the next page's copy", () => {
  it("/fr/about.data holds About's copy and no other page's", async () => {
    const body = await (await get("/fr/about.data")).text();
    expect(body).toContain(messages.fr.about.hero.lead);
    for (const other of copyIds) {
      if (other !== "about") expect(body, other).not.toContain(lead("fr", other));
    }
  });

  it("a navigation to an address the site lacks answers 404 with the 404 page's copy", async () => {
    const response = await get("/fr/nope.data");
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain(messages.fr.notFound.body);
    expect(body).not.toContain(messages.en.notFound.body);
  });

  it("a navigation that skips the root loader carries no shell copy either", async () => {
    const body = await (await get("/en/cross.data?_routes=page.cross")).text();
    expect(body).toContain(messages.en.cross.hero.lead);
    expect(body).not.toContain(messages.en.common.footer.tagline);
  });
});
