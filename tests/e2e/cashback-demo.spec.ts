import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Request,
  test,
} from "@playwright/test";
import {
  common,
  desktop,
  expectNoAxeViolations,
  gotoReady,
  type Lang,
  loadWholePage,
  pageCopy,
  phone,
  storeConsent,
} from "./helpers";

const langs: readonly Lang[] = ["en", "fr"];
const fieldNames = ["headerTitle", "price", "claimMessage", "claimNote"] as const;
type Field = (typeof fieldNames)[number];
type TextField = Exclude<Field, "price">;
type PriceError = "required" | "invalid" | "notPositive" | "decimals" | "tooHigh";

interface DemoCopy {
  defaults: Record<TextField, string>;
  form: {
    fields: Record<Field, { label: string }>;
    submit: string;
    copy: string;
    copied: string;
    copyFailed: string;
    invalid_one: string;
    invalid_other: string;
  };
  errors: Record<TextField, { required: string; tooLong: string }> & {
    price: Record<PriceError, string>;
  };
  popup: { close: string; continue: string; offerLabel: string; perMonth: string };
  code: { label: string };
}

const copyOf: Record<Lang, DemoCopy> = {
  en: pageCopy<DemoCopy>("en", "demo"),
  fr: pageCopy<DemoCopy>("fr", "demo"),
};

/** A dollar amount as the page writes it in a language (app/lib/format-money.ts). */
function usd(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
  }).format(amount);
}

const defaultPrice: Record<Lang, string> = { en: "19.99", fr: "19,99" };

/** The elements of the popup's shadow root, in order, whatever the merchant typed. */
const popupTags = [
  "STYLE",
  "DIV",
  "DIV",
  "BUTTON",
  "svg",
  "path",
  "DIV",
  "svg",
  "path",
  "H2",
  "P",
  "DIV",
  "SPAN",
  "P",
  "SPAN",
  "SPAN",
  "P",
  "BUTTON",
];

const field = (page: Page, lang: Lang, name: Field): Locator =>
  page.getByLabel(copyOf[lang].form.fields[name].label, { exact: true });
const submitButton = (page: Page, lang: Lang) =>
  page.getByRole("button", { name: copyOf[lang].form.submit, exact: true });
const copyButton = (page: Page, lang: Lang) =>
  page.getByRole("button", { name: copyOf[lang].form.copy, exact: true });
const codeBox = (page: Page, lang: Lang) =>
  page.getByLabel(copyOf[lang].code.label, { exact: true });
/** The popup: the full-size preview on the demo page, or the snippet's on another page. */
const popup = (page: Page) => page.getByRole("dialog");

async function fillAll(page: Page, lang: Lang, values: Partial<Record<Field, string>>) {
  for (const name of fieldNames) {
    const value = values[name];
    if (value !== undefined) await field(page, lang, name).fill(value);
  }
}

/** Checks the popup on show: texts, price, buttons, focus on Continue. */
async function expectPopup(
  page: Page,
  lang: Lang,
  content: { headerTitle: string; claimMessage: string; claimNote: string; price: string },
) {
  const copy = copyOf[lang];
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog).toHaveAccessibleName(content.headerTitle);
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(content.headerTitle);
  await expect(dialog.locator(".sn-message")).toHaveText(content.claimMessage);
  await expect(dialog.locator(".sn-note")).toHaveText(content.claimNote);
  await expect(dialog.locator(".sn-amount")).toHaveText(content.price);
  await expect(dialog.locator(".sn-per")).toHaveText(copy.popup.perMonth);
  await expect(dialog.getByText(copy.popup.offerLabel, { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole("button", { name: copy.popup.continue, exact: true }),
  ).toBeFocused();
}

/** Tab and Shift+Tab go round the popup's two buttons and never leave it. */
async function expectFocusTrapped(page: Page, lang: Lang) {
  const copy = copyOf[lang];
  const dialog = popup(page);
  const close = dialog.getByRole("button", { name: copy.popup.close, exact: true });
  const next = dialog.getByRole("button", { name: copy.popup.continue, exact: true });
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(next).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(next).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(close).toBeFocused();
}

/** The tag names inside the popup's shadow root, and the light DOM of the page around it. */
async function inventory(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector("subnova-cashback-popup");
    return {
      hosts: document.querySelectorAll("subnova-cashback-popup").length,
      page: [...document.querySelectorAll("*")].map((el) => el.tagName),
      popup: host?.shadowRoot
        ? [...host.shadowRoot.querySelectorAll("*")].map((el) => el.tagName)
        : [],
      pwned: (window as { __pwned?: unknown }).__pwned,
    };
  });
}

/** Every request a context makes from now on. */
function recordRequests(context: BrowserContext): Request[] {
  const requests: Request[] = [];
  context.on("request", (request) => requests.push(request));
  return requests;
}

/** A fresh browser context with nothing of ours: the snippet alone in a blank page. */
async function blankPage(browser: Browser, viewport: { width: number; height: number } = desktop) {
  const context = await browser.newContext({ viewport });
  const requests = recordRequests(context);
  const page = await context.newPage();
  return { context, page, requests };
}

async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

// Each test drives several full popups, fresh contexts and axe runs: more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

test("the catalogue carries the exact wording", () => {
  expect(copyOf.en.defaults.headerTitle).toBe("Your order is completed");
  expect(copyOf.en.form.submit).toBe("Submit & Preview");
  expect(copyOf.en.form.copy).toBe("Copy Code");
  expect(copyOf.en.form.copied).toBe("Popup code copied to clipboard!");
  expect(copyOf.en.popup.continue).toBe("Continue");
  expect(copyOf.en.defaults.claimMessage).toContain("$16.99");
  expect(copyOf.fr.defaults.claimMessage).toContain("16,99\u00a0$");
});

for (const lang of langs) {
  const copy = copyOf[lang];

  test.describe(`${lang}: cashback popup customizer`, () => {
    test.use({ viewport: desktop });

    test("opens with the defaults, in the miniature and the code box too", async ({ page }) => {
      await gotoReady(page, `/${lang}/demo`);
      await expect(field(page, lang, "headerTitle")).toHaveValue(copy.defaults.headerTitle);
      await expect(field(page, lang, "price")).toHaveValue(defaultPrice[lang]);
      await expect(field(page, lang, "claimMessage")).toHaveValue(copy.defaults.claimMessage);
      await expect(field(page, lang, "claimNote")).toHaveValue(copy.defaults.claimNote);
      await expect(submitButton(page, lang)).toBeVisible();
      await expect(copyButton(page, lang)).toBeVisible();
      // Nothing open yet; the miniature is a picture, not a dialog.
      await expect(popup(page)).toHaveCount(0);
      const miniature = page.getByTestId("popup-miniature");
      await expect(miniature.locator(".sn-title")).toHaveText(copy.defaults.headerTitle);
      await expect(miniature.locator(".sn-amount")).toHaveText(usd(19.99, lang));
      const code = await codeBox(page, lang).inputValue();
      expect(code).toContain(copy.defaults.headerTitle.replace(/'/g, "&#39;"));
      expect(code).toContain(`<template id="subnova-cashback-popup">`);
      await expect(codeBox(page, lang)).toHaveAttribute("readonly", "");
      await expectNoAxeViolations(page);
    });

    test("Submit & Preview shows the customized popup; Continue, the close mark and Escape close it", async ({
      page,
    }) => {
      await gotoReady(page, `/${lang}/demo`);
      const values = {
        headerTitle: lang === "fr" ? "Merci, c’est validé !" : "Thanks, you're all set!",
        price: lang === "fr" ? "24,5" : "24.5",
        claimMessage: lang === "fr" ? "Gagnez 12 $ tout de suite" : "Earn $12 back right now",
        claimNote: lang === "fr" ? "Résiliable à tout moment." : "Cancel whenever you like.",
      };
      await fillAll(page, lang, values);
      // The miniature follows as the visitor types.
      await expect(page.getByTestId("popup-miniature").locator(".sn-title")).toHaveText(
        values.headerTitle,
      );
      const expected = { ...values, price: usd(24.5, lang) };

      await submitButton(page, lang).click();
      await expectPopup(page, lang, expected);
      await expectFocusTrapped(page, lang);
      await expectNoAxeViolations(page);
      await popup(page).getByRole("button", { name: copy.popup.continue, exact: true }).click();
      await expect(popup(page)).toHaveCount(0);
      expect((await inventory(page)).hosts).toBe(0);
      await expect(submitButton(page, lang)).toBeFocused();

      await submitButton(page, lang).click();
      await expectPopup(page, lang, expected);
      await popup(page).getByRole("button", { name: copy.popup.close, exact: true }).click();
      await expect(popup(page)).toHaveCount(0);

      // Enter in a text box previews too (the form's submit); Escape closes.
      await field(page, lang, "headerTitle").press("Enter");
      await expectPopup(page, lang, expected);
      await page.keyboard.press("Escape");
      await expect(popup(page)).toHaveCount(0);
      expect((await inventory(page)).hosts).toBe(0);
      await expect(field(page, lang, "headerTitle")).toBeFocused();
    });

    test("the price must be a positive amount with up to two decimals", async ({
      page,
      context,
    }) => {
      test.setTimeout(150_000);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await gotoReady(page, `/${lang}/demo`);
      await page.evaluate(() => navigator.clipboard.writeText("before"));
      const price = field(page, lang, "price");
      const cases: Array<[string, PriceError]> = [
        ["0", "notPositive"],
        ["-1", "notPositive"],
        ["12.345", "decimals"],
        ["abc", "invalid"],
        ["", "required"],
        ["10000", "tooHigh"],
      ];
      for (const [value, error] of cases) {
        await price.fill(value);
        for (const button of [submitButton(page, lang), copyButton(page, lang)]) {
          await button.click();
          const message = page.getByText(
            copy.errors.price[error].replace("{{max}}", usd(9999.99, lang)),
            { exact: true },
          );
          await expect(message).toBeVisible();
          await expect(price).toHaveAttribute("aria-invalid", "true");
          const errorId = await message.getAttribute("id");
          expect((await price.getAttribute("aria-describedby"))?.split(" ")).toContain(errorId);
          await expect(price).toBeFocused();
          await expect(page.getByText(copy.form.invalid_one, { exact: true })).toBeVisible();
          await expect(popup(page)).toHaveCount(0);
          await expect(page.getByText(copy.form.copied, { exact: true })).toHaveCount(0);
        }
      }
      expect(await readClipboard(page)).toBe("before");
      await expectNoAxeViolations(page);

      // A valid price clears the message as it is typed.
      await price.fill(defaultPrice[lang]);
      await expect(price).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(copy.errors.price.invalid, { exact: true })).toHaveCount(0);

      // The decimal comma: French reads it, English (where it separates thousands) does not.
      await price.fill("19,99");
      await submitButton(page, lang).click();
      if (lang === "fr") {
        await expectPopup(page, lang, {
          ...copy.defaults,
          price: usd(19.99, lang),
        });
        await page.keyboard.press("Escape");
      } else {
        await expect(page.getByText(copy.errors.price.invalid, { exact: true })).toBeVisible();
        await expect(popup(page)).toHaveCount(0);
      }
    });

    test("text fields are required and capped, with the count of fields to fix", async ({
      page,
    }) => {
      await gotoReady(page, `/${lang}/demo`);
      await field(page, lang, "headerTitle").fill("   ");
      await field(page, lang, "claimNote").fill("x".repeat(241));
      await submitButton(page, lang).click();
      await expect(page.getByText(copy.errors.headerTitle.required, { exact: true })).toBeVisible();
      await expect(
        page.getByText(copy.errors.claimNote.tooLong.replace("{{max}}", "240"), { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByText(copy.form.invalid_other.replace("{{count}}", "2"), { exact: true }),
      ).toBeVisible();
      await expect(field(page, lang, "headerTitle")).toBeFocused();
      await expect(field(page, lang, "claimNote")).toHaveAttribute("aria-invalid", "true");
      await expect(popup(page)).toHaveCount(0);
    });

    test("Copy Code copies the snippet, which shows the same popup on a blank page", async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await gotoReady(page, `/${lang}/demo`);
      const values = {
        headerTitle: lang === "fr" ? "Commande n° 1042 confirmée" : "Order #1042 is confirmed",
        price: lang === "fr" ? "9,5" : "9.5",
        claimMessage: lang === "fr" ? "Récupérez 7,25 $ dès maintenant" : "Get $7.25 back today",
        claimNote: lang === "fr" ? "Sans engagement." : "No commitment.",
      };
      await fillAll(page, lang, values);
      await copyButton(page, lang).click();
      await expect(page.getByText(copy.form.copied, { exact: true })).toBeVisible();
      const snippet = await readClipboard(page);
      expect(snippet).toBe(await codeBox(page, lang).inputValue());
      expect(snippet).toContain(values.claimNote);

      const blank = await blankPage(browser);
      await blank.page.setContent(snippet);
      await expectPopup(blank.page, lang, { ...values, price: usd(9.5, lang) });
      await expectFocusTrapped(blank.page, lang);
      const shown = await inventory(blank.page);
      expect(shown.page).toEqual([
        "HTML",
        "HEAD",
        "TEMPLATE",
        "SCRIPT",
        "BODY",
        "SUBNOVA-CASHBACK-POPUP",
      ]);
      expect(shown.popup).toEqual(popupTags);
      await popup(blank.page)
        .getByRole("button", { name: copy.popup.continue, exact: true })
        .click();
      await expect(popup(blank.page)).toHaveCount(0);
      expect((await inventory(blank.page)).hosts).toBe(0);

      // Pasted twice by mistake, it still shows one popup.
      await blank.page.setContent(snippet + snippet);
      await expectPopup(blank.page, lang, { ...values, price: usd(9.5, lang) });
      expect((await inventory(blank.page)).hosts).toBe(1);
      expect(blank.requests.map((r) => r.url())).toEqual([]);
      await blank.context.close();
    });

    test("the snippet's popup is accessible on a merchant page, fits 320 px and ignores the page's CSS", async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await gotoReady(page, `/${lang}/demo`);
      await copyButton(page, lang).click();
      await expect(page.getByText(copy.form.copied, { exact: true })).toBeVisible();
      const snippet = await readClipboard(page);

      // A merchant's page with hostile global styles; the snippet pasted at the end of <body>.
      const blank = await blankPage(browser, { width: 320, height: 640 });
      await blank.page.setContent(
        `<!doctype html><html lang="${lang}"><head><title>Order confirmed</title><style>` +
          `*{color:red!important;font-size:40px}button{display:none}h2{visibility:hidden}div{padding:90px}` +
          `</style></head><body><main><h1>Thank you for your order</h1></main>${snippet}</body></html>`,
      );
      await expectPopup(blank.page, lang, { ...copy.defaults, price: usd(19.99, lang) });
      // It rises in (0.3 s from 98% of its size): measured mid-way, the 44 px close button read
      // 43.8 once. Its sizes are read once it has settled.
      await popup(blank.page).evaluate((dialog) =>
        Promise.all(dialog.getAnimations({ subtree: true }).map(({ finished }) => finished)),
      );
      const box = await popup(blank.page).boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
      expect(await blank.page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
      const close = popup(blank.page).getByRole("button", { name: copy.popup.close, exact: true });
      const closeBox = await close.boundingBox();
      expect(closeBox?.width).toBeGreaterThanOrEqual(44);
      expect(closeBox?.height).toBeGreaterThanOrEqual(44);
      await expect(popup(blank.page).getByRole("heading")).toHaveCSS("color", "rgb(11, 16, 34)");
      await expectNoAxeViolations(blank.page);
      // The popup leaves the merchant's page as it found it.
      await close.click();
      await expect(popup(blank.page)).toHaveCount(0);
      expect(
        await blank.page.evaluate(() => document.documentElement.getAttribute("style") ?? ""),
      ).toBe("");
      expect(blank.requests.map((r) => r.url())).toEqual([]);
      await blank.context.close();
    });

    test("values with markup or quotes are literal text everywhere", async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await gotoReady(page, `/${lang}/demo`);
      const values = {
        headerTitle: `<script>window.__pwned=1</script>`,
        price: defaultPrice[lang],
        claimMessage: `"><img src=x onerror=window.__pwned=1></template><script>window.__pwned=1</script>`,
        claimNote: `It's "quoted" & <b>bold</b> ' onmouseover='window.__pwned=1`,
      };
      await fillAll(page, lang, values);
      const expected = { ...values, price: usd(19.99, lang) };

      await submitButton(page, lang).click();
      await expectPopup(page, lang, expected);
      const preview = await inventory(page);
      expect(preview.popup).toEqual(popupTags);
      expect(preview.pwned).toBeUndefined();
      await page.keyboard.press("Escape");

      await copyButton(page, lang).click();
      await expect(page.getByText(copy.form.copied, { exact: true })).toBeVisible();
      const snippet = await readClipboard(page);
      const blank = await blankPage(browser);
      await blank.page.setContent(snippet);
      await expectPopup(blank.page, lang, expected);
      const shown = await inventory(blank.page);
      expect(shown.page).toEqual([
        "HTML",
        "HEAD",
        "TEMPLATE",
        "SCRIPT",
        "BODY",
        "SUBNOVA-CASHBACK-POPUP",
      ]);
      expect(shown.popup).toEqual(popupTags);
      await blank.page.getByRole("dialog").getByText(values.claimNote).hover();
      expect(shown.pwned).toBeUndefined();
      expect(
        await blank.page.evaluate(() => (window as { __pwned?: unknown }).__pwned),
      ).toBeUndefined();
      expect(blank.requests.map((r) => r.url())).toEqual([]);
      await blank.context.close();
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    });

    test("no demo button calls a server", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await gotoReady(page, `/${lang}/demo`);
      await loadWholePage(page);
      const requests = recordRequests(context);
      await field(page, lang, "headerTitle").fill("Merci !");
      await submitButton(page, lang).click();
      await expect(popup(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await copyButton(page, lang).click();
      await expect(page.getByText(copy.form.copied, { exact: true })).toBeVisible();
      await field(page, lang, "price").fill("abc");
      await submitButton(page, lang).click();
      await copyButton(page, lang).click();
      await expect(page.getByText(copy.form.invalid_one, { exact: true })).toBeVisible();
      await page.waitForTimeout(300);
      expect(requests.map((r) => r.url())).toEqual([]);
    });

    test("a refused clipboard says so and selects the code for a manual copy", async ({ page }) => {
      await gotoReady(page, `/${lang}/demo`);
      await page.evaluate(() => {
        Object.defineProperty(navigator.clipboard, "writeText", {
          value: () => Promise.reject(new DOMException("Denied", "NotAllowedError")),
        });
      });
      await copyButton(page, lang).click();
      await expect(page.getByText(copy.form.copyFailed, { exact: true })).toBeVisible();
      const box = codeBox(page, lang);
      await expect(box).toBeFocused();
      const selected = await box.evaluate(
        (el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart,
      );
      expect(selected).toBe((await box.inputValue()).length);
      await expect(page.getByText(copy.form.copied, { exact: true })).toHaveCount(0);
    });
  });

  test.describe(`${lang}: cashback demo on a phone`, () => {
    test.use({ viewport: phone });

    test("single column, no overflow, preview fits and closes", async ({ page }) => {
      await gotoReady(page, `/${lang}/demo`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
      const form = await field(page, lang, "headerTitle").boundingBox();
      const miniature = await page.getByTestId("popup-miniature").boundingBox();
      expect(miniature?.y).toBeGreaterThan((form?.y ?? 0) + (form?.height ?? 0));
      await submitButton(page, lang).click();
      await expectPopup(page, lang, { ...copy.defaults, price: usd(19.99, lang) });
      const box = await popup(page).boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
      await expectNoAxeViolations(page);
      await popup(page).getByRole("button", { name: copy.popup.continue, exact: true }).click();
      await expect(popup(page)).toHaveCount(0);
    });
  });
}

test("no horizontal overflow from 360 to 1920 px", async ({ page }) => {
  for (const width of [360, 768, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, "/fr/demo");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBe(width);
  }
});

test("edits survive a switch of language; untouched defaults follow the language", async ({
  page,
}) => {
  await gotoReady(page, "/en/demo");
  await field(page, "en", "claimNote").fill("My own note");
  await field(page, "en", "price").fill("24.5");
  await page.getByTestId("language-switch").click();
  await expect(page.getByTestId("language-announcer")).toHaveText(common.fr.language.changed);
  await expect(field(page, "fr", "headerTitle")).toHaveValue(copyOf.fr.defaults.headerTitle);
  await expect(field(page, "fr", "price")).toHaveValue("24,50");
  await expect(field(page, "fr", "claimNote")).toHaveValue("My own note");
  await submitButton(page, "fr").click();
  await expectPopup(page, "fr", {
    ...copyOf.fr.defaults,
    claimNote: "My own note",
    price: usd(24.5, "fr"),
  });
});
