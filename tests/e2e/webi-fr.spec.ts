import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { CARD_LABEL_FR, DECLINE_MESSAGE_FR, DECLINED_CARD } from "./fakes/stripe-js";
import {
  common,
  consentRecord,
  desktop,
  expectNoAxeViolations,
  gotoReady,
  pageCopy,
  phone,
  storeConsent,
  stripTags,
  waitForHydration,
} from "./helpers";
import {
  prepareCheckout,
  revealAll,
  intentsCreatedFor,
  uniqueEmail,
  withMarketingConsentAndPixel,
} from "./webi-helpers";

interface WebiCopy {
  meta: { title: string };
  hero: { title: string; cta: string };
  nav: { label: string; getStarted: string };
  countdown: Record<"label" | "days" | "hours" | "minutes" | "seconds", string>;
  workshop: { label: string };
  journey: { cta: string };
  opportunity: { cta: string };
  netWorth: { cta: string };
  solution: { cta: string };
  register: { cta: string };
}
interface CheckoutCopy {
  hero: { title: string };
  checkout: {
    back: string;
    email: { label: string; continue: string; required: string };
    payment: { pay: string; processing: string };
    success: { title: string; back: string };
    footer: { privacy: string; terms: string };
  };
}

const webi = { en: pageCopy<WebiCopy>("en", "webi"), fr: pageCopy<WebiCopy>("fr", "webi") };
const checkout = {
  en: pageCopy<CheckoutCopy>("en", "webiCheckout"),
  fr: pageCopy<CheckoutCopy>("fr", "webiCheckout"),
};
const fr = webi.fr;
const frCheckout = checkout.fr.checkout;

/** The five calls to action of the landing page that share one handler. */
const ctas = [fr.hero.cta, fr.opportunity.cta, fr.journey.cta, fr.solution.cta, fr.netWorth.cta];

/** "Payer 19,99 $US", whatever space the browser's Intl puts before the currency. */
const payButton = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^${frCheckout.payment.pay.split(" ")[0]} 19,99`) });

/** The language switch of the page: "FR, Switch to French" or "EN, Passer à l’anglais". */
const switchTo = (page: Page, target: "en" | "fr") =>
  page.getByRole("link", {
    name: `${target.toUpperCase()}, ${common[target === "fr" ? "en" : "fr"].language.switchTo}`,
  });

/** The page's hreflang alternates, as [hreflang, path] in document order. */
const alternatePaths = (page: Page) =>
  page
    .locator('link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((l) => [
        l.getAttribute("hreflang"),
        new URL(l.getAttribute("href") ?? "").pathname,
      ]),
    );

/** French date: "vendredi 13 mars à 20 h (CST, heure de Chicago)", with no-break spaces. */
const FRENCH_WORKSHOP =
  /^vendredi (1er|[12]?\d|3[01]) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) à 20\u00a0h \(CST, heure de Chicago\)$/;

/** A visitor who already answered the consent popup (no marketing). */
const answeredConsent = async ({ context }: { context: BrowserContext }) => {
  await storeConsent(context);
};

test.describe("the server's HTML, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });
  test.beforeEach(answeredConsent);

  test("/fr/webi reads in French, with its date, its links and its structured data", async ({
    page,
  }) => {
    const response = await page.goto("/fr/webi");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveTitle(`${fr.meta.title} | Subnova`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stripTags(fr.hero.title));
    await expect(page.getByRole("timer", { name: fr.countdown.label })).toBeVisible();
    for (const unit of ["days", "hours", "minutes", "seconds"] as const) {
      await expect(page.getByTestId("countdown")).toContainText(fr.countdown[unit]);
    }
    const date = page.getByTestId("workshop-date").locator("time");
    await expect(date).toHaveText(FRENCH_WORKSHOP);
    // Every call to action leads to the French checkout, even before the scripts load.
    for (const label of ctas) {
      await expect(page.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        "/fr/webiCheckout",
      );
    }
    await expect(page.getByTestId("register-button")).toHaveAttribute("href", "/fr/webiCheckout");
    await expect(page.getByRole("link", { name: fr.nav.getStarted }).first()).toHaveAttribute(
      "href",
      "/fr/webiCheckout",
    );
    await expect(switchTo(page, "en")).toHaveAttribute("href", "/webi");

    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "",
    ) as { inLanguage: string; startDate: string; location: { url: string } };
    expect(data.inLanguage).toBe("fr");
    expect(new URL(data.location.url).pathname).toBe("/fr/webi");
    await expect(date).toHaveAttribute("datetime", data.startDate);

    const alternates = await alternatePaths(page);
    expect(alternates).toEqual([
      ["en", "/webi"],
      ["fr", "/fr/webi"],
      ["x-default", "/webi"],
    ]);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    expect(new URL((await canonical.getAttribute("href")) ?? "").pathname).toBe("/fr/webi");
  });

  test("/fr/webiCheckout reads in French, back to /fr/webi, and is not indexed", async ({
    page,
  }) => {
    await page.goto("/fr/webiCheckout");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      stripTags(checkout.fr.hero.title),
    );
    await expect(page.getByRole("link", { name: frCheckout.back })).toHaveAttribute(
      "href",
      "/fr/webi",
    );
    await expect(page.getByRole("link", { name: frCheckout.footer.privacy })).toHaveAttribute(
      "href",
      "/fr/privacy",
    );
    await expect(page.getByRole("link", { name: frCheckout.footer.terms })).toHaveAttribute(
      "href",
      "/fr/terms",
    );
    await expect(switchTo(page, "en")).toHaveAttribute("href", "/webiCheckout");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const alternates = await alternatePaths(page);
    expect(alternates).toEqual([
      ["en", "/webiCheckout"],
      ["fr", "/fr/webiCheckout"],
      ["x-default", "/webiCheckout"],
    ]);
  });

  test("the sitemap lists /fr/webi with its English twin, and no checkout", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const entry = /<url><loc>[^<]*\/fr\/webi<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? "";
    expect(entry).toMatch(/hreflang="en" href="[^"]*\/webi"/);
    expect(entry).toMatch(/hreflang="fr" href="[^"]*\/fr\/webi"/);
    expect(entry).toMatch(/hreflang="x-default" href="[^"]*\/webi"/);
    expect(xml).not.toContain("webiCheckout");
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /fr/webiCheckout");
  });
});

test.describe("after hydration", () => {
  test.use({ viewport: desktop });
  test.beforeEach(answeredConsent);

  test("the French landing: date and countdown in French, no hydration error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoReady(page, "/fr/webi");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByTestId("workshop-date").locator("time")).toHaveText(FRENCH_WORKSHOP);
    await expect(page.getByTestId("countdown").locator('[data-unit="seconds"]')).toHaveText(
      /^\d{2}$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stripTags(fr.hero.title));
    await revealAll(page);
    expect(errors).toEqual([]);
  });

  test("the date the browser writes itself is French too, at Chicago's 20 h", async ({ page }) => {
    // Thursday March 12 2026, 19:58 in Chicago: the Friday of that week, until 20:00.
    await page.clock.install({ time: new Date("2026-03-13T00:58:00Z") });
    await gotoReady(page, "/fr/webi");
    const date = page.getByTestId("workshop-date").locator("time");
    await expect(date).toHaveText("vendredi 13 mars à 20\u00a0h (CST, heure de Chicago)");
    await expect(date).toHaveAttribute("datetime", "2026-03-13T20:00:00-05:00");
    await page.clock.fastForward("03:00");
    await expect(date).toHaveText("vendredi 20 mars à 20\u00a0h (CST, heure de Chicago)");
  });

  test("the French checkout hydrates without errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await prepareCheckout(page);
    await gotoReady(page, "/fr/webiCheckout");
    await expect(page.getByTestId("checkout-price")).toHaveText(/^19,99\s\$/);
    await page.getByRole("button", { name: frCheckout.email.continue }).click();
    await expect(page.getByText(frCheckout.email.required)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("the ways in and between the languages", () => {
  test.use({ viewport: desktop });
  test.beforeEach(answeredConsent);

  test("the language switch goes to the twin page, both ways, on both pages", async ({ page }) => {
    for (const [en, frPath, h1En, h1Fr] of [
      ["/webi", "/fr/webi", webi.en.hero.title, fr.hero.title],
      ["/webiCheckout", "/fr/webiCheckout", checkout.en.hero.title, checkout.fr.hero.title],
    ] as const) {
      await gotoReady(page, en);
      await switchTo(page, "fr").click();
      await expect(page).toHaveURL(new RegExp(`${frPath}$`));
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(stripTags(h1Fr));
      await switchTo(page, "en").click();
      await expect(page).toHaveURL(new RegExp(`[^r]${en}$`));
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(stripTags(h1En));
    }
  });

  test("on a phone the switch is in the top bar", async ({ page }) => {
    await page.setViewportSize(phone);
    await gotoReady(page, "/fr/webi");
    await expect(switchTo(page, "en")).toBeVisible();
    await switchTo(page, "en").click();
    await expect(page).toHaveURL(/[^r]\/webi$/);
  });

  test("the French footer's masterclass link leads to /fr/webi", async ({ page }) => {
    await gotoReady(page, "/fr");
    const link = page
      .getByTestId("site-footer")
      .getByRole("link", { name: common.fr.footer.links.masterclass });
    await expect(link).toHaveAttribute("href", "/fr/webi");
    await link.click();
    await expect(page).toHaveURL(/\/fr\/webi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stripTags(fr.hero.title));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // And the English footer's still leads to /webi.
    await gotoReady(page, "/en");
    await expect(
      page
        .getByTestId("site-footer")
        .getByRole("link", { name: common.en.footer.links.masterclass }),
    ).toHaveAttribute("href", "/webi");
  });

  test("a French call to action opens the French checkout, whose back link returns", async ({
    page,
  }) => {
    await gotoReady(page, "/fr/webi");
    await page.getByRole("link", { name: fr.hero.cta, exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/webiCheckout$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      stripTags(checkout.fr.hero.title),
    );
    await page.getByRole("link", { name: frCheckout.back }).click();
    await expect(page).toHaveURL(/\/fr\/webi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stripTags(fr.hero.title));
  });
});

test.describe("the French checkout against the local Stripe fake", () => {
  test.use({ viewport: desktop });
  test.beforeEach(answeredConsent);

  test("email, payment in French (Stripe's locale fr), success, back to /fr/webi", async ({
    page,
  }) => {
    await prepareCheckout(page);
    await gotoReady(page, "/fr/webiCheckout");
    const email = uniqueEmail();
    await page.getByLabel(frCheckout.email.label).fill(email);
    await page.getByRole("button", { name: frCheckout.email.continue }).click();
    await expect(page.getByRole("button", { name: frCheckout.payment.processing })).toBeDisabled();
    await expect(page.getByLabel(CARD_LABEL_FR)).toBeVisible();
    await expect(payButton(page)).toBeEnabled();
    const locales = await page.evaluate(
      () => (window as unknown as { __stripeLocales: unknown[] }).__stripeLocales,
    );
    expect(locales).toEqual([{ stripe: "fr" }, { elements: "fr" }]);

    await page.getByLabel(CARD_LABEL_FR).fill("4242 4242 4242 4242");
    await payButton(page).click();
    await expect(page.getByRole("heading", { name: frCheckout.success.title })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // The server charged its own price, and knows the buyer reads French.
    const created = await intentsCreatedFor(page, email);
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({
      amount: "1999",
      currency: "usd",
      "metadata[locale]": "fr",
    });

    await page.getByRole("link", { name: frCheckout.success.back }).click();
    await expect(page).toHaveURL(/\/fr\/webi$/);
  });

  test("a declined card: Stripe's French message under the form, still on payment", async ({
    page,
  }) => {
    await prepareCheckout(page);
    await gotoReady(page, "/fr/webiCheckout");
    await page.getByLabel(frCheckout.email.label).fill(uniqueEmail());
    await page.getByRole("button", { name: frCheckout.email.continue }).click();
    await expect(payButton(page)).toBeEnabled();
    await page.getByLabel(CARD_LABEL_FR).fill(DECLINED_CARD);
    await payButton(page).click();
    await expect(page.getByRole("alert")).toHaveText(DECLINE_MESSAGE_FR);
    await expect(payButton(page)).toBeEnabled();
    await expect(page.getByRole("heading", { name: frCheckout.success.title })).toHaveCount(0);
  });
});

test.describe("tracking in French", () => {
  test.use({ viewport: desktop });

  /** The pixel's track calls and our server's events while `path` loads and Register is pressed. */
  async function funnelEvents(page: Page, path: string) {
    const tracked: string[] = [];
    const onRequest = (request: { url(): string; postDataJSON(): unknown }) => {
      if (request.url().endsWith("/api/track-facebook-event")) {
        tracked.push((request.postDataJSON() as { eventName: string }).eventName);
      }
    };
    page.on("request", onRequest);
    await gotoReady(page, path);
    await expect.poll(() => tracked).toEqual(["ViewContent"]);
    await page.getByTestId("register-button").click();
    await expect
      .poll(() => tracked.slice(0, 3))
      .toEqual(["ViewContent", "AddToCart", "InitiateCheckout"]);
    const queue = await page.evaluate(
      () => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue,
    );
    page.off("request", onRequest);
    // Event name and payload; the event id differs on every call.
    return queue.filter((args) => args[0] === "track").map((args) => args.slice(0, 3));
  }

  test("the same events and payloads as in English", async ({ context, page }) => {
    await withMarketingConsentAndPixel(context, page, consentRecord({ marketing: true }));
    await prepareCheckout(page);
    const french = await funnelEvents(page, "/fr/webi");
    await expect(page).toHaveURL(/\/fr\/webiCheckout$/);
    const english = await funnelEvents(page, "/webi");
    await expect(page).toHaveURL(/[^r]\/webiCheckout$/);
    expect(french.map((args) => args[1])).toEqual(
      expect.arrayContaining(["ViewContent", "AddToCart", "InitiateCheckout"]),
    );
    expect(french).toEqual(english);
  });
});

test.describe("accessibility of the French pages", () => {
  test.beforeEach(answeredConsent);
  for (const [name, viewport] of [
    ["1440 px", desktop],
    ["390 px", phone],
  ] as const) {
    test(`no WCAG violations on /fr/webi and /fr/webiCheckout at ${name}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await gotoReady(page, "/fr/webi");
      await revealAll(page);
      await expectNoAxeViolations(page);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      await prepareCheckout(page);
      await gotoReady(page, "/fr/webiCheckout");
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    });
  }
});
