import { expect, test, type Page } from "@playwright/test";
import { gotoReady, phone, storeConsent } from "./helpers";

// A visitor who reloads a page, or comes back to it from another page with Back, finds it where
// they left it, before the page hydrates (app/lib/scroll-restoration.tsx). A new visit does not
// pay for that: it does not read the saved positions while the page is parsed.

test.use({ viewport: phone });

const STORAGE_KEY = "react-router-scroll-positions";
const PATH = "/en/terms";

interface ParseTimeRecord {
  /** sessionStorage reads of the saved positions while the document was being parsed. */
  readsWhileParsing: number;
  /** window.scrollY when the parser reached the end of the document. */
  yAtParsed: number | null;
}

/** Records, for every document the page opens, what happened while it was being parsed. */
async function recordParseTime(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const record = { readsWhileParsing: 0, yAtParsed: null as number | null };
    Object.assign(window, { __parseTime: record });
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, name: string) {
      if (this === window.sessionStorage && name === key && document.readyState === "loading")
        record.readsWhileParsing++;
      return getItem.call(this, name);
    };
    document.addEventListener("DOMContentLoaded", () => (record.yAtParsed = window.scrollY));
  }, STORAGE_KEY);
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

test("a new visit does not read the saved scroll positions while the page is parsed", async ({
  page,
}) => {
  // Positions saved by an earlier page of this tab are there to be read.
  await gotoReady(page, "/en/privacy");
  await scrollTo(page, 900);
  await gotoReady(page, PATH);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)).not.toBeNull();
  const record = await parseTime(page);
  expect(record.readsWhileParsing).toBe(0);
  expect(record.yAtParsed).toBe(0);
  // The entry got its key before the first paint, as React Router expects.
  expect(await page.evaluate(() => (history.state as { key?: unknown } | null)?.key)).toEqual(
    expect.any(String),
  );
});

test("a reload comes back to where the visitor was, before the page hydrates", async ({ page }) => {
  await gotoReady(page, PATH);
  await scrollTo(page, 1500);
  await page.reload();
  const record = await parseTime(page);
  expect(record.readsWhileParsing).toBe(1);
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
  expect(record.readsWhileParsing).toBe(1);
  expect(record.yAtParsed).toBe(1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
});
