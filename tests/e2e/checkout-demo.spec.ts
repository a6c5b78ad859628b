import { expect, type Locator, type Page, test } from "@playwright/test";
import type checkoutCatalogue from "../../locales/en/pages/checkout.json";
import {
  desktop,
  expectNoAxeViolations,
  gotoReady,
  holdRequests,
  type Lang,
  loadWholePage,
  pageCopy,
  phone,
  storeConsent,
} from "./helpers";

type CheckoutCopy = typeof checkoutCatalogue;
type Variant = "checkout1" | "checkout2" | "checkout3";

const langs: readonly Lang[] = ["en", "fr"];
const copyOf: Record<Lang, CheckoutCopy> = {
  en: pageCopy<CheckoutCopy>("en", "checkout"),
  fr: pageCopy<CheckoutCopy>("fr", "checkout"),
};

/** i18next's {{name}} interpolation, as the page fills it in. */
function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/**
 * The amounts as Chromium's Intl writes them (en-US, fr-FR): pinned here, so a change of
 * formatter or locale fails. French puts a no-break space (U+00A0) before "$US".
 */
const money = {
  en: {
    105: "$105.00",
    125: "$125.00",
    54.99: "$54.99",
    84.99: "$84.99",
    139.98: "$139.98",
    5: "$5.00",
    19.99: "$19.99",
    15.61: "$15.61",
    16.99: "$16.99",
    110: "$110.00",
    129.99: "$129.99",
    144.98: "$144.98",
    10.5: "$10.50",
  },
  fr: {
    105: "105,00\u00a0$US",
    125: "125,00\u00a0$US",
    54.99: "54,99\u00a0$US",
    84.99: "84,99\u00a0$US",
    139.98: "139,98\u00a0$US",
    5: "5,00\u00a0$US",
    19.99: "19,99\u00a0$US",
    15.61: "15,61\u00a0$US",
    16.99: "16,99\u00a0$US",
    110: "110,00\u00a0$US",
    129.99: "129,99\u00a0$US",
    144.98: "144,98\u00a0$US",
    10.5: "10,50\u00a0$US",
  },
} as const satisfies Record<Lang, Record<number, string>>;

type Amount = keyof (typeof money)["en"];
const usd = (lang: Lang, amount: Amount): string => money[lang][amount];

const path = (lang: Lang, variant?: Variant) =>
  `/${lang}/checkout${variant ? `?variant=${variant}` : ""}`;

const button = (scope: Page | Locator, name: string) =>
  scope.getByRole("button", { name, exact: true });
const placeOrder = (page: Page, lang: Lang) => button(page, copyOf[lang].integrated.placeOrder);
const dialog = (page: Page) => page.getByRole("dialog");

/** The thank-you block: a region named by its heading. */
function thanks(page: Page, lang: Lang): Locator {
  const copy = copyOf[lang];
  return page.getByRole("region", {
    name: fill(copy.thanks.title, { name: copy.sample.firstName }),
  });
}

function thanksHeading(page: Page, lang: Lang): Locator {
  const copy = copyOf[lang];
  return page.getByRole("heading", {
    name: fill(copy.thanks.title, { name: copy.sample.firstName }),
  });
}

/** Whether the focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    const open = document.querySelector("dialog[open]");
    return open !== null && open.contains(document.activeElement);
  });

// Each test walks a whole checkout (and axe checks a long page): room for a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

test("the catalogues carry the exact wording and amounts", () => {
  const en = copyOf.en;
  expect(en.demo.variants.checkout1.name).toBe("Integrated offer");
  expect(en.demo.variants.checkout2.name).toBe("Pre-completion popup");
  expect(en.demo.variants.checkout3.name).toBe("Post-purchase offer");
  expect(en.popup.delivery.detail).toBe("Delivery in 3-5 business days");
  expect(en.thanks.delivery).toBe("Delivery in 3-5 business days");
  expect(en.shippingInfo.hints.join(" ")).toMatch(/weekends/);
  expect(en.shippingInfo.hints.join(" ")).toMatch(/holidays/);
  expect(en.shippingInfo.hints.join(" ")).toMatch(/PO boxes/);
  expect(en.promo.hint).toContain("10% off");
  expect(en.integrated.offer.label).toContain("per month, cancel any time");
  // French typography: a no-break space before the high punctuation, never a plain one.
  const frText = JSON.stringify(copyOf.fr);
  expect(frText).not.toMatch(/ [:;?!]/);
  expect(frText).not.toContain("'");
});

for (const lang of langs) {
  const copy = copyOf[lang];
  const sample = copy.sample;

  test.describe(`${lang}: checkout demo at 1440 px`, () => {
    test.use({ viewport: desktop });

    test("the first layout by default: breadcrumb, express pay, prefilled form, membership ticked; Place order thanks and scrolls to the top", async ({
      page,
    }) => {
      await gotoReady(page, path(lang));
      const switcher = page.getByRole("navigation", { name: copy.demo.title });
      await expect(switcher.getByRole("link", { name: /checkout1/ })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const crumbs = page.getByRole("navigation", { name: copy.integrated.breadcrumb.label });
      await expect(crumbs.getByRole("listitem")).toHaveText([
        copy.integrated.breadcrumb.cart,
        copy.integrated.breadcrumb.information,
        copy.integrated.breadcrumb.shipping,
        copy.integrated.breadcrumb.payment,
      ]);
      for (const name of ["applePay", "googlePay", "payPal"] as const) {
        await expect(button(page, copy.integrated.express[name])).toBeVisible();
      }
      const address = copy.integrated.address;
      await expect(page.getByLabel(copy.integrated.contact.email, { exact: true })).toHaveValue(
        sample.email,
      );
      await expect(page.getByLabel(copy.integrated.contact.newsletter)).not.toBeChecked();
      await expect(page.getByLabel(address.firstName, { exact: true })).toHaveValue(
        sample.firstName,
      );
      await expect(page.getByLabel(address.lastName, { exact: true })).toHaveValue(sample.lastName);
      await expect(page.getByLabel(`${address.company} ${address.optional}`)).toHaveValue("");
      await expect(page.getByLabel(address.address, { exact: true })).toHaveValue(sample.address);
      await expect(page.getByLabel(address.apartment, { exact: true })).toHaveValue(
        sample.apartment,
      );
      await expect(page.getByLabel(address.city, { exact: true })).toHaveValue(sample.city);
      await expect(page.getByLabel(address.country, { exact: true })).toHaveValue("US");
      await expect(
        page.getByLabel(address.country, { exact: true }).locator("option:checked"),
      ).toHaveText(address.unitedStates);
      await expect(page.getByLabel(address.state, { exact: true })).toHaveValue(sample.state);
      await expect(page.getByLabel(address.zip, { exact: true })).toHaveValue(sample.zip);
      await expect(page.getByLabel(address.phone, { exact: true })).toHaveValue(sample.phone);
      await expect(page.getByText(copy.shippingInfo.hints[0] ?? "", { exact: true })).toBeVisible();
      await expect(page.getByText(copy.shippingInfo.hints[1] ?? "", { exact: true })).toBeVisible();

      // The sidebar: the $105.00 line with its colour, size and quantity; flat $5 shipping.
      const summary = page.getByRole("region", { name: copy.summary.title });
      const item = summary.getByRole("listitem");
      await expect(item).toContainText(copy.products.sweater.name);
      await expect(item).toContainText(
        fill(copy.line.colour, { value: copy.products.sweater.colour }),
      );
      await expect(item).toContainText(fill(copy.line.size, { value: copy.products.sweater.size }));
      await expect(item).toContainText(fill(copy.line.quantity, { count: 1 }));
      await expect(item).toContainText(usd(lang, 105));
      await expect(summary.getByRole("definition")).toHaveText([
        usd(lang, 105),
        usd(lang, 5),
        usd(lang, 19.99),
        usd(lang, 129.99),
      ]);
      await expect(summary.getByLabel(copy.promo.giftCard)).toBeVisible();

      // The membership checkbox is ticked by default; unticking takes it off the total.
      const membership = page.getByRole("checkbox", {
        name: fill(copy.integrated.offer.label, { price: usd(lang, 19.99) }),
      });
      await expect(membership).toBeChecked();
      await membership.uncheck();
      await expect(summary.getByRole("definition").last()).toHaveText(usd(lang, 110));
      await membership.check();
      await expect(summary.getByRole("definition").last()).toHaveText(usd(lang, 129.99));

      await placeOrder(page, lang).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await placeOrder(page, lang).click();
      await expect(thanksHeading(page, lang)).toBeFocused();
      await expect(thanks(page, lang)).toContainText(
        fill(copy.thanks.confirmed, { email: sample.email }),
      );
      await expect(thanks(page, lang)).toContainText(copy.thanks.shipping);
      await expect(thanks(page, lang)).toContainText(
        fill(copy.thanks.paid, { amount: usd(lang, 129.99) }),
      );
      await expect(thanks(page, lang)).toContainText(
        fill(copy.thanks.membership, { price: usd(lang, 19.99) }),
      );
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // At the top, the thank-you heading is on screen.
      await expect(thanksHeading(page, lang)).toBeInViewport();

      // Starting again brings the form back.
      await button(page, copy.thanks.restart).click();
      await expect(placeOrder(page, lang)).toBeVisible();
      await expect(thanks(page, lang)).toHaveCount(0);
    });

    test("company is required for a business address, and only then", async ({ page }) => {
      await gotoReady(page, path(lang));
      const address = copy.integrated.address;
      await page.getByRole("radio", { name: address.business }).check();
      const company = page.getByLabel(`${address.company} ${address.required}`);
      await expect(company).toHaveAttribute("required", "");
      await placeOrder(page, lang).click();
      await expect(company).toHaveAttribute("aria-invalid", "true");
      await expect(company).toHaveAccessibleDescription(address.companyError);
      await expect(company).toBeFocused();
      await expect(thanks(page, lang)).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Typing clears the error; a company name lets the order through.
      await company.fill("Harbor Analytics LLC");
      await expect(company).not.toHaveAttribute("aria-invalid", "true");
      await placeOrder(page, lang).click();
      await expect(thanksHeading(page, lang)).toBeVisible();

      // A residential address needs no company.
      await button(page, copy.thanks.restart).click();
      await page.getByRole("radio", { name: address.residential }).check();
      await expect(page.getByLabel(`${address.company} ${address.optional}`)).not.toHaveAttribute(
        "required",
      );
      await placeOrder(page, lang).click();
      await expect(thanksHeading(page, lang)).toBeVisible();
    });

    test("the welcome code takes 10% off; other codes are refused with a hint", async ({
      page,
    }) => {
      await gotoReady(page, path(lang));
      const summary = page.getByRole("region", { name: copy.summary.title });
      const code = summary.getByLabel(copy.promo.giftCard);
      await code.fill("SAVE50");
      await code.press("Enter");
      await expect(
        summary.getByText(fill(copy.promo.invalid, { code: "WELCOME10" })),
      ).toBeVisible();
      await expect(code).toHaveAttribute("aria-invalid", "true");
      await code.fill("welcome10");
      await button(page, copy.promo.apply).click();
      await expect(
        summary.getByText(fill(copy.promo.applied, { code: "WELCOME10" })),
      ).toBeVisible();
      await expect(summary.getByRole("definition")).toHaveText([
        usd(lang, 105),
        `−${usd(lang, 10.5)}`,
        usd(lang, 5),
        usd(lang, 19.99),
        // 105 - 10.50 + 5 + 19.99
        lang === "en" ? "$119.49" : "119,49\u00a0$US",
      ]);
      await button(page, fill(copy.promo.remove, { code: "WELCOME10" })).click();
      await expect(summary.getByRole("definition").last()).toHaveText(usd(lang, 129.99));
    });

    for (const choice of ["close", "yes", "no"] as const) {
      test(`layout 2: Place order opens the offer; "${choice}" leads to the thank-you screen`, async ({
        page,
      }) => {
        await gotoReady(page, path(lang, "checkout2"));
        const steps = page.getByRole("navigation", { name: copy.popup.steps.label });
        await expect(steps.getByRole("listitem")).toHaveCount(3);
        await expect(steps.locator('[aria-current="step"]')).toContainText(
          copy.popup.steps.payment,
        );
        const summary = page.getByRole("region", { name: copy.summary.title });
        await expect(summary.getByRole("listitem")).toHaveCount(1);
        await expect(summary.getByRole("listitem")).toContainText(usd(lang, 125));
        await expect(summary.getByRole("definition")).toHaveText([
          usd(lang, 125),
          copy.summary.free,
          usd(lang, 125),
        ]);
        await expect(summary.getByLabel(copy.promo.promoCode)).toBeVisible();

        await placeOrder(page, lang).click();
        const offer = dialog(page);
        const credit = usd(lang, 15.61);
        await expect(offer).toBeVisible();
        await expect(offer).toHaveAccessibleName(fill(copy.popup.offer.title, { credit }));
        await expect(offer).toHaveAttribute("aria-modal", "true");
        await expect(offer).toContainText(
          fill(copy.popup.offer.price, { price: usd(lang, 19.99) }),
        );
        await expect(thanks(page, lang)).toHaveCount(0);
        const name = {
          close: copy.dialog.close,
          yes: fill(copy.popup.offer.yes, { credit }),
          no: copy.popup.offer.no,
        }[choice];
        await button(offer, name).click();
        await expect(offer).toHaveCount(0);
        await expect(thanksHeading(page, lang)).toBeFocused();
        await expect(thanks(page, lang)).toContainText(copy.thanks.delivery);
        await expect(thanks(page, lang)).toContainText(
          fill(copy.thanks.paid, { amount: usd(lang, 125) }),
        );
        const creditNote = thanks(page, lang).getByText(fill(copy.thanks.credit, { credit }));
        await expect(creditNote).toHaveCount(choice === "yes" ? 1 : 0);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      });
    }

    test("layout 2: the offer keeps the focus inside, Escape closes it to the thank-you screen", async ({
      page,
    }) => {
      await gotoReady(page, path(lang, "checkout2"));
      await placeOrder(page, lang).click();
      const offer = dialog(page);
      await expect(
        button(offer, fill(copy.popup.offer.yes, { credit: usd(lang, 15.61) })),
      ).toBeFocused();
      await expectNoAxeViolations(page);
      // Three buttons: Tab and Shift+Tab go round them and never leave the popup.
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press("Tab");
        expect(await focusInDialog(page)).toBe(true);
      }
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusInDialog(page)).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(offer).toHaveCount(0);
      await expect(thanksHeading(page, lang)).toBeFocused();
    });

    test("layout 3: cart table, coupon box; the cash back popup shows one second after the thank-you screen", async ({
      page,
    }) => {
      await gotoReady(page, path(lang, "checkout3"));
      const pp = copy.postPurchase;
      await expect(page.getByRole("heading", { name: pp.title, exact: true })).toBeVisible();
      const table = page.getByRole("table", { name: pp.caption });
      await expect(table.getByRole("columnheader")).toHaveText([
        pp.product,
        pp.price,
        pp.quantity,
        pp.subtotal,
      ]);
      const rows = table.getByRole("row");
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText(copy.products.sunglasses.name);
      await expect(rows.nth(1).getByRole("cell").last()).toHaveText(usd(lang, 54.99));
      await expect(rows.nth(2)).toContainText(copy.products.backpack.name);
      await expect(rows.nth(2).getByRole("cell").last()).toHaveText(usd(lang, 84.99));
      const totals = page.getByRole("region", { name: pp.totals });
      await expect(totals.getByRole("definition")).toHaveText([
        usd(lang, 139.98),
        usd(lang, 5),
        usd(lang, 144.98),
      ]);
      await expect(page.getByLabel(copy.promo.coupon)).toBeVisible();
      await expectNoAxeViolations(page);

      // Time the popup in the page: from the click on Place order to the dialog opening.
      await page.evaluate(() => {
        const marks = { click: 0, open: 0 };
        (window as unknown as { marks: typeof marks }).marks = marks;
        document.addEventListener("click", () => (marks.click ||= performance.now()), {
          capture: true,
        });
        new MutationObserver(() => {
          if (!marks.open && document.querySelector("dialog[open]")) marks.open = performance.now();
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await button(page, pp.placeOrder).click();
      await expect(thanksHeading(page, lang)).toBeFocused();
      await expect(thanks(page, lang)).toContainText(copy.thanks.shipping);
      // Generous waits: a loaded CI machine can be slow to paint; the delay is timed in the page.
      await expect(dialog(page)).toBeVisible({ timeout: 5_000 });
      const marks = await page.evaluate(
        () => (window as unknown as { marks: { click: number; open: number } }).marks,
      );
      const delay = marks.open - marks.click;
      expect(delay).toBeGreaterThanOrEqual(900);
      expect(delay).toBeLessThan(3_000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      const offer = dialog(page);
      await expect(offer).toHaveAccessibleName(fill(pp.offer.title, { amount: usd(lang, 16.99) }));
      await expect(offer).toContainText(
        fill(pp.offer.text, { amount: usd(lang, 16.99), price: usd(lang, 19.99) }),
      );
      await expect(button(offer, pp.offer.continue)).toBeFocused();
      await expectNoAxeViolations(page);
      await button(offer, pp.offer.continue).click();
      await expect(offer).toHaveCount(0);
      await expect(thanksHeading(page, lang)).toBeFocused();
    });

    for (const how of ["close", "Escape"] as const) {
      test(`layout 3: the cash back popup closes with ${how === "close" ? "the close mark" : "Escape"}, focus trapped until then`, async ({
        page,
      }) => {
        await gotoReady(page, path(lang, "checkout3"));
        await button(page, copy.postPurchase.placeOrder).click();
        const offer = dialog(page);
        await expect(offer).toBeVisible();
        for (let i = 0; i < 3; i += 1) {
          await page.keyboard.press("Tab");
          expect(await focusInDialog(page)).toBe(true);
          await page.keyboard.press("Shift+Tab");
          await page.keyboard.press("Shift+Tab");
          expect(await focusInDialog(page)).toBe(true);
        }
        if (how === "close") await button(offer, copy.dialog.close).click();
        else await page.keyboard.press("Escape");
        await expect(offer).toHaveCount(0);
        await expect(thanksHeading(page, lang)).toBeFocused();
        // It does not come back.
        await page.waitForTimeout(1_200);
        await expect(offer).toHaveCount(0);
      });
    }

    test("the layout is in the URL: a direct link opens it, switching updates the URL and keeps the scroll", async ({
      page,
    }) => {
      await gotoReady(page, path(lang, "checkout3"));
      const switcher = page.getByRole("navigation", { name: copy.demo.title });
      const link = (variant: Variant) =>
        switcher.getByRole("link", { name: new RegExp(copy.demo.variants[variant].name) });
      await expect(link("checkout3")).toHaveAttribute("aria-current", "page");
      await expect(link("checkout1")).not.toHaveAttribute("aria-current");
      await expect(page.getByRole("table", { name: copy.postPurchase.caption })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.evaluate(() => window.scrollTo(0, 120));
      await link("checkout2").click();
      await expect(page).toHaveURL(/\/checkout\?variant=checkout2$/);
      await expect(link("checkout2")).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("navigation", { name: copy.popup.steps.label })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(120);
      await expectNoAxeViolations(page);

      // Keyboard: the links are reachable and Enter follows them.
      await link("checkout1").focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/checkout\?variant=checkout1$/);
      await expect(
        page.getByRole("navigation", { name: copy.integrated.breadcrumb.label }),
      ).toBeVisible();

      // An unknown layout falls back to the first.
      await gotoReady(page, `/${lang}/checkout?variant=checkout9`);
      await expect(link("checkout1")).toHaveAttribute("aria-current", "page");
    });

    /** Records every request the page makes from now on. */
    async function recordRequests(page: Page): Promise<string[]> {
      const requests: string[] = [];
      // The footer's badges load lazily when they come into view (a thank-you screen is shorter
      // than the form it replaces): let the page fetch them first, then record.
      await loadWholePage(page);
      page.on("request", (request) => requests.push(request.url()));
      return requests;
    }

    test("no demo button of layout 1 makes a network request", async ({ page }) => {
      await gotoReady(page, path(lang, "checkout1"));
      const requests = await recordRequests(page);
      const summary = page.getByRole("region", { name: copy.summary.title });
      await summary.getByLabel(copy.promo.giftCard).fill("WELCOME10");
      await button(page, copy.promo.apply).click();
      await page.getByLabel(copy.integrated.contact.newsletter).check();
      await page.getByRole("radio", { name: copy.integrated.address.business }).check();
      await placeOrder(page, lang).click();
      await page
        .getByLabel(`${copy.integrated.address.company} ${copy.integrated.address.required}`)
        .fill("Harbor Analytics LLC");
      await placeOrder(page, lang).click();
      await expect(thanksHeading(page, lang)).toBeVisible();
      await button(page, copy.thanks.restart).click();
      for (const name of ["applePay", "googlePay", "payPal"] as const) {
        await button(page, copy.integrated.express[name]).click();
        await expect(thanksHeading(page, lang)).toBeVisible();
        await button(page, copy.thanks.restart).click();
      }
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);
    });

    test("no demo button of layouts 2 and 3 makes a network request", async ({ page }) => {
      await gotoReady(page, path(lang, "checkout2"));
      let requests = await recordRequests(page);
      await page.getByLabel(copy.promo.promoCode).fill("WELCOME10");
      await button(page, copy.promo.apply).click();
      await placeOrder(page, lang).click();
      await button(dialog(page), fill(copy.popup.offer.yes, { credit: usd(lang, 15.61) })).click();
      await expect(thanksHeading(page, lang)).toBeVisible();
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);
      page.removeAllListeners("request");

      await gotoReady(page, path(lang, "checkout3"));
      requests = await recordRequests(page);
      await page.getByLabel(copy.promo.coupon).fill("NOPE");
      await button(page, copy.promo.apply).click();
      await button(page, copy.postPurchase.placeOrder).click();
      await button(dialog(page), copy.postPurchase.offer.continue).click();
      await expect(thanksHeading(page, lang)).toBeFocused();
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);
    });
  });

  test.describe(`${lang}: checkout demo at 390 px`, () => {
    test.use({ viewport: phone });

    for (const variant of ["checkout1", "checkout2", "checkout3"] as const) {
      test(`${variant}: after Place order the thank-you block stops 100 px below the top`, async ({
        page,
      }) => {
        await gotoReady(page, path(lang, variant));
        await expect(
          page.getByRole("navigation", { name: copy.demo.title }).getByRole("link", {
            name: new RegExp(variant),
          }),
        ).toHaveAttribute("aria-current", "page");
        const place =
          variant === "checkout3"
            ? button(page, copy.postPurchase.placeOrder)
            : placeOrder(page, lang);
        await place.scrollIntoViewIfNeeded();
        await place.click();
        if (variant === "checkout2") {
          await expect(dialog(page)).toBeVisible();
          await expectNoAxeViolations(page);
          await button(dialog(page), copy.popup.offer.no).click();
        }
        const block = thanks(page, lang);
        await expect(block).toBeVisible();
        const top = () => block.evaluate((el) => Math.round(el.getBoundingClientRect().top));
        // Smooth scrolling settles: the same position twice in a row, 100 px from the top.
        await expect
          .poll(async () => {
            const first = await top();
            await page.waitForTimeout(150);
            return Math.abs(first - (await top())) <= 1 ? first : Number.NaN;
          })
          .toBeGreaterThanOrEqual(97);
        expect(Math.abs((await top()) - 100)).toBeLessThanOrEqual(3);
        if (variant === "checkout3") {
          await expect(dialog(page)).toBeVisible();
          await expectNoAxeViolations(page);
        }
      });
    }

    test("no horizontal overflow in any layout or popup", async ({ page }) => {
      for (const variant of ["checkout1", "checkout2", "checkout3"] as const) {
        await gotoReady(page, path(lang, variant));
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          variant,
        ).toBeLessThanOrEqual(phone.width);
      }
      await button(page, copy.postPurchase.placeOrder).click();
      await expect(dialog(page)).toBeVisible();
      const box = await dialog(page).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    });
  });
}

test.describe("the order summary beside the form", () => {
  const summaryOf = (page: Page, lang: Lang) =>
    page.getByRole("region", { name: copyOf[lang].summary.title });
  /** Scrolls as a visitor reading down the form does: Place order comes up from the bottom. */
  const scrollToPlaceOrder = (page: Page, lang: Lang) =>
    placeOrder(page, lang).evaluate((button) => button.scrollIntoView({ block: "end" }));

  for (const lang of langs) {
    for (const variant of ["checkout1", "checkout2"] as const) {
      test(`${lang}, ${variant}: at 1440 x 900 it stays whole in view, below the header, down to Place order`, async ({
        page,
      }) => {
        await page.setViewportSize(desktop);
        await gotoReady(page, path(lang, variant));
        await scrollToPlaceOrder(page, lang);
        await expect(placeOrder(page, lang)).toBeInViewport({ ratio: 1 });
        await expect(summaryOf(page, lang)).toBeInViewport({ ratio: 1 });
        expect((await summaryOf(page, lang).boundingBox())?.y).toBe(96);
      });
    }

    test(`${lang}: in a window too short for it (1280 x 650) it scrolls with the page, never cut by the window's edge`, async ({
      page,
    }) => {
      const height = 650;
      await page.setViewportSize({ width: 1280, height });
      await gotoReady(page, path(lang, "checkout1"));
      await scrollToPlaceOrder(page, lang);
      const box = await summaryOf(page, lang).boundingBox();
      // Gone above the window with the top of the form, not held in view with its end cut off.
      expect(box && box.y + box.height).toBeLessThanOrEqual(0);
      // Scrolled back to, it shows down to its total.
      await summaryOf(page, lang).evaluate((summary) => summary.scrollIntoView({ block: "end" }));
      const shown = await summaryOf(page, lang).boundingBox();
      expect(shown?.y).toBeGreaterThanOrEqual(0);
      expect(shown && shown.y + shown.height).toBeLessThanOrEqual(height + 0.5);
    });
  }
});

test.describe("scrolling after Place order", () => {
  test.use({ viewport: desktop });

  /** Records each window.scrollTo call: when (after the click) and how. */
  async function spyOnScroll(page: Page) {
    await page.evaluate(() => {
      const calls: Array<{ at: number; top: number; behavior: string }> = [];
      (window as unknown as { scrolls: typeof calls }).scrolls = calls;
      let clicked = 0;
      document.addEventListener("click", () => (clicked = performance.now()), { capture: true });
      const original = window.scrollTo.bind(window);
      window.scrollTo = ((options: ScrollToOptions) => {
        calls.push({
          at: performance.now() - clicked,
          top: options.top ?? 0,
          behavior: options.behavior ?? "auto",
        });
        original(options);
      }) as typeof window.scrollTo;
    });
  }
  const scrolls = (page: Page) =>
    page.evaluate(
      () =>
        (window as unknown as { scrolls: Array<{ at: number; top: number; behavior: string }> })
          .scrolls,
    );

  test("100 ms after the order, smoothly", async ({ page }) => {
    await gotoReady(page, path("en"));
    await spyOnScroll(page);
    await placeOrder(page, "en").click();
    await expect.poll(() => scrolls(page).then((calls) => calls.length)).toBe(1);
    const [call] = await scrolls(page);
    expect(call?.behavior).toBe("smooth");
    expect(call?.top).toBe(0);
    expect(call?.at).toBeGreaterThanOrEqual(95);
    expect(call?.at).toBeLessThan(1_000);
  });

  test("768 px is still the phone layout (to the thank-you block), 769 px scrolls to the top", async ({
    page,
  }) => {
    for (const width of [768, 769]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, path("en", "checkout3"));
      await spyOnScroll(page);
      await button(page, copyOf.en.postPurchase.placeOrder).click();
      await expect.poll(() => scrolls(page).then((calls) => calls.length)).toBe(1);
      const [call] = await scrolls(page);
      const blockTop = await thanks(page, "en").evaluate(
        (el) => el.getBoundingClientRect().top + window.scrollY,
      );
      const expected = width === 768 ? blockTop - 100 : 0;
      expect(Math.abs((call?.top ?? -1) - expected), `${width} px`).toBeLessThan(1);
    }
  });

  test("at once when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, path("fr", "checkout3"));
    await spyOnScroll(page);
    await button(page, copyOf.fr.postPurchase.placeOrder).click();
    await expect.poll(() => scrolls(page).then((calls) => calls.length)).toBe(1);
    const [call] = await scrolls(page);
    expect(call?.behavior).toBe("instant");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });

  test("the server renders the layout named in the URL and the switcher links work", async ({
    page,
  }) => {
    const copy = copyOf.en;
    await page.goto(path("en", "checkout2"));
    const switcher = page.getByRole("navigation", { name: copy.demo.title });
    await expect(switcher.getByRole("link", { name: /checkout2/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("navigation", { name: copy.popup.steps.label })).toBeVisible();
    await switcher.getByRole("link", { name: /checkout3/ }).click();
    await expect(page).toHaveURL(/\?variant=checkout3$/);
    await expect(page.getByRole("table", { name: copy.postPurchase.caption })).toBeVisible();
  });
});

test.describe("layouts 2 and 3 load when a visitor picks one", () => {
  test.use({ viewport: desktop });

  test("the page opens without their code; a switch keeps layout 1 on screen until layout 2 can draw", async ({
    page,
  }) => {
    const copy = copyOf.en;
    const layoutCode = /\/assets\/(PopupOfferCheckout|PostPurchaseCheckout|DemoDialog)-[\w-]+\.js$/;
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (layoutCode.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    // Layout 2's code is held until the test lets it through: a slow phone network.
    const layout2Code = await holdRequests(page, /\/assets\/PopupOfferCheckout-[\w-]+\.js$/);

    await gotoReady(page, path("en"));
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);

    const layout1 = page.getByRole("navigation", { name: copy.integrated.breadcrumb.label });
    const layout2 = page.getByRole("navigation", { name: copy.popup.steps.label });
    await expect(layout1).toBeVisible();
    const switcher = page.getByRole("navigation", { name: copy.demo.title });
    await switcher
      .getByRole("link", { name: new RegExp(copy.demo.variants.checkout2.name) })
      .click();
    await expect.poll(() => fetched.some((url) => url.includes("PopupOfferCheckout-"))).toBe(true);
    // The code is on its way: the frame still shows layout 1, never an empty frame.
    await page.waitForTimeout(600);
    await expect(layout1).toBeVisible();
    await expect(layout2).toHaveCount(0);

    layout2Code.release();
    await expect(layout2).toBeVisible();
    await expect(layout1).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout\?variant=checkout2$/);
    // It works: placing the order opens layout 2's offer.
    await placeOrder(page, "en").click();
    await expect(dialog(page)).toBeVisible();
    // Layout 3 was never asked for.
    expect(fetched.some((url) => url.includes("PostPurchaseCheckout-"))).toBe(false);
  });
});
