import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { langCodes } from "#app/config/languages";
import { langPages } from "#app/config/pages";
import { icoFromPng } from "../../scripts/build/ico-from-png";
import { messages } from "#app/lib/messages.server";
import { get, htmlEscaped, origin, plain } from "./helpers";

describe("pages under /en and /fr", () => {
  for (const lang of langCodes) {
    for (const page of langPages) {
      const path = page.path ? `/${lang}/${page.path}` : `/${lang}`;
      it(`${path} renders its own hero and metadata`, async () => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toContain("text/html");
        const html = await res.text();
        const copy = messages[lang][page.id];
        expect(html).toContain(`<html lang="${lang}" dir="ltr"`);
        expect(html).toContain(`<title>${htmlEscaped(copy.meta.title)} | Subnova</title>`);
        expect(html).toContain(
          `<meta name="description" content="${htmlEscaped(copy.meta.description)}"/>`,
        );
        expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
        for (const alt of langCodes) {
          const altPath = page.path ? `/${alt}/${page.path}` : `/${alt}`;
          expect(html).toContain(`hrefLang="${alt}" href="${origin}${altPath}"`);
        }
        expect(html).toContain(
          `hrefLang="x-default" href="${origin}${page.path ? `/en/${page.path}` : "/en"}"`,
        );
        // The h1 carries the hero title (its highlighted part is wrapped in a span).
        const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1] ?? "";
        expect(h1.replace(/<[^>]+>/g, "")).toBe(htmlEscaped(plain(copy.hero.title)));
      });
    }
  }
});

describe("redirects", () => {
  const cases: Array<[string, number, string]> = [
    ["/", 308, "/en"],
    ["/?utm_source=ad", 308, "/en?utm_source=ad"],
    ["/about", 308, "/en/about"],
    ["/about?ref=x", 308, "/en/about?ref=x"],
    ["/careers", 308, "/en/careers"],
    ["/merchant-privacy-and-compliance-policy", 308, "/en/merchant-privacy-and-compliance-policy"],
    ["/cross-sell", 308, "/en/cross"],
    ["/home", 308, "/en"],
    ["/en/home", 301, "/en"],
    ["/fr/home?a=1", 301, "/fr?a=1"],
    ["/en/cross-sell", 301, "/en/cross"],
    ["/fr/cross-sell", 301, "/fr/cross"],
    ["/en/discounts", 301, "/en/platform"],
    ["/fr/discount-platform", 301, "/fr/platform"],
  ];
  for (const [from, status, to] of cases) {
    it(`${from} -> ${status} ${to}`, async () => {
      const res = await get(from);
      expect(res.status).toBe(status);
      expect(new URL(res.headers.get("location") ?? "", origin).href).toBe(`${origin}${to}`);
    });
  }
});

describe("404", () => {
  for (const path of [
    "/nope",
    "/de",
    "/de/about",
    "/en/nope",
    "/fr/nope",
    "/en/about/team",
    "/404",
    "/EN/about",
  ]) {
    it(`${path} is a 404 page`, async () => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
    });
  }

  it("speaks the language of the prefix", async () => {
    const fr = await (await get("/fr/nope")).text();
    expect(fr).toContain('<html lang="fr"');
    expect(fr).toContain(messages.fr.notFound.title);
    expect(fr).toContain(`<title>${messages.fr.notFound.metaTitle} | Subnova</title>`);
    expect(fr).toContain('href="/fr"');
    const other = await (await get("/de/about")).text();
    expect(other).toContain('<html lang="en"');
    expect(other).toContain(messages.en.notFound.title);
    expect(other).toContain(messages.en.notFound.goHome);
  });
});

describe("top-level pages", () => {
  it("/webi is the workshop page without the site header", async () => {
    const res = await get("/webi");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(htmlEscaped(messages.en.webi.meta.title));
    expect(html).toContain('href="/webiCheckout"');
    expect(html).not.toContain('data-testid="site-header"');
    expect(html).not.toContain('name="robots"');
  });

  it("/webiCheckout is noindex with its real heading", async () => {
    const res = await get("/webiCheckout");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1] ?? "";
    expect(h1.replace(/<[^>]+>/g, "")).toBe(plain(messages.en.webiCheckout.hero.title));
  });

  it("/fr/webi is the French workshop page, its links to the French checkout", async () => {
    const res = await get("/fr/webi");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr" dir="ltr"');
    expect(html).toContain(`<title>${htmlEscaped(messages.fr.webi.meta.title)} | Subnova</title>`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/fr/webi"/>`);
    expect(html).toContain(`hrefLang="en" href="${origin}/webi"`);
    expect(html).toContain(`hrefLang="fr" href="${origin}/fr/webi"`);
    expect(html).toContain(`hrefLang="x-default" href="${origin}/webi"`);
    expect(html).toContain('href="/fr/webiCheckout"');
    expect(html).not.toContain('href="/webiCheckout"');
    expect(html).toContain('"inLanguage":"fr"');
    expect(html).not.toContain('data-testid="site-header"');
    expect(html).not.toContain('name="robots"');
  });

  it("/fr/webiCheckout is the French checkout, noindex, back to /fr/webi", async () => {
    const res = await get("/fr/webiCheckout");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr" dir="ltr"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1] ?? "";
    expect(h1.replace(/<[^>]+>/g, "")).toBe(plain(messages.fr.webiCheckout.hero.title));
    expect(html).toContain('href="/fr/webi"');
    expect(html).toContain('href="/fr/privacy"');
    expect(html).toContain(`hrefLang="en" href="${origin}/webiCheckout"`);
  });

  it("/en/dr hides the header and the top of the footer", async () => {
    const html = await (await get("/en/dr")).text();
    expect(html).not.toContain('data-testid="site-header"');
    expect(html).toContain('data-testid="site-footer"');
    expect(html).not.toContain(`>${messages.en.common.footer.columns.products}</h2>`);
    expect(html).toContain(messages.en.common.footer.legal.cookieSettings);
  });
});

describe("client navigation data requests (.data)", () => {
  it("serve the catalogue of the language being navigated to", async () => {
    const res = await get("/fr/about.data");
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('"lang","fr"');
    expect(body).toContain(messages.fr.common.nav.about);
  });

  it("answer aliases and other languages as the document routes do", async () => {
    // Single-fetch encodes a redirect as a 202 whose body names the target and status.
    const alias = await (await get("/en/home.data")).text();
    expect(alias).toContain('"SingleFetchRedirect"');
    expect(alias).toContain('"redirect","/en","status",301');
    const unprefixed = await (await get("/about.data")).text();
    expect(unprefixed).toContain('"redirect","/en/about","status",308');
    expect((await get("/de/about.data")).status).toBe(404);
  });
});

describe("server HTML of every page", () => {
  for (const lang of langCodes) {
    for (const page of langPages) {
      const path = page.path ? `/${lang}/${page.path}` : `/${lang}`;
      it(`${path} has unique ids and nothing outside a landmark at the top level`, async () => {
        const html = await (await get(path)).text();
        const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
        const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
        expect(repeated).toEqual([]);
        // The announcement banner is a labelled landmark of its own.
        if (page.id !== "dr") expect(html).toMatch(/<aside aria-label="[^"]+"[^>]*>/);
      });
    }
  }
});

describe("the consent popup", () => {
  it("opens the body, so a first-time visitor's browser draws it with the first frame", async () => {
    // Placed after the page, it waited for the whole page to be parsed: its text was the
    // platform page's largest paint, half a second after the first one.
    const html = await (await get("/en/platform")).text();
    const body = html.slice(html.indexOf("<body>") + "<body>".length);
    expect(body).toMatch(/^<div data-consent-popup/);
    expect(body.indexOf("data-consent-end")).toBeLessThan(body.indexOf("<main"));
  });
});

describe("the site icon", () => {
  it("is a PNG every page links to, which the site serves", async () => {
    const html = await (await get("/fr/careers")).text();
    // The link waits on an empty data: address until the first paint (DR 010); the module script
    // sets data-href then. Without JavaScript, the <noscript> copy names the file.
    const link = html.match(/<link[^>]* rel="icon" href="data:,"[^>]* data-href="([^"]+)"[^>]*>/);
    const href = link?.[1];
    expect(href).toBe("/favicon-48.png");
    expect(html.slice(html.indexOf(link?.[0] ?? "-") + (link?.[0].length ?? 0))).toMatch(
      /^<noscript><link rel="icon" href="\/favicon-48.png" type="image\/png" sizes="48x48"\/><\/noscript>/,
    );
    expect(html.match(/rel="icon"/g)).toHaveLength(2);
    // Static files are served before the Worker runs, from the assets the build uploads.
    const icon = await env.ASSETS.fetch(new Request(`${origin}${href}`));
    expect(icon.status).toBe(200);
    // PNG signature.
    expect([...new Uint8Array(await icon.arrayBuffer()).slice(0, 4)]).toEqual([
      0x89, 0x50, 0x4e, 0x47,
    ]);
  });

  it("is also the /favicon.ico that clients ask for without reading the page", async () => {
    const png = await env.ASSETS.fetch(new Request(`${origin}/favicon-48.png`));
    const ico = await env.ASSETS.fetch(new Request(`${origin}/favicon.ico`));
    expect(ico.status).toBe(200);
    // The same 48 px image: `node scripts/build/favicon-ico.ts` writes it again after the PNG changes.
    expect(new Uint8Array(await ico.arrayBuffer())).toEqual(
      icoFromPng(new Uint8Array(await png.arrayBuffer())),
    );
  });
});

describe("the product demo page", () => {
  it("is linked from every page's footer, in the page's language", async () => {
    for (const lang of langCodes) {
      const html = await (await get(`/${lang}/about`)).text();
      expect(html).toContain(`href="/${lang}/subnova-demo"`);
    }
  });
});
