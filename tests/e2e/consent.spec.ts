import { expect, type Page, test } from "@playwright/test";
import {
  common,
  CONSENT_STORAGE_KEY,
  CONSENT_ID_PATTERN,
  CONSENT_VERSION,
  consentRecord,
  DAY_MS,
  desktop,
  gotoReady,
  readStoredConsent,
  type StoredConsent,
  storeConsent,
} from "./helpers";
import { consentLogRows } from "./consent-log";
import { ownIp } from "./lead-helpers";

// Every test starts from a fresh browser context: nothing is stored unless the test stores it.
test.use({ viewport: desktop });

const copy = common.en.consent;

function dialog(page: Page) {
  return page.getByTestId("consent-dialog");
}

function expectFreshTimestamp(record: StoredConsent): void {
  expect(new Date(record.timestamp).toISOString()).toBe(record.timestamp);
  const age = Date.now() - Date.parse(record.timestamp);
  expect(age).toBeGreaterThanOrEqual(-5_000);
  expect(age).toBeLessThan(60_000);
}

test("first visit shows a modal dialog that holds focus", async ({ page }) => {
  await gotoReady(page, "/en");
  const popup = page.getByRole("dialog", { name: copy.title });
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAttribute("data-testid", "consent-dialog");
  await expect(popup).toHaveAttribute("aria-modal", "true");
  const focusInside = () =>
    popup.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== null);
  expect(await focusInside()).toBe(true);

  const visited = new Set<string>();
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press("Tab");
    expect(await focusInside(), `focus left the dialog after Tab #${i + 1}`).toBe(true);
    visited.add(await page.evaluate(() => document.activeElement?.textContent ?? ""));
  }
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside(), `focus left the dialog after Shift+Tab #${i + 1}`).toBe(true);
  }
  // Ten presses over five focusable items means the focus wrapped around.
  expect(visited).toContain(copy.rejectAll);
  expect(visited).toContain(copy.acceptAll);
  expect(visited).toContain(copy.manage);

  // Reject All and Accept All sit in the first layer with equal weight.
  const reject = popup.getByRole("button", { name: copy.rejectAll });
  const accept = popup.getByRole("button", { name: copy.acceptAll });
  await expect(reject).toBeVisible();
  await expect(accept).toBeVisible();
  await expect(popup.getByRole("button", { name: copy.manage })).toBeVisible();
  await expect(popup.getByRole("button", { name: copy.save })).toHaveCount(0);
  const rejectClass = await reject.getAttribute("class");
  expect(rejectClass).toBeTruthy();
  expect(await accept.getAttribute("class")).toBe(rejectClass);
  const look = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return [style.backgroundColor, style.color, style.fontWeight, style.fontSize, box.height];
  };
  expect(await accept.evaluate(look)).toEqual(await reject.evaluate(look));
  await expect(popup.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
    "href",
    "/en/cookies",
  );
  await expect(popup.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/en/privacy",
  );
});

test("Escape does not dismiss the first-visit popup", async ({ page }) => {
  await gotoReady(page, "/en");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeVisible();
  expect(await readStoredConsent(page)).toBeNull();
});

test("Reject All stores only essential and the choice survives a reload", async ({ page }) => {
  await gotoReady(page, "/en");
  await dialog(page).getByRole("button", { name: copy.rejectAll }).click();
  await expect(dialog(page)).toHaveCount(0);
  const stored = await readStoredConsent(page);
  if (!stored) throw new Error("nothing stored");
  expect(stored).toEqual({
    id: expect.stringMatching(CONSENT_ID_PATTERN),
    version: 1,
    essential: true,
    analytics: false,
    marketing: false,
    functional: false,
    timestamp: stored.timestamp,
  });
  expectFreshTimestamp(stored);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-consent"));
  await expect(dialog(page)).toHaveCount(0);
  expect(await readStoredConsent(page)).toEqual(stored);
});

test("Accept All stores all four categories", async ({ page }) => {
  await gotoReady(page, "/en");
  await dialog(page).getByRole("button", { name: copy.acceptAll }).click();
  await expect(dialog(page)).toHaveCount(0);
  const stored = await readStoredConsent(page);
  expect(stored).toMatchObject({
    version: CONSENT_VERSION,
    essential: true,
    analytics: true,
    marketing: true,
    functional: true,
  });
  if (!stored) throw new Error("nothing stored");
  expectFreshTimestamp(stored);
});

test("Manage Preferences lets the visitor save a partial choice", async ({ page }) => {
  await gotoReady(page, "/en");
  const popup = dialog(page);
  const manage = popup.getByRole("button", { name: copy.manage });
  await expect(manage).toHaveAttribute("aria-expanded", "false");
  await expect(popup.getByRole("checkbox")).toHaveCount(0);
  await manage.click();

  const toggle = popup.getByRole("button", { name: copy.hide });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(popup.getByRole("button", { name: copy.manage })).toHaveCount(0);
  const save = popup.getByRole("button", { name: copy.save });
  await expect(save).toBeVisible();

  const categories = copy.categories;
  const essential = popup.getByRole("checkbox", { name: categories.essential.label });
  const analytics = popup.getByRole("checkbox", { name: categories.analytics.label });
  const marketing = popup.getByRole("checkbox", { name: categories.marketing.label });
  const functional = popup.getByRole("checkbox", { name: categories.functional.label });
  await expect(popup.getByRole("checkbox")).toHaveCount(4);
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  for (const box of [analytics, marketing, functional]) {
    await expect(box).not.toBeChecked();
    await expect(box).toBeEnabled();
  }

  // Hide and show again keeps working.
  await toggle.click();
  await expect(popup.getByRole("checkbox")).toHaveCount(0);
  await expect(save).toHaveCount(0);
  await popup.getByRole("button", { name: copy.manage }).click();

  await analytics.check();
  await expect(analytics).toBeChecked();
  expect(await readStoredConsent(page)).toBeNull();
  await save.click();
  await expect(popup).toHaveCount(0);
  const stored = await readStoredConsent(page);
  expect(stored).toMatchObject({
    version: CONSENT_VERSION,
    essential: true,
    analytics: true,
    marketing: false,
    functional: false,
  });
  if (!stored) throw new Error("nothing stored");
  expectFreshTimestamp(stored);
});

test("a consent-changed event carries the new record", async ({ page }) => {
  await gotoReady(page, "/en");
  await page.evaluate(() => {
    const received: unknown[] = [];
    (window as unknown as { __consentEvents: unknown[] }).__consentEvents = received;
    window.addEventListener("consent-changed", (event) => {
      received.push((event as CustomEvent<unknown>).detail);
    });
  });
  await dialog(page).getByRole("button", { name: copy.acceptAll }).click();
  await expect(dialog(page)).toHaveCount(0);
  const events = await page.evaluate(
    () => (window as unknown as { __consentEvents: unknown[] }).__consentEvents,
  );
  expect(events).toHaveLength(1);
  expect(events[0]).toEqual(await readStoredConsent(page));
  expect(events[0]).toMatchObject({ analytics: true, marketing: true, functional: true });
});

test.describe("stored records that no longer count", () => {
  const cases: Array<{ name: string; record: () => StoredConsent }> = [
    {
      name: "older than 182 days",
      record: () =>
        consentRecord(
          { analytics: true },
          { timestamp: new Date(Date.now() - 183 * DAY_MS).toISOString() },
        ),
    },
    {
      name: "version 0",
      record: () => consentRecord({ analytics: true }, { version: 0 }),
    },
  ];
  for (const { name, record } of cases) {
    test(`a record ${name} shows the popup again`, async ({ page, context }) => {
      await storeConsent(context, record());
      await gotoReady(page, "/en");
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole("button", { name: copy.acceptAll })).toBeVisible();
    });
  }

  test("a current record (181 days old) keeps the popup closed", async ({ page, context }) => {
    await storeConsent(
      context,
      consentRecord({}, { timestamp: new Date(Date.now() - 181 * DAY_MS).toISOString() }),
    );
    await gotoReady(page, "/en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });
});

test("a returning visitor's page load never moves focus into the popup", async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await context.addInitScript(() => {
    const focused: string[] = [];
    (window as unknown as { __focused: string[] }).__focused = focused;
    document.addEventListener(
      "focusin",
      (event) => {
        const target = event.target as Element;
        focused.push(target.getAttribute("data-testid") ?? target.tagName.toLowerCase());
      },
      true,
    );
  });
  await gotoReady(page, "/en");
  await expect(dialog(page)).toHaveCount(0);
  const focused = await page.evaluate(
    () => (window as unknown as { __focused: string[] }).__focused,
  );
  expect(focused, "elements that received focus during load").toEqual([]);
});

test("Cookie settings reopens the popup with the stored choice; Escape closes it", async ({
  page,
  context,
}) => {
  const record = consentRecord({ analytics: false, marketing: true, functional: false });
  await storeConsent(context, record);
  await gotoReady(page, "/en");
  await expect(dialog(page)).toHaveCount(0);
  const rawBefore = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    CONSENT_STORAGE_KEY,
  );

  const settings = page.getByTestId("cookie-settings");
  await expect(settings).toHaveText(common.en.footer.legal.cookieSettings);
  await settings.click();
  const popup = dialog(page);
  await expect(popup).toBeVisible();
  await expect.poll(() => popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const categories = copy.categories;
  await expect(popup.getByRole("checkbox", { name: categories.essential.label })).toBeChecked();
  await expect(popup.getByRole("checkbox", { name: categories.analytics.label })).not.toBeChecked();
  await expect(popup.getByRole("checkbox", { name: categories.marketing.label })).toBeChecked();
  await expect(
    popup.getByRole("checkbox", { name: categories.functional.label }),
  ).not.toBeChecked();
  await expect(popup.getByRole("button", { name: copy.save })).toBeVisible();

  // A change that is not saved is dropped by Escape.
  await popup.getByRole("checkbox", { name: categories.functional.label }).check();
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
  await expect(settings).toBeFocused();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe(
    rawBefore,
  );
});

test("the popup speaks French on /fr", async ({ page }) => {
  await gotoReady(page, "/fr");
  const fr = common.fr.consent;
  const popup = page.getByRole("dialog", { name: fr.title });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole("button", { name: "Tout refuser" })).toBeVisible();
  await expect(popup.getByRole("button", { name: "Tout accepter" })).toBeVisible();
  const manage = popup.getByRole("button", { name: "Gérer les préférences" });
  await expect(manage).toBeVisible();
  expect([fr.rejectAll, fr.acceptAll, fr.manage]).toEqual([
    "Tout refuser",
    "Tout accepter",
    "Gérer les préférences",
  ]);
  await manage.click();
  await expect(popup.getByRole("button", { name: fr.hide })).toBeVisible();
  await expect(popup.getByRole("button", { name: fr.save })).toBeVisible();
  await expect(popup.getByRole("checkbox", { name: fr.categories.analytics.label })).toBeVisible();
  await expect(popup.getByRole("link", { name: "Politique relative aux cookies" })).toHaveAttribute(
    "href",
    "/fr/cookies",
  );
});

test("a popup the browser has only half parsed is not drawn (it would jump up the screen)", async ({
  page,
  request,
}) => {
  // A phone may draw a frame while the parser is in the middle of the popup. Serve the page cut
  // off right after the popup's title, as such a frame sees it, then whole.
  const html = await (await request.get("/en/about")).text();
  const title = html.indexOf(`>${copy.title}</h2>`, html.indexOf('data-testid="consent-dialog"'));
  expect(title).toBeGreaterThan(0);
  const cut = html.slice(0, title + copy.title.length + 6);
  let body = cut;
  await page.route("**/en/about", (route) =>
    route.fulfill({ body, contentType: "text/html; charset=utf-8" }),
  );
  await page.goto("/en/about");
  await expect(page.getByText(copy.title, { exact: true })).toBeAttached();
  await expect(dialog(page)).toBeHidden();

  body = html;
  await page.goto("/en/about");
  await expect(dialog(page)).toBeVisible();
});

test.describe("every choice reaches the server's consent log once, under the visitor's id", () => {
  /** Counts the page's posts to the consent endpoint. */
  function consentPosts(page: Page): () => number {
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/consent") {
        posts += 1;
      }
    });
    return () => posts;
  }

  const choices = [
    { button: copy.rejectAll, expected: { analytics: 0, marketing: 0, functional: 0 } },
    { button: copy.acceptAll, expected: { analytics: 1, marketing: 1, functional: 1 } },
    { button: copy.save, expected: { analytics: 0, marketing: 1, functional: 0 } },
  ];
  for (const { button, expected } of choices) {
    test(`${button}`, async ({ page }) => {
      await ownIp(page);
      const posts = consentPosts(page);
      await gotoReady(page, "/en/about");
      if (button === copy.save) {
        await dialog(page).getByRole("button", { name: copy.manage }).click();
        await dialog(page).getByRole("checkbox", { name: copy.categories.marketing.label }).check();
      }
      await dialog(page).getByRole("button", { name: button }).click();
      await expect(dialog(page)).toHaveCount(0);
      const stored = await readStoredConsent(page);
      if (!stored) throw new Error("nothing stored");
      await expect
        .poll(() => consentLogRows(stored.id), { timeout: 15_000 })
        .toEqual([{ version: CONSENT_VERSION, ...expected, locale: "en", source: "script" }]);
      expect(posts()).toBe(1);
    });
  }

  test("a change from Cookie settings is logged under the id already stored", async ({
    page,
    context,
  }) => {
    await ownIp(page);
    const record = consentRecord({ analytics: false, marketing: false, functional: false });
    await storeConsent(context, record);
    await gotoReady(page, "/fr/about");
    await page.getByTestId("cookie-settings").click();
    const fr = common.fr.consent;
    await dialog(page).getByRole("checkbox", { name: fr.categories.functional.label }).check();
    await dialog(page).getByRole("button", { name: fr.save }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect((await readStoredConsent(page))?.id).toBe(record.id);
    await expect
      .poll(() => consentLogRows(record.id), { timeout: 15_000 })
      .toEqual([
        {
          version: CONSENT_VERSION,
          analytics: 0,
          marketing: 0,
          functional: 1,
          locale: "fr",
          source: "script",
        },
      ]);
  });

  test("a choice made just before leaving the page is not lost", async ({ page }) => {
    await ownIp(page);
    await gotoReady(page, "/en/about");
    await dialog(page).getByRole("button", { name: copy.acceptAll }).click();
    const stored = await readStoredConsent(page);
    if (!stored) throw new Error("nothing stored");
    // Off to another site at once: the post must outlive the page.
    await page.goto("about:blank");
    await expect
      .poll(() => consentLogRows(stored.id), { timeout: 15_000 })
      .toEqual([
        expect.objectContaining({ analytics: 1, marketing: 1, functional: 1, source: "script" }),
      ]);
  });
});
