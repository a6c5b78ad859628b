import { expect, test, type Page } from "@playwright/test";
import { gotoReady, phone, storeConsent } from "./helpers";

// A visitor who reloads a page, or comes back to it from another page with Back, finds it where
// they left it, before the page hydrates (React Router's <ScrollRestoration> in app/root.tsx).

test.use({ viewport: phone });

const PATH = "/en/terms";

interface ParseTimeRecord {
  /** window.scrollY when the parser reached the end of the document. */
  yAtParsed: number | null;
}

/** Records, for every document the page opens, what happened while it was being parsed. */
async function recordParseTime(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { yAtParsed: null as number | null };
    Object.assign(window, { __parseTime: record });
    document.addEventListener("DOMContentLoaded", () => (record.yAtParsed = window.scrollY));
  });
}

function parseTime(page: Page): Promise<ParseTimeRecord> {
  return page.evaluate(() => (window as unknown as { __parseTime: ParseTimeRecord }).__parseTime);
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test.beforeEach(async ({ context, page }) => {
  await storeConsent(context);
  await recordParseTime(page);
});

test("a reload comes back to where the visitor was, before the page hydrates", async ({ page }) => {
  await gotoReady(page, PATH);
  await scrollTo(page, 1500);
  await page.reload();
  const record = await parseTime(page);
  expect(record.yAtParsed).toBe(1500);
  await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
});

test("Back from another page comes back to where the visitor was", async ({ page }) => {
  await gotoReady(page, PATH);
  await scrollTo(page, 1200);
  // A full load of another document, so that Back loads this page again.
  await gotoReady(page, "/fr/privacy");
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  const navigation = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type,
  );
  // Loaded again, not restored from the back/forward cache (which keeps its scroll by itself).
  expect(navigation).toBe("back_forward");
  const record = await parseTime(page);
  expect(record.yAtParsed).toBe(1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
});
