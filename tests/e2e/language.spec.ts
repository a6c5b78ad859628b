import { expect, type Page, test } from "@playwright/test";
import { common, desktop, gotoReady, heroTitle, storeConsent } from "./helpers";

test.use({ viewport: desktop });

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The button's name: the visible target code first, then the spoken instruction. */
function switchName(targetCode: string, instruction: string): RegExp {
  return new RegExp(`^${targetCode}\\b.*${escapeRegExp(instruction)}`);
}

/** Holds the client-side data request of the next navigation for `ms` before letting it through. */
async function slowDataRequests(page: Page, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

type Announcement = { text: string; at: number };

/**
 * Records every text the announcer takes, with a timestamp, in the page itself: a loaded machine
 * can take longer than the one-second announcement between two Playwright round trips, so
 * polling the live region could miss a message that was in fact spoken.
 */
async function recordAnnouncements(page: Page): Promise<() => Promise<Announcement[]>> {
  await page.getByTestId("language-announcer").evaluate((region) => {
    const log: Announcement[] = [];
    (window as unknown as { announcements: Announcement[] }).announcements = log;
    new MutationObserver(() => {
      log.push({ text: region.textContent ?? "", at: performance.now() });
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { announcements: Announcement[] }).announcements);
}

/**
 * The message was announced once, then the region emptied about ANNOUNCE_MS later. Timed in the
 * page, so `within` can be tight where timing is the point of the test.
 */
async function expectAnnouncedThenCleared(
  read: () => Promise<Announcement[]>,
  message: string,
  within = 3_000,
): Promise<void> {
  await expect.poll(async () => (await read()).map((entry) => entry.text)).toEqual([message, ""]);
  const [spoken, cleared] = await read();
  const shownFor = cleared!.at - spoken!.at;
  // The observer notes the text only once the task that rendered it ends, which on a loaded
  // machine can be a few hundred milliseconds after the clearing timer started.
  expect(shownFor).toBeGreaterThanOrEqual(600);
  expect(shownFor).toBeLessThan(within);
}

test("the language button switches /en/about?x=1#y to French and back", async ({ page }) => {
  await gotoReady(page, "/en/about?x=1#y");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const button = page.getByTestId("language-switch");
  const announcer = page.getByTestId("language-announcer");
  await expect(button).toHaveAccessibleName(switchName("FR", common.en.language.switchTo));
  await expect(announcer).toHaveText("");
  await expect(announcer).toHaveRole("status");
  let announcements = await recordAnnouncements(page);

  await slowDataRequests(page, 600);
  await button.click();
  // Disabled while the French page loads.
  await expect(button).toBeDisabled();
  await page.waitForURL((url) => url.pathname === "/fr/about");
  expect(new URL(page.url()).search).toBe("?x=1");
  expect(new URL(page.url()).hash).toBe("#y");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle("fr", "about"));
  expect(await page.evaluate(() => window.localStorage.getItem("subnova.lang"))).toBe("fr");
  await expect(button).toBeEnabled();
  await expect(button).toHaveAccessibleName(switchName("EN", common.fr.language.switchTo));
  // Announced for about one second, then cleared.
  await expectAnnouncedThenCleared(announcements, common.fr.language.changed);

  announcements = await recordAnnouncements(page);
  await button.click();
  await page.waitForURL((url) => url.pathname === "/en/about");
  expect(new URL(page.url()).search).toBe("?x=1");
  expect(new URL(page.url()).hash).toBe("#y");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle("en", "about"));
  expect(await page.evaluate(() => window.localStorage.getItem("subnova.lang"))).toBe("en");
  await expect(button).toBeEnabled();
  await expectAnnouncedThenCleared(announcements, common.en.language.changed);
});

test("on the language root the switch loads the French home page", async ({ page }) => {
  await gotoReady(page, "/en");
  const button = page.getByTestId("language-switch");
  const announcements = await recordAnnouncements(page);
  await button.click();
  await page.waitForURL((url) => url.pathname === "/fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle("fr", "home"));
  await expectAnnouncedThenCleared(announcements, common.fr.language.changed);
  await expect(button).toBeEnabled();
  await expect(button).toHaveAccessibleName(switchName("EN", common.fr.language.switchTo));
});

test("the announcement stays for about one second", async ({ page }) => {
  await gotoReady(page, "/en/careers");
  const announcements = await recordAnnouncements(page);
  await page.getByTestId("language-switch").click();
  await expectAnnouncedThenCleared(announcements, common.fr.language.changed, 1_500);
  await expect(page).toHaveURL(/\/fr\/careers$/);
});

test("a navigation scrolls the new page to the top", async ({ page }) => {
  await gotoReady(page, "/en");
  const careers = page
    .getByTestId("site-footer")
    .getByRole("link", { name: common.en.footer.links.careers });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await careers.click();
  await page.waitForURL(/\/en\/careers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle("en", "careers"));
  // The new page is long enough that "at the top" is a real position, not the only one.
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeGreaterThan(200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
