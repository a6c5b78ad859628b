import { expect, test } from "@playwright/test";
import { langCodes } from "../../app/config/languages";
import { langPages, pagePath, topLevelPages } from "../../app/config/pages";
import { gzipBytes } from "./gzip-bytes";
import { gotoReady, phone } from "./helpers";

/**
 * Issue 11: client JavaScript on a content page <= 140 KB gzip, counted in bytes (140,000, not
 * 140 KiB) at gzip level 9, as `npm run bench` counts. Here it is every script the browser
 * really fetches while a first-time visitor's phone loads the page and sits idle: module
 * preloads, the imports they pull in and anything the page imports on its own before an
 * interaction. Code that loads on demand (the chat widget, another checkout layout, Stripe) is
 * not fetched, so not counted; code that loads by itself at load would be.
 */
const BUDGET = 140_000;

const paths = [
  ...langCodes.flatMap((lang) => langPages.map((page) => pagePath(lang, page.id))),
  topLevelPages.webi.path,
  topLevelPages.webiCheckout.path,
];

test.use({ viewport: phone });

for (const path of paths) {
  test(`${path}: the scripts it loads before any interaction weigh at most 140 KB gzip`, async ({
    page,
  }) => {
    const bodies = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        bodies.set(response.url(), response.body());
      }
    });
    await gotoReady(page, path);
    await page.waitForLoadState("networkidle");
    let total = 0;
    for (const body of bodies.values()) total += gzipBytes(await body);
    // React DOM alone is over 60 KB: a total without it would mean scripts went uncounted.
    expect(total, path).toBeGreaterThan(100_000);
    expect(total, path).toBeLessThanOrEqual(BUDGET);
  });
}
