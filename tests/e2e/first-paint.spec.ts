import { expect, test } from "@playwright/test";
import { common, cspConsoleErrors, gotoReady, phone, storeConsent } from "./helpers";

// The first view is the HTML and its inline stylesheet; the page's JavaScript only hydrates it.
// Its chunks must not compete with that first paint (DR 010): they start loading after it, all
// at once, on prerendered pages, rendered pages and the webinar funnel alike, and the page still
// hydrates with no policy violation.

test.use({ viewport: phone });

// gotoReady waits for hydration (the consent layout effect); pages with the site header also
// prove it by opening the menu.
const pages = [
  { path: "/en", menu: "en" },
  { path: "/fr/venture-studio", menu: "fr" },
  { path: "/en/contact", menu: "en" },
  { path: "/webi", menu: null },
  { path: "/fr/nope", menu: null },
] as const;

for (const { path, menu } of pages) {
  test(`${path}: no script chunk starts before the first contentful paint, and the page hydrates`, async ({
    page,
    context,
  }) => {
    await storeConsent(context);
    const violations = cspConsoleErrors(page);
    await gotoReady(page, path);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^?]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(paint).not.toBeNull();
    // The page's own chunks: at least React Router's manifest, the root and the route.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);
    // The chunks the module script runs are fetched together, not one after another as they
    // run: every request has started before the first one finished. React finds their links in
    // place when it hydrates instead of adding copies.
    const { staged, links } = await page.evaluate(() => {
      const script = document.querySelector('script[type="module"]')?.textContent ?? "";
      const urls = JSON.parse(/const chunks = (\[[^\]]*\])/.exec(script)?.[1] ?? "[]") as string[];
      return {
        staged: urls.map((url) => {
          const timing = performance.getEntriesByName(new URL(url, location.href).href)[0];
          return timing ? (timing as PerformanceResourceTiming).toJSON() : null;
        }) as Array<{ startTime: number; responseEnd: number } | null>,
        links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          ({ href }) => href,
        ),
      };
    });
    expect(staged.length).toBeGreaterThanOrEqual(3);
    expect(staged).not.toContain(null);
    const starts = staged.map((timing) => timing?.startTime ?? Number.POSITIVE_INFINITY);
    const ends = staged.map((timing) => timing?.responseEnd ?? 0);
    expect(Math.max(...starts)).toBeLessThanOrEqual(Math.min(...ends));
    expect(new Set(links).size).toBe(links.length);
    // The site icon, held back until the paint, now names its file; React found that link in
    // place when it hydrated and added no other.
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map(
        ({ href }) => new URL(href).pathname,
      ),
    );
    expect(icons).toEqual(["/favicon-48.png"]);
    if (menu) {
      await page.getByRole("button", { name: common[menu].a11y.openMenu }).click();
      await expect(page.getByTestId("mobile-menu")).toHaveAttribute("data-state", "open");
    }
    expect(violations).toEqual([]);
  });
}

test("without JavaScript, the site icon is the <noscript> copy's", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fr/about");
  // The empty data: address fails to decode and the browser takes the next icon, the file.
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute("href")),
  );
  expect(icons).toEqual(["data:,", "/favicon-48.png"]);
  await context.close();
});
