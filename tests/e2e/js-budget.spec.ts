import { expect, type Page, type Response, test } from "@playwright/test";
import { langCodes } from "../../app/config/languages";
import { langPages, pagePath, webinarPageIds, webinarPath } from "../../app/config/pages";
import { gzipBytes } from "./gzip-bytes";
import { gotoReady, phone } from "./helpers";
import { inGroups, tourRoutes } from "./route-tour";

/**
 * The JavaScript budget: client JavaScript on a content page <= 160 KB gzip, counted in bytes
 * (160,000, not 160 KiB) at gzip level 9, as `npm run bench` counts. Here it is every script the
 * browser really fetches while a first-time visitor's phone loads the page and sits idle: module
 * preloads, the imports they pull in and anything the page imports on its own before an
 * interaction. Code that loads on demand (the chat widget, another checkout layout, Stripe) is not
 * fetched, so not counted; code that loads by itself at load would be.
 */
// 140 KB until copy went back to i18next and react-i18next (about 20 KB gzip on every page).
const BUDGET = 160_000;

const paths = [
  ...langCodes.flatMap((lang) => langPages.map((page) => pagePath(lang, page.id))),
  ...webinarPageIds.flatMap((id) => langCodes.map((lang) => webinarPath(lang, id))),
];

test.use({ viewport: phone });

/** Every script the browser fetches while `path` loads and sits idle, gzipped, in bytes. */
async function scriptBytesAtLoad(page: Page, path: string): Promise<number> {
  const bodies = new Map<string, Promise<Buffer>>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script") {
      bodies.set(response.url(), response.body());
    }
  };
  page.on("response", onResponse);
  try {
    await gotoReady(page, path);
    await page.waitForLoadState("networkidle");
    // Some code loads once the page is idle (the webinar's particles, up to 2.5 s after load):
    // wait for an idle moment after the page's own, then until no script has arrived for a
    // second, so none arrives after the count.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 5_000 }),
        ),
    );
    let seen: number;
    do {
      seen = bodies.size;
      await page.waitForTimeout(1_000);
    } while (bodies.size !== seen);
  } finally {
    page.off("response", onResponse);
  }
  let total = 0;
  for (const body of bodies.values()) total += gzipBytes(await body);
  return total;
}

// Six groups of pages, each walked in one tab as first visits (route-tour.ts says why).
for (const group of inGroups(paths, 6)) {
  test(`${group.join(", ")}: the scripts each loads before any interaction weigh at most 160 KB gzip`, async ({
    page,
  }) => {
    test.setTimeout(group.length * 30_000);
    await tourRoutes(page, group, async (path) => {
      const total = await scriptBytesAtLoad(page, path);
      // React DOM alone is over 60 KB: a total without it would mean scripts went uncounted.
      expect.soft(total, path).toBeGreaterThan(100_000);
      expect.soft(total, path).toBeLessThanOrEqual(BUDGET);
    });
  });
}
