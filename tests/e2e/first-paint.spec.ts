import { expect, type Page, test } from "@playwright/test";
import { common, cspConsoleErrors, gotoReady, phone, storeConsent } from "./helpers";

// The first view is the HTML and its inline stylesheet; the page's JavaScript only hydrates it.
// Its chunks must not compete with that first paint (DR 010): they start loading after it, all
// at once, on prerendered pages, rendered pages and the webinar funnel alike, and the page still
// hydrates with no policy violation.

test.use({ viewport: phone });

interface PreloadBatches {
  __preloadBatches: Array<{ at: number; hrefs: string[] }>;
}

/**
 * Records, in the next document, each batch of module preload links added to it and when the
 * batch was reported (a mutation observer hears of it as soon as the script that added them pauses).
 */
async function recordPreloadBatches(page: Page) {
  await page.addInitScript(() => {
    const batches: PreloadBatches["__preloadBatches"] = [];
    (window as unknown as PreloadBatches).__preloadBatches = batches;
    new MutationObserver((records) => {
      const hrefs = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement)
        .filter((link) => link.rel === "modulepreload")
        .map((link) => link.href);
      if (hrefs.length > 0) batches.push({ at: performance.now(), hrefs });
    }).observe(document, { childList: true, subtree: true });
  });
}

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
    await recordPreloadBatches(page);
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
    // run: their preload links are added in one go, and every request has started by the time
    // that batch is reported (the same task), before any chunk has arrived and run. On the
    // page's own clock, not a race with the local server's responses. React finds the links in
    // place when it hydrates instead of adding copies.
    const { staged, batches, links } = await page.evaluate(() => {
      const script = document.querySelector('script[type="module"]')?.textContent ?? "";
      const urls = JSON.parse(/const chunks = (\[[^\]]*\])/.exec(script)?.[1] ?? "[]") as string[];
      return {
        staged: urls.map((url) => {
          const href = new URL(url, location.href).href;
          const timing = performance.getEntriesByName(href)[0];
          return { href, start: timing?.startTime ?? null };
        }),
        batches: (window as unknown as PreloadBatches).__preloadBatches,
        links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          ({ href }) => href,
        ),
      };
    });
    expect(staged.length).toBeGreaterThanOrEqual(3);
    const batch = batches.find(({ hrefs }) => hrefs.includes(staged[0]?.href ?? ""));
    expect(batch?.hrefs).toEqual(staged.map(({ href }) => href));
    for (const { href, start } of staged) {
      expect(start, href).not.toBeNull();
      // Both clocks are coarsened to 0.1 ms; a chunk found only by running another starts tens
      // of milliseconds later.
      expect(start ?? Number.POSITIVE_INFINITY, href).toBeLessThanOrEqual((batch?.at ?? 0) + 0.2);
    }
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

// The text's font stack ends in system-ui, with no generic sans-serif: Chromium on Linux looks a
// generic family up through the browser process for every text size, web font or not, and that
// doubled the first layout in Chromium traces. The promise kept: until the web font arrives (or if it never
// does), text is drawn in a sans face, the metric-matched local one or the system's.
test("text waiting for the web font is drawn in a sans face, and the stack names no generic family", async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto("/fr/about");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const stack = await heading.evaluate((element) =>
    getComputedStyle(element)
      .fontFamily.split(",")
      .map((family) => family.trim().replaceAll('"', "")),
  );
  expect(stack).toEqual(["Plus Jakarta Sans Variable", "Jakarta Fallback", "system-ui"]);

  const cdp = await context.newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.familyName).not.toMatch(/Jakarta/);
    expect(font.familyName).not.toMatch(/serif|times/i);
  }
});
