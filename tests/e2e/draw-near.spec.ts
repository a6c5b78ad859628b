import { expect, test } from "@playwright/test";
import { gotoReady, isLaidOut, phone, storeConsent } from "./helpers";

// Parts of a page far from the screen are laid out only as they near it: one rule, draw-near in
// app/app.css (content-visibility: auto), used by a page's sections after the first, the footer,
// the brand results and cards, legal sections and the webinar page's parts.

test.use({ viewport: phone });

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

// The last part of each page, which waits at load on a phone.
const lastParts = {
  "/en": "main > section",
  "/en/platform": "footer",
  "/fr/privacy": "article > section",
  "/webi": "main > *",
};
for (const [path, lastPart] of Object.entries(lastParts)) {
  test(`${path}: every waiting part keeps the page within a small phone and is drawn once reached`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoReady(page, path);
    // The part itself is drawn; what it holds is skipped.
    const waiting = page.locator(lastPart).last().locator(":scope > *").first();
    expect(await isLaidOut(waiting)).toBe(false);
    // A skipped part stands in for its height only: a width stand-in widens a grid's column
    // (a legal page's one-column grid became 520 px wide), so no page may be wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    const rules = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .map((element) => getComputedStyle(element))
        .filter((style) => style.contentVisibility === "auto")
        .map((style) => `${style.containIntrinsicWidth} | ${style.overflowClipMargin}`),
    );
    expect(rules.length).toBeGreaterThan(1);
    // Every one of them is the same rule: no width stand-in, and room for a focused link's
    // outline at its edge (paint containment would clip it).
    expect(new Set(rules)).toEqual(new Set(["auto none | 8px"]));
    await waiting.scrollIntoViewIfNeeded();
    await expect.poll(() => isLaidOut(waiting)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
}
