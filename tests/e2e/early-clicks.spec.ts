import { expect, type Page, test } from "@playwright/test";
import { chat, launcher, panel } from "./chat-helpers";
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
