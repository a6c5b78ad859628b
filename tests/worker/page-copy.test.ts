import { describe, expect, it } from "vitest";
import { langCodes } from "#app/config/languages";
import { langPages, pagePath } from "#app/config/pages";
import { blockIds, type PageCopyId } from "#app/lib/i18n";
import { jobPosts, messages } from "#app/lib/messages.server";
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

describe("the careers page's job posts travel once", () => {
  for (const lang of langCodes) {
    it(`/${lang}/careers draws each post in its markup only; its .data brings them all`, async () => {
      const html = await (await get(`/${lang}/careers`)).text();
      const script = /<script\b[^>]*>[\s\S]*?<\/script>/g;
      const scripts = (html.match(script) ?? []).join("");
      const markup = html.replace(script, "");
      const openings = messages[lang].careers.jobs;
      expect(openings).toHaveLength(8);
      for (const job of openings) {
        const post = jobPosts[lang][job.id]!;
        // Once, in the closed card's <noscript> (what a browser without scripts shows, and what
        // the card reads when it opens) ...
        expect(markup.split(htmlEscaped(post.summary)).length - 1, job.id).toBe(1);
        expect(markup, job.id).toContain(htmlEscaped(post.responsibilities.at(-1)!));
        // ... and not again in the route's data, which does carry the card itself.
        expect(scripts, job.id).toContain(job.salary);
        expect(scripts, job.id).not.toContain(post.summary);
        expect(scripts, job.id).not.toContain(post.responsibilities.at(-1)!);
      }

      // A client navigation has no server markup to read: its data brings every post.
      const data = await (await get(`/${lang}/careers.data`)).text();
      for (const job of openings) {
        const post = jobPosts[lang][job.id]!;
        expect(data, job.id).toContain(post.summary);
        for (const skill of post.skills) expect(data, job.id).toContain(skill);
      }
    });
  }
});
