import { expect, type Page, test } from "@playwright/test";
import { productPages } from "../../app/config/pages";
import { common, desktop, ensureScrollable, gotoReady, phone, storeConsent } from "./helpers";

const en = common.en;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

function productsButton(page: Page) {
  return page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: en.nav.products });
}

function productLinks(page: Page) {
  return page.getByRole("list", { name: "Our products" }).getByRole("link");
}

test.describe("desktop header (1440 px)", () => {
  test.use({ viewport: desktop });

  test("Products button opens the dropdown on click", async ({ page }) => {
    await gotoReady(page, "/en");
    const button = productsButton(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("products-preview")).toBeVisible();
  });

  test("hovering each product link shows it in the preview panel", async ({ page }) => {
    await gotoReady(page, "/en");
    const button = productsButton(page);
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const preview = page.getByTestId("products-preview");
    const links = productLinks(page);
    await expect(links).toHaveCount(productPages.length);
    // Walk the list backwards so every hover is a real change from the previous product.
    for (const id of productPages.toReversed()) {
      const name = en.products[id].name;
      const link = links.filter({ hasText: name });
      await link.hover();
      await expect(link).toHaveAttribute("data-active", "true");
      await expect(link).toHaveAttribute("href", `/en/${id}`);
      await expect(preview.getByText(name, { exact: true })).toBeVisible();
      await expect(preview.getByRole("link")).toContainText(name);
    }
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test("keyboard focus on a product link updates the preview; Escape closes", async ({ page }) => {
    await gotoReady(page, "/en");
    const button = productsButton(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const preview = page.getByTestId("products-preview");
    for (const id of productPages) {
      await page.keyboard.press("Tab");
      const name = en.products[id].name;
      await expect(productLinks(page).filter({ hasText: name })).toBeFocused();
      await expect(preview.getByText(name, { exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(preview).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("navigation links, Sign In and Get Started", async ({ page }) => {
    await gotoReady(page, "/en");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: en.nav.ventureStudio })).toHaveAttribute(
      "href",
      "/en/venture-studio",
    );
    await expect(nav.getByRole("link", { name: en.nav.about })).toHaveAttribute(
      "href",
      "/en/about",
    );
    const header = page.getByTestId("site-header");
    await expect(header.getByRole("link", { name: en.nav.signIn })).toHaveAttribute(
      "href",
      "https://app.subnova.example/login",
    );
    await header.getByRole("link", { name: en.nav.getStarted }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
  });

  test("the bar hides when scrolling down past 100 px and returns on scroll up", async ({
    page,
  }) => {
    await gotoReady(page, "/en");
    await ensureScrollable(page);
    const header = page.getByTestId("site-header");
    await expect(header).toHaveAttribute("data-hidden", "false");
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(header).toHaveAttribute("data-hidden", "true", { timeout: 500 });
    }).toPass();
    // Translated out of view.
    await expect
      .poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(header).toHaveAttribute("data-hidden", "false");
    await expect
      .poll(() => header.evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);
  });

  test("scrolling down less than 100 px keeps the bar", async ({ page }) => {
    await gotoReady(page, "/en");
    await ensureScrollable(page);
    const header = page.getByTestId("site-header");
    await page.evaluate(() => window.scrollTo(0, 60));
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(90);
    await expect(header).toHaveAttribute("data-hidden", "false");
  });

  // WCAG 2.4.11: a control that takes the keyboard's focus is not left out of view.
  test("the keyboard's focus moving into the hidden bar brings it back", async ({ page }) => {
    await gotoReady(page, "/en");
    const header = page.getByTestId("site-header");
    const getStarted = header.getByRole("link", { name: en.nav.getStarted });
    const signIn = header.getByRole("link", { name: en.nav.signIn });
    // The visitor tabbed to the bar's last control, then read on down the page with the wheel.
    await getStarted.focus();
    await page.mouse.move(700, 500);
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(header).toHaveAttribute("data-hidden", "true", { timeout: 500 });
    }).toPass();
    await expect(getStarted).not.toBeInViewport();

    await page.keyboard.press("Shift+Tab");
    await expect(signIn).toBeFocused();
    await expect(header).toHaveAttribute("data-hidden", "false");
    await expect(signIn).toBeInViewport({ ratio: 1 });
  });
});

/** Records every data-state the mobile menu takes until it leaves the DOM. */
async function watchMenuStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __menuStates: string[] }).__menuStates = seen;
    const observer = new MutationObserver(() => {
      const menu = document.querySelector('[data-testid="mobile-menu"]');
      const state = menu ? (menu.getAttribute("data-state") ?? "") : "removed";
      if (seen.at(-1) !== state) seen.push(state);
      if (!menu) observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** The states seen after the watch started, ignoring any leftover "open" mutations. */
async function menuStates(page: Page): Promise<string[]> {
  const seen = await page.evaluate(
    () => (window as unknown as { __menuStates: string[] }).__menuStates,
  );
  return seen.filter((state) => state !== "open");
}

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

test.describe("mobile header (390 px)", () => {
  test.use({ viewport: phone });

  test("burger replaces the desktop navigation", async ({ page }) => {
    await gotoReady(page, "/en");
    await expect(page.getByTestId("burger")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const header = page.getByTestId("site-header");
    await expect(header.getByRole("link", { name: en.nav.signIn })).toBeHidden();
    await expect(header.getByRole("link", { name: en.nav.getStarted })).toBeHidden();
  });

  test("burger opens the menu, locks scroll, toggles products and closes with an animation", async ({
    page,
  }) => {
    await gotoReady(page, "/en");
    const burger = page.getByTestId("burger");
    await expect(burger).toHaveAccessibleName(en.a11y.openMenu);
    await burger.click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute("data-state", "open");
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(burger).toHaveAccessibleName(en.a11y.closeMenu);
    expect(await bodyOverflow(page)).toBe("hidden");

    // Tap-to-open product list.
    const products = menu.getByRole("button", { name: en.nav.products });
    const firstProduct = menu.getByRole("link", { name: new RegExp(en.products.cross.name) });
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(firstProduct).toBeHidden();
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    for (const id of productPages) {
      await expect(
        menu.getByRole("link", { name: new RegExp(en.products[id].name) }),
      ).toHaveAttribute("href", `/en/${id}`);
    }
    await expect(firstProduct).toBeVisible();
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(firstProduct).toBeHidden();

    await watchMenuStates(page);
    await burger.click();
    await expect(menu).toHaveCount(0);
    expect(await menuStates(page)).toEqual(["closing", "removed"]);
    expect(await bodyOverflow(page)).toBe("");
    await expect(burger).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the menu", async ({ page }) => {
    await gotoReady(page, "/en");
    await page.getByTestId("burger").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    await watchMenuStates(page);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    expect(await menuStates(page)).toEqual(["closing", "removed"]);
    expect(await bodyOverflow(page)).toBe("");
  });

  test("following a menu link closes the menu", async ({ page }) => {
    await gotoReady(page, "/en");
    await page.getByTestId("burger").click();
    const menu = page.getByTestId("mobile-menu");
    await menu.getByRole("link", { name: en.nav.about }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(menu).toHaveCount(0);
    expect(await bodyOverflow(page)).toBe("");
  });

  test("widening past the breakpoint resets the open menu", async ({ page }) => {
    await gotoReady(page, "/en");
    await page.getByTestId("burger").click();
    await expect(page.getByTestId("mobile-menu")).toBeVisible();
    expect(await bodyOverflow(page)).toBe("hidden");
    await page.setViewportSize(desktop);
    await expect(page.getByTestId("mobile-menu")).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).toBe("");
    await expect(page.getByTestId("burger")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});

test.describe("direct-response page chrome", () => {
  test.use({ viewport: desktop });

  test("/en/dr hides the header and the top of the footer but keeps the bottom bar", async ({
    page,
  }) => {
    const response = await gotoReady(page, "/en/dr");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("site-header")).toHaveCount(0);
    const footer = page.getByTestId("site-footer");
    await expect(footer).toBeVisible();
    await expect(footer.getByRole("heading", { name: en.footer.columns.products })).toHaveCount(0);
    await expect(footer.getByRole("navigation")).toHaveCount(0);
    await expect(footer.getByTestId("cookie-settings")).toBeVisible();
    await expect(footer.getByRole("img", { name: "PCI DSS Level 1" })).toBeVisible();
  });

  test("a regular page has the header and the full footer", async ({ page }) => {
    await gotoReady(page, "/en/about");
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(
      page.getByTestId("site-footer").getByRole("heading", { name: en.footer.columns.products }),
    ).toBeVisible();
  });
});

test.describe("footer badges", () => {
  test.use({ viewport: phone });

  for (const lang of ["en", "fr"] as const) {
    test(`/${lang}/subnova-demo draws its badges in ${lang}, without fetching an image`, async ({
      page,
    }) => {
      const copy = common[lang].footer.badges;
      const images: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "image") images.push(request.url());
      });
      await gotoReady(page, `/${lang}/subnova-demo`);
      const footer = page.getByTestId("site-footer");
      await footer.scrollIntoViewIfNeeded();
      const badges = footer.getByRole("list").filter({ has: page.getByRole("img") });
      for (const key of ["pci", "gdpr", "ssl"] as const) {
        const { name, detail } = copy[key];
        // Named by the words it shows, in the page's language (the French page used to show
        // "GDPR COMPLIANT").
        const badge = badges.getByRole("img", { name: `${name} ${detail}`, exact: true });
        await expect(badge).toBeVisible();
        await expect(badge).toHaveText(`${name}${detail}`);
      }
      // Drawn in the page, so nothing for the footer is fetched; the video poster is the page's
      // only image.
      expect(images.filter((url) => !url.includes("/videos/"))).toEqual([]);
    });
  }
});
