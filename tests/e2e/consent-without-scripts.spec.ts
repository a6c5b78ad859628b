import { expect, test } from "@playwright/test";
import { consentLogRows } from "./consent-log";
import {
  blockCopy,
  common,
  CONSENT_ID_PATTERN,
  CONSENT_VERSION,
  desktop,
  expectNoAxeViolations,
  type Lang,
  readStoredConsent,
} from "./helpers";
import { fillLead, ownIp, uniqueLead } from "./lead-helpers";

// The app's bundle never arrives (an ad blocker, a flaky network, a deploy that replaced the
// files under an open tab): the page's inline scripts run, /assets/*.js does not. A first-time
// visitor must still answer the consent popup, and then use the page.

test.use({ viewport: desktop });

interface LeadCopy {
  form: { submit: string };
  success: { title: string };
}

for (const lang of ["fr", "en"] as const satisfies readonly Lang[]) {
  const copy = common[lang];

  test(`${lang}: with the app's scripts blocked, Reject all closes the popup, is stored and logged; the header then navigates and the lead form posts`, async ({
    page,
  }) => {
    // Three page loads, a lead, a look into the log and an axe run.
    test.slow();
    await ownIp(page);
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto(`/${lang}`);
    const dialog = page.getByTestId("consent-dialog");
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: copy.consent.rejectAll }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    const stored = await readStoredConsent(page);
    expect(stored).toMatchObject({
      id: expect.stringMatching(CONSENT_ID_PATTERN),
      version: CONSENT_VERSION,
      essential: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    if (!stored) throw new Error("nothing stored");
    expect(await consentLogRows(stored.id)).toEqual([
      {
        version: CONSENT_VERSION,
        analytics: 0,
        marketing: 0,
        functional: 0,
        locale: lang,
        source: "form",
      },
    ]);
    // The choice travels in the answer to the post, not in a cookie.
    expect(await page.context().cookies()).toEqual([]);

    await page
      .getByTestId("site-header")
      .getByRole("link", { name: copy.nav.getStarted, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/contact$`));
    await expect(dialog).toBeHidden();

    const lead = blockCopy<LeadCopy>(lang, "lead");
    await fillLead(page, lang, uniqueLead(lang));
    await page.getByRole("button", { name: lead.form.submit, exact: true }).click();
    await expect(
      page.getByRole("heading", { name: lead.success.title, exact: true }),
    ).toBeVisible();
    // The choice is read, not asked again, and logged once.
    expect(await readStoredConsent(page)).toEqual(stored);
    expect(await consentLogRows(stored.id)).toHaveLength(1);
  });
}

test("with the app's scripts blocked, Accept all is recorded as accepted and keeps the page's address", async ({
  page,
}) => {
  await ownIp(page);
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto("/en/about?utm_source=newsletter");
  const dialog = page.getByTestId("consent-dialog");
  await dialog.getByRole("button", { name: common.en.consent.acceptAll }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/en\/about\?utm_source=newsletter$/);
  const stored = await readStoredConsent(page);
  expect(stored).toMatchObject({ analytics: true, marketing: true, functional: true });
  if (!stored) throw new Error("nothing stored");
  expect(await consentLogRows(stored.id)).toEqual([
    expect.objectContaining({ analytics: 1, marketing: 1, functional: 1, source: "form" }),
  ]);
});
