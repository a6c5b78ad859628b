import { expect, type Locator, type Page, test } from "@playwright/test";
import { block, countLine, names } from "./brand-search-helpers";
import {
  blockCopy,
  common,
  gotoReady,
  heroTitle,
  holdRequests,
  isLaidOut,
  pageCopy,
  phone,
  storeConsent,
} from "./helpers";

// Sections whose only interactive parts are links hydrate once the visitor nears them
// (app/lib/hydrate-when-seen.tsx). These tests hold the promises that come with it: the server
// HTML is whole and visible, links work before and after, the section hydrates when reached,
// and a navigation or a language switch never loses a section React had not hydrated yet.

test.use({ viewport: phone });

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

interface AboutCopy {
  story: { title: string };
  cta: { title: string; button: string };
}
const about = { en: pageCopy<AboutCopy>("en", "about"), fr: pageCopy<AboutCopy>("fr", "about") };

/** Whether React has taken over this element (it keeps its fiber on hydrated DOM nodes). */
const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

const storySection = (page: Page, lang: "en" | "fr") =>
  page.getByRole("region", { name: about[lang].story.title });
const ctaSection = (page: Page, lang: "en" | "fr") =>
  page.getByRole("region", { name: about[lang].cta.title });

test("a section far below is in the server HTML, hydrates only once scrolled near", async ({
  page,
}) => {
  await gotoReady(page, "/en/about");
  const story = storySection(page, "en");
  await expect(story.getByRole("heading", { level: 2 })).toHaveText(about.en.story.title);
  expect(await isHydrated(story)).toBe(false);
  await story.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(story)).toBe(true);
});

test("a legal page's sections hydrate as they are reached, a jump from the contents too", async ({
  page,
}) => {
  interface LegalCopy {
    sections: { id: string; title: string }[];
  }
  const sections = pageCopy<LegalCopy>("fr", "privacy").sections;
  const first = sections[0]!;
  const last = sections.at(-1)!;
  await gotoReady(page, "/fr/privacy");
  const section = (title: string) => page.getByRole("region", { name: title });
  await expect(section(last.title).getByRole("heading", { level: 2 })).toHaveText(last.title);
  expect(await isHydrated(section(first.title))).toBe(false);
  expect(await isHydrated(section(last.title))).toBe(false);
  await page
    .getByRole("navigation", { name: blockCopy<{ toc: string }>("fr", "legal").toc })
    .getByRole("link", { name: last.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
  await expect.poll(() => isHydrated(section(last.title))).toBe(true);
});

test("its link navigates on the client once hydrated, with the page kept", async ({ page }) => {
  await gotoReady(page, "/en/about");
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const cta = ctaSection(page, "en");
  await cta.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(cta)).toBe(true);
  await cta.getByRole("link", { name: about.en.cta.button }).click();
  await page.waitForURL((url) => url.pathname === "/en/contact");
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test("a tap on a link of a section not hydrated yet still leads to its page", async ({ page }) => {
  await gotoReady(page, "/en/about");
  const cta = ctaSection(page, "en");
  // Put the link on screen without giving the section time to hydrate, then tap it at once.
  await cta.evaluate((element) => element.scrollIntoView());
  await cta.getByRole("link", { name: about.en.cta.button }).click();
  await page.waitForURL((url) => url.pathname === "/en/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle("en", "contact"));
});

test("switching language before reaching a section shows that section in French", async ({
  page,
}) => {
  await gotoReady(page, "/en/about");
  const story = storySection(page, "en");
  expect(await isHydrated(story)).toBe(false);
  await page.getByTestId("language-switch").click();
  await page.waitForURL((url) => url.pathname === "/fr/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle("fr", "about"));
  const frenchStory = storySection(page, "fr");
  await expect(frenchStory.getByRole("heading", { level: 2 })).toHaveText(about.fr.story.title);
  await frenchStory.scrollIntoViewIfNeeded();
  await expect(frenchStory).toBeVisible();
  await expect(
    ctaSection(page, "fr").getByRole("link", { name: about.fr.cta.button }),
  ).toBeVisible();
});

test("a client navigation away and back draws every section of the page again", async ({
  page,
}) => {
  await gotoReady(page, "/en/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Careers", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/en/careers");
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/en/about");
  const story = storySection(page, "en");
  await story.scrollIntoViewIfNeeded();
  await expect(story.getByRole("heading", { level: 2 })).toHaveText(about.en.story.title);
  await expect(
    ctaSection(page, "en").getByRole("link", { name: about.en.cta.button }),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section of the server HTML is visible", async ({ page }) => {
    await page.goto("/en/about");
    const story = storySection(page, "en");
    await story.scrollIntoViewIfNeeded();
    await expect(story.getByRole("heading", { level: 2 })).toBeVisible();
    const html = await page.content();
    // A boundary outlined by the server renderer is hidden until an inline script moves it.
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain("$RC(");
  });
});

test.describe("interactive sections hydrate on the visitor's first action", () => {
  // The capture listener on window releases the section before React sees the event, so React
  // hydrates it there and then and the event reaches the component (app/lib/hydrate-when-seen).
  interface HomeCopy {
    marquee: { label: string; pause: string; play: string };
  }
  const home = pageCopy<HomeCopy>("en", "home");

  test("a click on a button far below, before its section hydrated, is not lost", async ({
    page,
  }) => {
    await gotoReady(page, "/en");
    const marquee = page.getByRole("region", { name: home.marquee.label });
    const pause = marquee.getByRole("button", { name: home.marquee.pause });
    expect(await isHydrated(pause)).toBe(false);
    // A click with no pointer events before it and no scrolling: as assistive technology sends it.
    await pause.dispatchEvent("click");
    await expect(marquee.getByRole("button", { name: home.marquee.play })).toBeVisible();
  });

  test("the footer's Cookie settings works before the footer hydrated", async ({ page }) => {
    await gotoReady(page, "/en");
    const settings = page
      .getByRole("contentinfo")
      .getByRole("button", { name: common.en.footer.legal.cookieSettings });
    expect(await isHydrated(settings)).toBe(false);
    await settings.dispatchEvent("click");
    await expect(page.getByRole("dialog", { name: common.en.consent.title })).toBeVisible();
  });

  test("text the brand search got before it hydrated is what it searches", async ({ page }) => {
    await gotoReady(page, "/en/platform");
    const box = page.getByRole("searchbox", { name: "Search brands" });
    expect(await isHydrated(box)).toBe(false);
    // Autofill or dictation can fill the box with no key press that would hydrate it first.
    await box.evaluate((element) => {
      (element as HTMLInputElement).value = "nik";
    });
    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(box)).toBe(true);
    await expect(box).toHaveValue("nik");
    const count = page.getByText(/^\d+ brands? found$/);
    await expect(count).toBeVisible();
    // The search runs on the box's text right after hydration, a render later: until then the
    // count is still the server's (every brand).
    const found = () => count.textContent().then((text) => Number(text?.split(" ")[0]));
    await expect.poll(found).toBeLessThan(20);
    expect(await found()).toBeGreaterThan(0);
    await expect(page.getByRole("listitem").filter({ hasText: /^Nike/ }).first()).toBeVisible();
  });
});

test.describe("the brand search's code downloads as the visitor nears it", () => {
  const brandSearchCode = /\/assets\/BrandSearch-[\w-]+\.js$/;

  test("not with the page; near the block it arrives and the search works", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (brandSearchCode.test(request.url())) fetched.push(request.url());
    });
    await gotoReady(page, "/en");
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    // The server drew the whole block.
    const box = page.getByRole("searchbox", { name: "Search brands" });
    await expect(box).toHaveCount(1);
    expect(await isHydrated(box)).toBe(false);

    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.length).toBe(1);
    await expect.poll(() => isHydrated(box)).toBe(true);
    await box.fill("nik");
    await expect(page.getByRole("listitem").filter({ hasText: /^Nike/ }).first()).toBeVisible();
    await expect
      .poll(() => page.getByText(/^\d+ brands? found$/).textContent())
      .toMatch(/^[1-9]\d? brands? found$/);
  });

  test("a category picked and text typed before the code arrived are the search once it has", async ({
    page,
  }) => {
    // The code is held until the test lets it through: a visitor faster than the network.
    const code = await holdRequests(page, brandSearchCode);
    // At 1440 px every category is on screen (a phone scrolls them sideways).
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoReady(page, "/en/platform");
    const s = block(page, "en");
    await s.radio("sports").click();
    await s.box.pressSequentially("ar");
    expect(code.requested()).toBe(true);
    expect(await isHydrated(s.box)).toBe(false);
    code.release();
    await expect(s.count).toHaveText(countLine("en", "ar", names("sports", "ar").length));
    await expect(s.radio("sports")).toBeChecked();
    await expect(s.box).toHaveValue("ar");
  });

  test("a client navigation to a page with it draws the block, which works", async ({ page }) => {
    await gotoReady(page, "/en/about");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: common.en.products.platform.name, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === "/en/platform");
    const box = page.getByRole("searchbox", { name: "Search brands" });
    await box.scrollIntoViewIfNeeded();
    await box.fill("nik");
    await expect(page.getByRole("listitem").filter({ hasText: /^Nike/ }).first()).toBeVisible();
  });
});

test.describe("the desktop navigation on a phone", () => {
  // Hidden below the breakpoint, it waits like a section far below (app/components/SiteHeader).
  const mainNav = (page: Page) =>
    page.getByRole("navigation", { name: common.en.a11y.mainNav, includeHidden: true });

  test("stays server HTML at load and hydrates once the window widens past the breakpoint", async ({
    page,
  }) => {
    await gotoReady(page, "/en");
    const nav = mainNav(page);
    await expect(nav).toBeHidden();
    await expect(
      page.getByRole("banner").getByRole("button", { name: common.en.a11y.openMenu }),
    ).toBeVisible();
    expect(await isHydrated(page.getByTestId("burger"))).toBe(true);
    expect(await isHydrated(nav)).toBe(false);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => isHydrated(nav)).toBe(true);
    const products = nav.getByRole("button", { name: common.en.nav.products });
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "true");
  });

  test("a navigation from the phone menu leaves it whole in the next page", async ({ page }) => {
    await gotoReady(page, "/en");
    await page.getByTestId("burger").click();
    await page
      .getByRole("navigation", { name: common.en.a11y.mobileNav })
      .getByRole("link", { name: common.en.nav.about })
      .click();
    await page.waitForURL((url) => url.pathname === "/en/about");
    await page.setViewportSize({ width: 1440, height: 900 });
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: common.en.nav.about })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: common.en.nav.ventureStudio })).toBeVisible();
  });
});

// Parts of a page far from the screen are laid out only as they near it: one rule, draw-near in
// app/app.css (content-visibility: auto), used by a page's sections after the first, the footer,
// the brand results and cards, legal sections and the webinar page's parts.
test.describe("laid out as they near the screen", () => {
  // The last part of each page, which waits at load on a phone.
  const lastParts = {
    "/en": "main > section",
    "/en/platform": "footer",
    "/fr/privacy": "article > section",
    "/webi": "main > *",
  };
  for (const [path, lastPart] of Object.entries(lastParts)) {
    test(`${path}: every waiting part keeps the page within a small phone and is drawn once reached`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await gotoReady(page, path);
      // The part itself is drawn; what it holds is skipped.
      const waiting = page.locator(lastPart).last().locator(":scope > *").first();
      expect(await isLaidOut(waiting)).toBe(false);
      // A skipped part stands in for its height only: a width stand-in widens a grid's column
      // (a legal page's one-column grid became 520 px wide), so no page may be wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      const rules = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .map((element) => getComputedStyle(element))
          .filter((style) => style.contentVisibility === "auto")
          .map((style) => `${style.containIntrinsicWidth} | ${style.overflowClipMargin}`),
      );
      expect(rules.length).toBeGreaterThan(1);
      // Every one of them is the same rule: no width stand-in, and room for a focused link's
      // outline at its edge (paint containment would clip it).
      expect(new Set(rules)).toEqual(new Set(["auto none | 8px"]));
      await waiting.scrollIntoViewIfNeeded();
      await expect.poll(() => isLaidOut(waiting)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    });
  }
});
