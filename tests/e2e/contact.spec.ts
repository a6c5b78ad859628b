import { expect, type Page, test } from "@playwright/test";
import { site } from "../../app/config/site";
import {
  blockCopy,
  desktop,
  expectNoAxeViolations,
  filled,
  gotoReady,
  holdRequests,
  type Lang,
  phone,
  storeConsent,
  waitForHydration,
} from "./helpers";
import {
  fillLead,
  leadField,
  type LeadField,
  leadFieldNames,
  ownIp,
  storedLeads,
  uniqueLead,
} from "./lead-helpers";

const langs: readonly Lang[] = ["en", "fr"];

interface LeadCopy {
  form: {
    title: string;
    submit: string;
    submitting: string;
    submittingMessage: string;
    errorCount_one: string;
    errorCount_other: string;
  };
  errors: Record<LeadField, { required: string; invalid?: string }>;
  failure: {
    title: string;
    details: string;
    notJson: string;
    readFailed: string;
  };
  success: { title: string; text: string; link: string; again: string };
  api: { daily: string };
}

const copyOf: Record<Lang, LeadCopy> = {
  en: blockCopy<LeadCopy>("en", "lead"),
  fr: blockCopy<LeadCopy>("fr", "lead"),
};

// The exact wording, so a catalogue edit that drifts from it fails here too.
test("the catalogue carries the exact wording", () => {
  expect(copyOf.en.errors.firstName.required).toBe("First name is required");
  expect(copyOf.en.errors.telegram.invalid).toBe(
    "Enter a valid Telegram username (5-32 characters, letters, numbers, underscore)",
  );
  expect(copyOf.en.errors.whatsapp.invalid).toBe(
    "Enter a valid phone number with country code (e.g., +1234567890)",
  );
  expect(copyOf.en.form.submitting).toBe("Submitting...");
  expect(copyOf.en.form.submittingMessage).toBe("Submitting form...");
  expect(copyOf.en.success.title).toBe("Thank you!");
  expect(copyOf.en.success.text).toBe("We will contact you soon");
  expect(copyOf.en.failure.title).toBe("Failed to submit form. Please try again later.");
  expect(copyOf.en.failure.details).toBe("Technical details:");
  expect(copyOf.fr.errors.firstName.required).toBe("Le prénom est requis");
  expect(copyOf.fr.failure.title).toBe(
    "Échec de la soumission du formulaire. Veuillez réessayer plus tard.",
  );
});

const submitButton = (page: Page, lang: Lang) =>
  page.getByRole("button", { name: copyOf[lang].form.submit, exact: true });

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

for (const lang of langs) {
  const copy = copyOf[lang];
  const path = `/${lang}/contact`;

  test.describe(`${lang}: contact form with JavaScript`, () => {
    test.use({ viewport: desktop });

    test("empty submit: every required message, marked invalid, focus on the first field", async ({
      page,
    }) => {
      await ownIp(page);
      await gotoReady(page, path);
      let posted = false;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/lead")) posted = true;
      });
      await submitButton(page, lang).click();
      for (const name of leadFieldNames) {
        const input = leadField(page, lang, name);
        await expect(input).toHaveAttribute("aria-invalid", "true");
        await expect(input).toHaveAccessibleDescription(
          new RegExp(escape(copy.errors[name].required)),
        );
        await expect(page.getByText(copy.errors[name].required, { exact: true })).toBeVisible();
      }
      await expect(leadField(page, lang, "firstName")).toBeFocused();
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: copy.form.errorCount_other.replace("{{count}}", "5") }),
      ).toBeVisible();
      expect(posted).toBe(false);
      await expectNoAxeViolations(page);

      // Typing in a field clears that field's error only.
      await leadField(page, lang, "firstName").fill("J");
      await expect(page.getByText(copy.errors.firstName.required, { exact: true })).toBeHidden();
      await expect(leadField(page, lang, "firstName")).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(copy.errors.lastName.required, { exact: true })).toBeVisible();
    });

    test("whitespace-only and malformed values get the format messages", async ({ page }) => {
      await ownIp(page);
      await gotoReady(page, path);
      await fillLead(page, lang, {
        firstName: "   ",
        lastName: "Doe",
        email: "jane@example",
        telegram: "@abc",
        whatsapp: "+0 123",
      });
      await submitButton(page, lang).click();
      await expect(page.getByText(copy.errors.firstName.required, { exact: true })).toBeVisible();
      await expect(page.getByText(copy.errors.email.invalid ?? "", { exact: true })).toBeVisible();
      await expect(
        page.getByText(copy.errors.telegram.invalid ?? "", { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByText(copy.errors.whatsapp.invalid ?? "", { exact: true }),
      ).toBeVisible();
      await expect(leadField(page, lang, "lastName")).not.toHaveAttribute("aria-invalid", "true");
      await expect(leadField(page, lang, "firstName")).toBeFocused();
    });

    test("submitting, then the confirmation replaces the form; a retry stores nothing new", async ({
      page,
    }) => {
      await ownIp(page);
      await gotoReady(page, path);
      const lead = uniqueLead(lang);
      await fillLead(page, lang, lead);

      // Hold the request so the submitting state can be seen, then let the real server answer.
      const api = await holdRequests(page, "**/api/lead");
      const posted = page.waitForRequest("**/api/lead");
      await submitButton(page, lang).click();
      const request = await posted;

      const busy = page.getByRole("button", { name: copy.form.submitting, exact: true });
      await expect(busy).toBeDisabled();
      await expect(
        page.getByRole("status").filter({ hasText: copy.form.submittingMessage }),
      ).toBeVisible();
      for (const name of leadFieldNames) await expect(leadField(page, lang, name)).toBeDisabled();
      await expectNoAxeViolations(page);

      const body = request.postDataJSON() as Record<string, unknown>;
      expect(request.headers()["content-type"]).toBe("application/json");
      expect(request.headers()["accept"]).toBe("application/json");
      expect(body).toMatchObject({ ...lead, language: lang, page: path });
      expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

      api.release();
      const success = page.getByRole("heading", { name: copy.success.title, exact: true });
      await expect(success).toBeVisible();
      await expect(success).toBeFocused();
      await expect(page.getByText(copy.success.text, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: copy.success.link })).toHaveAttribute(
        "href",
        site.telegramUrl,
      );
      await expect(page.getByRole("form")).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The fields were cleared: a new request starts empty.
      await page.getByRole("button", { name: copy.success.again }).click();
      for (const name of leadFieldNames) await expect(leadField(page, lang, name)).toHaveValue("");

      // The same body again (a client retry) is answered like the first: success, one lead.
      const replay = await page.request.post("/api/lead", {
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        data: body,
      });
      expect(replay.status()).toBe(200);
      expect(await replay.json()).toEqual({ success: true, message: expect.any(String) });
      const rows = await storedLeads(page.request, lead.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        first_name: lead.firstName,
        language: lang,
        page: path,
        channel: "api",
      });
    });

    test("over the daily quota: the server's 429 shows as the error with technical details", async ({
      page,
    }) => {
      const lead = uniqueLead(lang);
      // Five leads with this email from other addresses use up its daily quota (5 a day).
      for (let i = 0; i < 5; i++) {
        const res = await page.request.post("/api/lead", {
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "CF-Connecting-IP": `192.0.2.${i + 1}`,
          },
          data: { ...lead, firstName: `${lead.firstName}${i}` },
        });
        expect(res.status()).toBe(200);
      }
      await ownIp(page);
      await gotoReady(page, path);
      await fillLead(page, lang, lead);
      await submitButton(page, lang).click();

      const alert = page.getByRole("alert");
      await expect(alert).toContainText(copy.failure.title);
      await expect(alert).toContainText(copy.failure.details);
      await expect(alert).toContainText(filled(copy.api.daily));
      await expect(alert).toContainText("429");
      await expect(alert).toContainText('"success":false');
      // The form stays filled for another try.
      await expect(leadField(page, lang, "email")).toHaveValue(lead.email);
      await expect(submitButton(page, lang)).toBeEnabled();
      await expectNoAxeViolations(page);

      // The five earlier leads are stored, the refused one is not.
      expect(await storedLeads(page.request, lead.email)).toHaveLength(5);

      // Typing clears the status message.
      await leadField(page, lang, "lastName").fill("Other");
      await expect(page.getByRole("alert")).toHaveCount(0);
    });
  });
}

test.describe("the client shows a failed answer as an error", () => {
  test.use({ viewport: phone });

  test("a body that is not JSON is quoted (first 100 characters), with status and body", async ({
    page,
  }) => {
    const copy = copyOf.en;
    await gotoReady(page, "/en/contact");
    const html = `<html><body>502 Bad Gateway ${"x".repeat(200)}</body></html>`;
    await page.route("**/api/lead", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: html }),
    );
    await fillLead(page, "en", uniqueLead("en"));
    await submitButton(page, "en").click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(copy.failure.title);
    await expect(alert).toContainText(
      copy.failure.notJson.replace("{{snippet}}", html.slice(0, 100)),
    );
    await expect(alert).toContainText("502");
  });

  test("no answer at all (network failure) is an error too, and a retry can succeed", async ({
    page,
  }) => {
    const copy = copyOf.fr;
    await ownIp(page);
    await gotoReady(page, "/fr/contact");
    await page.route("**/api/lead", (route) => route.abort("connectionreset"), { times: 1 });
    const lead = uniqueLead("fr");
    await fillLead(page, "fr", lead);
    await submitButton(page, "fr").click();
    await expect(page.getByRole("alert")).toContainText(copy.failure.title);
    await submitButton(page, "fr").click();
    await expect(
      page.getByRole("heading", { name: copy.success.title, exact: true }),
    ).toBeVisible();
  });
});

test.describe("the form's rules (zod) load when the visitor starts on the form", () => {
  test.use({ viewport: phone });
  /** zod's schema classes keep their names in the minified chunk. */
  const isRules = (body: string) => body.includes("ZodMiniObject");

  test("not with the page; a submit from the keyboard waits for them and checks", async ({
    page,
  }) => {
    const copy = copyOf.en;
    const loaded: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (isRules(body)) {
        loaded.push(route.request().url());
        await held;
      }
      await route.fulfill({ response, body });
    });
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/lead")) posted = true;
    });
    await gotoReady(page, "/en/contact");
    await page.waitForLoadState("networkidle");
    expect(loaded).toEqual([]);

    // Focus alone asks for them; Enter submits while they are still on their way.
    await leadField(page, "en", "firstName").focus();
    await expect.poll(() => loaded.length).toBe(1);
    await leadField(page, "en", "firstName").press("Enter");
    await leadField(page, "en", "firstName").press("Enter");
    await page.waitForTimeout(300);
    await expect(page.getByText(copy.errors.firstName.required, { exact: true })).toBeHidden();
    release();
    for (const name of leadFieldNames) {
      await expect(page.getByText(copy.errors[name].required, { exact: true })).toBeVisible();
    }
    await expect(leadField(page, "en", "firstName")).toBeFocused();
    expect(posted).toBe(false);
  });

  test("if they cannot load, the server checks the lead and it still reaches sales", async ({
    page,
  }) => {
    const copy = copyOf.en;
    await ownIp(page);
    await page.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (isRules(body)) await route.abort("connectionreset");
      else await route.fulfill({ response, body });
    });
    await gotoReady(page, "/en/contact");
    await fillLead(page, "en", uniqueLead("en"));
    await submitButton(page, "en").click();
    await expect(
      page.getByRole("heading", { name: copy.success.title, exact: true }),
    ).toBeVisible();
  });
});

test("UTM and referrer of the landing page travel with the lead, and are not stored in the browser", async ({
  page,
}) => {
  await ownIp(page);
  await page.goto("/en?utm_source=newsletter&utm_medium=email&utm_campaign=black-friday", {
    referer: "https://news.example.org/payments-weekly",
  });
  await waitForHydration(page);
  // A client-side navigation: the contact page's own URL has no UTM any more.
  await page.getByRole("link", { name: "Get Started" }).first().click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  const lead = uniqueLead("en");
  await fillLead(page, "en", lead);
  const posted = page.waitForRequest("**/api/lead");
  await submitButton(page, "en").click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body.utm).toEqual({ source: "newsletter", medium: "email", campaign: "black-friday" });
  expect(body.referrer).toBe("https://news.example.org/payments-weekly");
  expect(body.page).toBe("/en/contact");
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  const [row] = await storedLeads(page.request, lead.email);
  expect(row).toMatchObject({
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "black-friday",
    referrer: "https://news.example.org/payments-weekly",
  });
  const stored = await page.evaluate(
    () => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }) + document.cookie,
  );
  expect(stored).not.toContain("newsletter");
});

for (const lang of langs) {
  const copy = copyOf[lang];

  test.describe(`${lang}: contact form without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: phone });

    test("the form posts to the page: errors with the values kept, then the confirmation", async ({
      page,
    }) => {
      await ownIp(page);
      await page.goto(`/${lang}/contact`);
      const lead = uniqueLead(lang);
      await fillLead(page, lang, { ...lead, firstName: " ", telegram: "@no" });
      const invalid = page.waitForResponse((res) => res.request().method() === "POST");
      await submitButton(page, lang).click();
      expect((await invalid).status()).toBe(422);

      await expect(page.getByText(copy.errors.firstName.required, { exact: true })).toBeVisible();
      await expect(
        page.getByText(copy.errors.telegram.invalid ?? "", { exact: true }),
      ).toBeVisible();
      await expect(leadField(page, lang, "telegram")).toHaveAttribute("aria-invalid", "true");
      await expect(leadField(page, lang, "email")).toHaveValue(lead.email);

      await leadField(page, lang, "firstName").fill(lead.firstName);
      await leadField(page, lang, "telegram").fill(lead.telegram);
      const answer = page.waitForResponse((res) => res.request().method() === "POST");
      await submitButton(page, lang).click();
      expect((await answer).status()).toBe(200);
      await expect(
        page.getByRole("heading", { name: copy.success.title, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(copy.success.text, { exact: true })).toBeVisible();

      // Reloading re-posts the same details: the same thank-you, not a second lead.
      const again = page.waitForResponse((res) => res.request().method() === "POST");
      await page.reload();
      expect((await again).status()).toBe(200);
      await expect(
        page.getByRole("heading", { name: copy.success.title, exact: true }),
      ).toBeVisible();
    });
  });

  test.describe(`${lang}: contact form when the app's scripts fail to load`, () => {
    test.use({ viewport: desktop });

    test("the server-rendered states are accessible", async ({ page }) => {
      // Two full page loads and two axe runs: more than the default 30 s on a busy CI machine.
      test.slow();
      await ownIp(page);
      // The page's inline scripts run, its modules never arrive: no hydration, native posts.
      await page.route("**/assets/**/*.js", (route) => route.abort());
      await page.goto(`/${lang}/contact`);
      await submitButton(page, lang).click();
      await expect(page.getByText(copy.errors.email.required, { exact: true })).toBeVisible();
      await expect(leadField(page, lang, "firstName")).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);

      await fillLead(page, lang, uniqueLead(lang));
      await submitButton(page, lang).click();
      await expect(
        page.getByRole("heading", { name: copy.success.title, exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
