import { expect, test } from "@playwright/test";
import { langPages, webinarPath, type WebinarPageId } from "../../app/config/pages";
import {
  common,
  desktop,
  expectNoAxeViolations,
  gotoReady,
  type Lang,
  phone,
  storeConsent,
} from "./helpers";
import { inGroups, tourRoutes } from "./route-tour";

const langs: readonly Lang[] = ["en", "fr"];

interface RouteCase {
  path: string;
  kind: "lang" | "webi" | "webiCheckout" | "notFound";
  /** For pages under a language prefix: the path below it ("" for the root). */
  langPath?: string;
  /** For the webinar pages: the page, whose twin in the other language is its alternate. */
  webinarPage?: WebinarPageId;
}

const routes: RouteCase[] = [
  ...langs.flatMap((lang) =>
    langPages.map((page): RouteCase => ({
      path: page.path ? `/${lang}/${page.path}` : `/${lang}`,
      kind: "lang",
      langPath: page.path,
    })),
  ),
  ...langs.flatMap((lang) =>
    (["webi", "webiCheckout"] as const).map((id): RouteCase => ({
      path: webinarPath(lang, id),
      kind: id,
      webinarPage: id,
    })),
  ),
  { path: "/en/nope", kind: "notFound" },
];

test.describe("axe on every route (1440 px, consent stored)", () => {
  test.use({ viewport: desktop });

  test.beforeEach(async ({ context }) => {
    await storeConsent(context);
  });

  // Six groups of routes, each walked in one tab (route-tour.ts says why).
  for (const group of inGroups(routes, 6)) {
    const paths = group.map((route) => route.path);
    test(`${paths.join(", ")}: no WCAG violations`, async ({ page }) => {
      // axe checks each of the platform page's 400 brand cards (colour contrast included), and
      // the webinar page is the longest of all.
      const slow = (route: RouteCase) => route.langPath === "platform" || route.kind === "webi";
      test.setTimeout(group.reduce((ms, route) => ms + (slow(route) ? 90_000 : 30_000), 0));
      await tourRoutes(page, paths, async (path) => {
        const route = group.find((candidate) => candidate.path === path);
        const response = await gotoReady(page, path);
        expect.soft(response?.status(), path).toBe(route?.kind === "notFound" ? 404 : 200);
        await expect.soft(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        await expectNoAxeViolations(page, { soft: true });
      });
    });
  }
});

test.describe("axe on the phone layout (390 px)", () => {
  test.use({ viewport: phone });

  for (const lang of langs) {
    const copy = common[lang];

    test(`/${lang} with the consent popup open`, async ({ page }) => {
      await gotoReady(page, `/${lang}`);
      await expect(page.getByRole("dialog", { name: copy.consent.title })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`/${lang} with the consent preferences expanded`, async ({ page }) => {
      await gotoReady(page, `/${lang}`);
      const dialog = page.getByRole("dialog", { name: copy.consent.title });
      await dialog.getByRole("button", { name: copy.consent.manage }).click();
      await expect(dialog.getByRole("checkbox")).toHaveCount(4);
      await expectNoAxeViolations(page);
    });

    test(`/${lang} with the mobile menu open`, async ({ page, context }) => {
      await storeConsent(context);
      await gotoReady(page, `/${lang}`);
      await page.getByTestId("burger").click();
      const menu = page.getByTestId("mobile-menu");
      await expect(menu).toHaveAttribute("data-state", "open");
      await menu.getByRole("button", { name: copy.nav.products }).click();
      await expect(
        menu.getByRole("link", { name: new RegExp(copy.products.cross.name) }),
      ).toBeVisible();
      // Let the opening animation finish so colours are measured at full opacity.
      await expect.poll(() => menu.evaluate((el) => el.getAnimations().length)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }
});

const headOf = (html: string) => /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";

/** The attributes of every `<tag …>` in the document's head, as the server sent it. */
function headTags(html: string, tag: string): Array<Record<string, string>> {
  return [...headOf(html).matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map(
    ([, attributes = ""]) =>
      Object.fromEntries(
        [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [
          name.toLowerCase(),
          value,
        ]),
      ),
  );
}

/** The hreflang alternates a route must name: en, fr and x-default (English), by path. */
function expectedAlternates(route: RouteCase): Array<[string, string]> {
  if (route.kind === "lang") {
    const below = route.langPath ? `/${route.langPath}` : "";
    return [
      ["en", `/en${below}`],
      ["fr", `/fr${below}`],
      ["x-default", `/en${below}`],
    ];
  }
  if (route.webinarPage) {
    const id = route.webinarPage;
    return [
      ["en", webinarPath("en", id)],
      ["fr", webinarPath("fr", id)],
      ["x-default", webinarPath("en", id)],
    ];
  }
  return [];
}

test.describe("document head", () => {
  // The server's HTML is what crawlers read: checked as sent, no browser needed.
  for (const route of routes) {
    test(`${route.path} has its title, description and links`, async ({ request }) => {
      const html = await (await request.get(route.path)).text();
      const titles = [...headOf(html).matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)];
      expect(titles).toHaveLength(1);
      expect(titles[0]?.[1]?.trim()).toBeTruthy();
      const metas = headTags(html, "meta");
      const descriptions = metas.filter((meta) => meta.name === "description");
      expect(descriptions).toHaveLength(1);
      expect(descriptions[0]?.content?.trim()).toBeTruthy();
      const robots = metas.filter((meta) => meta.name === "robots");
      const links = headTags(html, "link");
      const canonical = links.filter((link) => link.rel === "canonical");

      // Every translated page names itself and its twin, one origin for all (the site's).
      const origins = new Set<string>();
      for (const [hreflang, path] of expectedAlternates(route)) {
        const alternates = links.filter(
          (link) => link.rel === "alternate" && link.hreflang === hreflang,
        );
        expect(alternates, hreflang).toHaveLength(1);
        const href = new URL(alternates[0]?.href ?? "");
        expect(href.protocol).toBe("https:");
        expect(href.pathname, hreflang).toBe(path);
        origins.add(href.origin);
      }
      expect(origins.size).toBeLessThanOrEqual(1);

      if (route.kind === "notFound" || route.kind === "webiCheckout") {
        // Never indexed, so no canonical address either.
        expect(robots).toHaveLength(1);
        expect(robots[0]?.content).toMatch(/noindex/);
        expect(canonical).toHaveLength(0);
        return;
      }

      expect(canonical).toHaveLength(1);
      const canonicalHref = new URL(canonical[0]?.href ?? "");
      expect(canonicalHref.protocol).toBe("https:");
      expect(canonicalHref.pathname).toBe(route.path);

      expect(robots).toHaveLength(0);
      if (route.kind === "lang" || route.webinarPage) {
        expect([...origins]).toEqual([canonicalHref.origin]);
      }
    });
  }
});

test.describe("keyboard", () => {
  test.use({ viewport: desktop });

  test("the first Tab on /en focuses the skip link, which leads to the main content", async ({
    page,
    context,
  }) => {
    await storeConsent(context);
    await gotoReady(page, "/en");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: common.en.a11y.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute("href", "#main");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});
