import { expect, type Page, test } from "@playwright/test";
import { chat, launcher, panel } from "./chat-helpers";
import { consentLogRows } from "./consent-log";
import { ownIp } from "./lead-helpers";
import {
  common,
  CONSENT_VERSION,
  holdRequests,
  phone,
  readStoredConsent,
  storeConsent,
  waitForHydration,
} from "./helpers";

// On a phone the page is on screen one to three seconds before its code has hydrated it. A tap
// on a script-only button in that time is held and given to the button once it is live
// (app/lib/early-clicks.ts), instead of doing nothing.

test.use({ viewport: phone });

/** Opens `path` with the page's entry chunk held back, so that the page cannot hydrate yet. */
async function openBeforeHydration(page: Page, path: string) {
  const entry = await holdRequests(page, /\/assets\/entry\.client-[^/]+\.js$/);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect.poll(entry.requested).toBe(true);
  return entry;
}

test("a tap on the chat launcher before hydration opens the chat once the page is live", async ({
  page,
  context,
}) => {
  await storeConsent(context);
  const entry = await openBeforeHydration(page, "/en/about");
  await launcher(page).click();
  await expect(panel(page)).toHaveCount(0);
  entry.release();
  await waitForHydration(page);
  await expect(panel(page).getByRole("heading", { name: chat("en").form.title })).toBeVisible();
});

test("the menu button tapped twice before hydration opens the menu once, not open and shut", async ({
  page,
  context,
}) => {
  await storeConsent(context);
  const entry = await openBeforeHydration(page, "/en/cross");
  const burger = page.getByRole("button", { name: common.en.a11y.openMenu });
  // What reaches the button itself: nothing while held, one click once live (a toggle written
  // as `setOpen((open) => !open)` would otherwise open and shut).
  await burger.evaluate((button) => {
    button.addEventListener(
      "click",
      () => (button.dataset.clicks = `${Number(button.dataset.clicks ?? 0) + 1}`),
    );
  });
  await burger.click();
  await burger.click();
  await expect(page.getByTestId("mobile-menu")).toHaveCount(0);
  expect(await burger.getAttribute("data-clicks")).toBeNull();
  entry.release();
  await expect(page.getByTestId("mobile-menu")).toHaveAttribute("data-state", "open");
  const opened = page.getByTestId("burger");
  await expect(opened).toHaveAttribute("aria-expanded", "true");
  await expect(opened).toHaveAttribute("data-clicks", "1");
});

test("Accept All tapped before hydration is stored once the page is live", async ({ page }) => {
  const entry = await openBeforeHydration(page, "/fr/cashback");
  const dialog = page.getByTestId("consent-dialog");
  await dialog.getByRole("button", { name: common.fr.consent.acceptAll }).click();
  await expect(dialog).toBeVisible();
  expect(await readStoredConsent(page)).toBeNull();
  entry.release();
  await expect(dialog).toHaveCount(0);
  expect(await readStoredConsent(page)).toMatchObject({
    version: CONSENT_VERSION,
    essential: true,
    analytics: true,
    marketing: true,
    functional: true,
  });
});

test("a link is not held: it loads its page before hydration, as plain HTML", async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await openBeforeHydration(page, "/en/about");
  await page
    .getByTestId("site-footer")
    .getByRole("link", { name: common.en.footer.links.careers })
    .click();
  await expect(page).toHaveURL(/\/en\/careers$/);
});

// When hydration never comes (the entry chunk hangs), a held tap must not wait for it for ever:
// HOLD_LIMIT_MS of app/lib/early-clicks.ts (a DOM module, outside this project's type check).
const HOLD_LIMIT_MS = 3_000;

test(`Reject All tapped while the page's code never arrives is posted as a form within ${HOLD_LIMIT_MS} ms`, async ({
  page,
}) => {
  await ownIp(page);
  await openBeforeHydration(page, "/fr/cashback");
  const dialog = page.getByTestId("consent-dialog");
  const tapped = Date.now();
  await dialog.getByRole("button", { name: common.fr.consent.rejectAll }).click();
  // Held at first: the page may still come alive and take it itself.
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: HOLD_LIMIT_MS + 3_000 });
  expect(Date.now() - tapped).toBeGreaterThanOrEqual(HOLD_LIMIT_MS - 500);
  await expect(page).toHaveURL(/\/fr\/cashback$/);
  const stored = await readStoredConsent(page);
  expect(stored).toMatchObject({ analytics: false, marketing: false, functional: false });
  if (!stored) throw new Error("nothing stored");
  expect(await consentLogRows(stored.id)).toEqual([
    expect.objectContaining({ locale: "fr", source: "form", analytics: 0, marketing: 0 }),
  ]);
});

test(`a script button is held no longer than ${HOLD_LIMIT_MS} ms, and a late hydration still delivers the held tap`, async ({
  page,
  context,
}) => {
  await storeConsent(context);
  const entry = await openBeforeHydration(page, "/en/cross");
  const burger = page.getByRole("button", { name: common.en.a11y.openMenu });
  await burger.evaluate((button) => {
    button.addEventListener(
      "click",
      () => (button.dataset.clicks = `${Number(button.dataset.clicks ?? 0) + 1}`),
    );
  });
  await burger.click();
  expect(await burger.getAttribute("data-clicks")).toBeNull();
  await page.waitForTimeout(HOLD_LIMIT_MS + 200);
  // Past the bound the page no longer swallows taps.
  await burger.click();
  expect(await burger.getAttribute("data-clicks")).toBe("1");
  entry.release();
  await expect(page.getByTestId("mobile-menu")).toHaveAttribute("data-state", "open");
  await expect(page.getByTestId("burger")).toHaveAttribute("aria-expanded", "true");
});
