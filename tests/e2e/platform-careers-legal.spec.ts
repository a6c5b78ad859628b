import { expect, type Locator, type Page, test } from "@playwright/test";
import { legalPages, pagePath } from "../../app/config/pages";
import { site } from "../../app/config/site";
import { brands } from "../../app/features/brand-search/brands";
import { FIRST_SCREEN } from "../../app/features/brand-search/search";
import {
  block,
  cardNames,
  categoryLabel,
  categoryOrder,
  countLine,
  names,
  search,
} from "./brand-search-helpers";
import {
  blockCopy,
  common,
  desktop,
  expectNoAxeViolations,
  gotoReady,
  holdRequests,
  type Lang,
  pageCopy,
  phone,
  revealHeader,
  storeConsent,
} from "./helpers";

const langs: readonly Lang[] = ["en", "fr"];

interface CareersCopy {
  jobs: Array<{ id: string; title: string; summary: string }>;
}
interface LegalBlockCopy {
  updated: string;
  toc: string;
}
interface LegalCopy {
  sections: Array<{ id: string; title: string }>;
}

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

for (const lang of langs) {
  const copy = search[lang];

  test.describe(`${lang}: brand search on the platform page`, () => {
    test.use({ viewport: desktop });
    // 415 server-rendered cards, then hydration: over 30 s when the machine is shared.
    test.slow();

    test("typing filters as you go; the clear button empties the box and brings every brand back", async ({
      page,
    }) => {
      await gotoReady(page, `/${lang}/platform`);
      const s = block(page, lang);
      await expect(s.radio("all")).toBeChecked();
      await expect(s.count).toHaveText(countLine(lang, "", brands.length));
      // Far from the block, the page holds its first screen of cards; near it, every brand.
      expect(await cardNames(s.cards)).toEqual(names("all", "").slice(0, FIRST_SCREEN));
      await s.root.scrollIntoViewIfNeeded();
      await expect(s.cards).toHaveCount(brands.length);

      await s.box.pressSequentially("NIK");
      await expect(s.count).toHaveText(countLine(lang, "nik", names("all", "nik").length));
      await expect.poll(() => cardNames(s.cards)).toEqual(names("all", "nik"));
      await expect(s.count).toHaveAttribute("aria-live", "polite");

      await s.root.getByRole("button", { name: copy.clear }).click();
      await expect(s.box).toHaveValue("");
      await expect(s.box).toBeFocused();
      await expect(s.root.getByRole("button", { name: copy.clear })).toHaveCount(0);
      await expect(s.count).toHaveText(countLine(lang, "", brands.length));
      await expect(s.cards).toHaveCount(brands.length);
    });

    test("the category radios filter first, then the term; arrows move between them; reset returns to All", async ({
      page,
    }) => {
      await gotoReady(page, `/${lang}/platform`);
      const s = block(page, lang);
      await s.radio("sports").check();
      await expect(s.count).toHaveText(countLine(lang, "", names("sports", "").length));
      await expect.poll(() => cardNames(s.cards)).toEqual(names("sports", ""));

      await s.box.fill("ar");
      await expect.poll(() => cardNames(s.cards)).toEqual(names("sports", "ar"));
      await expect(s.count).toHaveText(countLine(lang, "ar", names("sports", "ar").length));

      // The options: All, Popular, then the categories sorted by their label in this language.
      const options = categoryOrder(lang);
      await expect(s.root.getByRole("radio")).toHaveCount(options.length);
      const labels = await s.root
        .getByRole("radio")
        .evaluateAll((els) => els.map((el) => el.closest("label")?.textContent ?? ""));
      expect(labels).toEqual(options.map((key) => categoryLabel(lang, key)));

      const next = options[options.indexOf("sports") + 1]!;
      await s.radio("sports").focus();
      await page.keyboard.press("ArrowRight");
      await expect(s.radio(next)).toBeChecked();
      await expect.poll(() => cardNames(s.cards)).toEqual(names(next, "ar"));

      await s.root.getByRole("button", { name: copy.reset }).click();
      await expect(s.radio("all")).toBeChecked();
      await expect.poll(() => cardNames(s.cards)).toEqual(names("all", "ar"));
    });

    test("nothing found with a term: the message and both ways out; Popular shows the ten", async ({
      page,
    }) => {
      await gotoReady(page, `/${lang}/platform`);
      const s = block(page, lang);
      await s.radio("popular").check();
      await expect.poll(() => cardNames(s.cards)).toEqual(names("popular", ""));
      await s.box.fill("Marriott");
      await expect(s.count).toHaveText(countLine(lang, "Marriott", 0));
      await expect(s.root.getByText(copy.empty.title, { exact: true })).toBeVisible();
      await expect(s.root.getByText(copy.empty.text, { exact: true })).toBeVisible();
      await expect(s.cards).toHaveCount(0);

      // Marriott is not popular: resetting the category finds it.
      await s.root.getByRole("button", { name: copy.empty.resetCategory }).click();
      await expect(s.radio("all")).toBeChecked();
      await expect.poll(() => cardNames(s.cards)).toEqual(names("all", "Marriott"));

      await s.box.fill("zzqxw");
      await expect(s.root.getByText(copy.empty.title, { exact: true })).toBeVisible();
      // The empty state's button (the text box's clear button has the same name).
      await s.root.getByRole("button", { name: copy.empty.clearSearch }).last().click();
      await expect(s.box).toHaveValue("");
      await expect(s.cards).toHaveCount(brands.length);
      await expect(s.root.getByText(copy.empty.title, { exact: true })).toHaveCount(0);
    });

    test("axe finds nothing with the empty state showing", async ({ page }) => {
      await gotoReady(page, `/${lang}/platform`);
      const s = block(page, lang);
      await s.box.fill("zzqxw");
      // The fill hydrates the block (415 cards) and fetches the catalogue before the list can
      // empty: on a loaded CI machine that alone has taken over 5 s.
      await expect(s.root.getByText(copy.empty.title, { exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`${lang}: brand search on the home page`, () => {
    test.use({ viewport: phone });

    test("starts at Popular with the ten popular brands", async ({ page }) => {
      await gotoReady(page, `/${lang}`);
      const s = block(page, lang);
      await expect(s.radio("popular")).toBeChecked();
      await expect(s.count).toHaveText(countLine(lang, "", 10));
      await expect.poll(() => cardNames(s.cards)).toEqual(names("popular", ""));
      await s.box.fill("a");
      await expect.poll(() => cardNames(s.cards)).toEqual(names("popular", "a"));
    });

    test("the category row scrolls sideways to its last category, by wheel and by keyboard", async ({
      page,
    }) => {
      await gotoReady(page, `/${lang}`);
      const s = block(page, lang);
      const options = categoryOrder(lang);
      const last = options.at(-1)!;
      const first = s.radio(options[0]!).locator("xpath=..");
      await first.scrollIntoViewIfNeeded();
      // The row is one line wider than the phone: its far end starts out of view...
      await expect(s.radio(last).locator("xpath=..")).not.toBeInViewport();
      // ...and a sideways wheel (a trackpad's swipe) over the row brings later chips in.
      const box = (await first.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(600, 0);
      await expect(first).not.toBeInViewport();
      // The arrow keys walk the radios to the last one, which comes into view and filters.
      await s.radio("popular").focus();
      for (let i = options.indexOf("popular"); i < options.length - 1; i++) {
        await page.keyboard.press("ArrowRight");
      }
      await expect(s.radio(last)).toBeChecked();
      await expect(s.radio(last).locator("xpath=..")).toBeInViewport({ ratio: 1 });
      await expect.poll(() => cardNames(s.cards)).toEqual(names(last, ""));
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
    });
  });
}

test.describe("brand search before the page's code arrives", () => {
  test.use({ viewport: desktop });

  test("a category picked and text typed meanwhile are the search once the page is live", async ({
    page,
  }) => {
    // The page's code is held until the test lets it through: a visitor faster than the network.
    const code = await holdRequests(page, /\/assets\/platform-[\w-]+\.js$/);
    await page.goto("/en/platform");
    await expect.poll(() => code.requested()).toBe(true);
    const s = block(page, "en");
    await s.radio("sports").click();
    await s.box.pressSequentially("ar");
    code.release();
    await expect(s.count).toHaveText(countLine("en", "ar", names("sports", "ar").length));
    await expect(s.radio("sports")).toBeChecked();
    await expect(s.box).toHaveValue("ar");
  });
});

test.describe("brand search performance", () => {
  test.use({ viewport: desktop });

  test("cards enter 0.05 s apart; past the first 24 they are simply there", async ({ page }) => {
    await gotoReady(page, "/en/platform");
    const s = block(page, "en");
    await s.root.scrollIntoViewIfNeeded();
    await expect(s.cards).toHaveCount(brands.length);
    const entries = await s.cards.evaluateAll((cards) =>
      cards.map((card) => {
        const style = getComputedStyle(card);
        return `${style.animationName} ${style.animationDelay}`;
      }),
    );
    expect(entries.slice(0, 3)).toEqual(["brand-in 0s", "brand-in 0.05s", "brand-in 0.1s"]);
    expect(entries[23]).toBe("brand-in 1.15s");
    // Hundreds of running animations cost a phone seconds of style work for unseen cards.
    expect(new Set(entries.slice(24))).toEqual(new Set(["none 0s"]));
  });

  test("cards that stay in the results are kept as they are while typing", async ({ page }) => {
    await gotoReady(page, "/en/platform");
    const s = block(page, "en");
    await s.box.fill("n");
    await expect.poll(() => cardNames(s.cards)).toEqual(names("all", "n"));
    // Tag the cards and watch them: the next keystrokes may remove cards, never touch the rest.
    await s.cards.evaluateAll((cards) => {
      const w = window as unknown as { cardMutations: number };
      w.cardMutations = 0;
      const observer = new MutationObserver((records) => {
        w.cardMutations += records.length;
      });
      for (const card of cards) {
        card.setAttribute("data-e2e-kept", "");
        observer.observe(card, { subtree: true, childList: true, characterData: true });
      }
    });
    await s.box.pressSequentially("ik");
    await expect.poll(() => cardNames(s.cards)).toEqual(names("all", "nik"));
    const kept = await s.cards.evaluateAll((cards) =>
      cards.every((card) => card.hasAttribute("data-e2e-kept")),
    );
    expect(kept).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { cardMutations: number }).cardMutations),
    ).toBe(0);
  });
});

/** How many of the cards point at an icon that is not drawn (no symbol, or an empty one). */
const cardsWithoutIcon = (cards: Locator) =>
  cards.evaluateAll(
    (list) =>
      list.filter((card) => {
        const id = card.querySelector("use")?.getAttribute("href")?.slice(1);
        const symbol = id ? document.getElementById(id) : null;
        return symbol?.tagName.toLowerCase() !== "symbol" || symbol.childElementCount === 0;
      }).length,
  );

test.describe("brand search icons", () => {
  test.use({ viewport: desktop });

  test("each card shows its category icon, before the catalogue arrives and after", async ({
    page,
  }) => {
    // The catalogue chunk brings the icons: held back, the server's drawing must serve.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/catalogue-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await gotoReady(page, "/en");
    const s = block(page, "en");
    await s.box.fill("a");
    // Hydrated (the clear button is React's), with the loader's ten brands.
    await expect(page.getByRole("button", { name: search.en.clear })).toBeVisible();
    await expect(s.cards).toHaveCount(10);
    expect(await cardsWithoutIcon(s.cards)).toBe(0);
    release();
    await s.radio("all").click();
    await expect.poll(() => cardNames(s.cards)).toEqual(names("all", "a"));
    expect(await cardsWithoutIcon(s.cards)).toBe(0);
  });

  test("after a client navigation too", async ({ page }) => {
    await gotoReady(page, "/en/about");
    await page.getByTestId("site-header").getByRole("link", { name: "Subnova home" }).click();
    await page.waitForURL(/\/en$/);
    const s = block(page, "en");
    await s.root.scrollIntoViewIfNeeded();
    await expect(s.cards).toHaveCount(10);
    await expect.poll(() => cardsWithoutIcon(s.cards)).toBe(0);
  });
});

test.describe("brand search on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("a card shows its brand's whole name, the longest included", async ({ page }) => {
    const longest = brands.reduce((a, b) => (b.name.length > a.name.length ? b : a)).name;
    await gotoReady(page, "/en");
    const s = block(page, "en");
    await s.radio("all").click();
    await s.box.fill(longest);
    await expect(s.cards).toHaveCount(1);
    const name = s.cards.getByText(longest, { exact: true });
    await expect(name).toBeVisible();
    // Every line of the name lies inside the card's name box: nothing cut or replaced by "…".
    const cut = await name.evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      const drawn = text.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return el.scrollWidth > el.clientWidth || drawn.right > box.right + 1;
    });
    expect(cut).toBe(false);
  });
});

test.describe("brand search without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });

  test("the form searches through the server", async ({ page }) => {
    await page.goto("/fr/platform");
    const s = block(page, "fr");
    await expect(s.cards).toHaveCount(brands.length);
    await s.radio("fashion").check();
    await s.box.fill("ma");
    await s.root.getByRole("button", { name: search.fr.submit }).click();
    await expect(page).toHaveURL(/\/fr\/platform\?q=ma&category=fashion#brand-search$/);
    await expect.poll(() => cardNames(s.cards)).toEqual(names("fashion", "ma"));
    await expect(s.count).toHaveText(countLine("fr", "ma", names("fashion", "ma").length));
  });
});

test.describe("platform demo video", () => {
  test.use({ viewport: desktop });

  test("loops silently once scrolled into view", async ({ page }) => {
    await gotoReady(page, "/en/platform");
    const video = page.getByTestId("video-platform-demo");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("loop", "");
    expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
    // Far below the first screen, the browser has neither built its controls nor fetched its
    // poster yet.
    await expect(video).not.toHaveAttribute("controls");
    await expect(video).not.toHaveAttribute("poster");
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("poster", "/videos/platform-demo-poster.webp");
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.muted))
      .toBe(true);
  });

  test("stays still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/en/platform");
    const video = page.getByTestId("video-platform-demo");
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
    expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  });
});

/** A career card's button, named by its job title (and its facts after it). */
const card = (page: Page, title: string) =>
  page.getByRole("button", {
    name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`),
  });
const details = async (page: Page, title: string) =>
  page.locator(`[id="${await card(page, title).getAttribute("aria-controls")}"]`);

for (const lang of langs) {
  const jobs = pageCopy<CareersCopy>(lang, "careers").jobs;

  test.describe(`${lang}: careers`, () => {
    test.use({ viewport: desktop });

    test("eight openings; a card opens, another opens and closes it, which stays visible for 800 ms", async ({
      page,
    }) => {
      await gotoReady(page, `/${lang}/careers`);
      for (const job of jobs)
        await expect(card(page, job.title)).toHaveAttribute("aria-expanded", "false");
      const [first, second] = jobs;
      const firstDetails = await details(page, first!.title);
      await expect(firstDetails).toBeHidden();

      await card(page, first!.title).click();
      await expect(card(page, first!.title)).toHaveAttribute("aria-expanded", "true");
      await expect(firstDetails).toBeVisible();
      await expect(firstDetails).toContainText(first!.summary);
      await expectNoAxeViolations(page);

      // Timed inside the page: how long the first card's details stay after the second opens.
      const secondId = await card(page, second!.title).getAttribute("id");
      const firstId = await firstDetails.getAttribute("id");
      const visibleFor = await page.evaluate(
        ([buttonId, regionId]) =>
          new Promise<number>((resolve) => {
            const region = document.getElementById(regionId!)!;
            const start = performance.now();
            document.getElementById(buttonId!)!.click();
            const poll = () => {
              if (region.hidden) resolve(performance.now() - start);
              else requestAnimationFrame(poll);
            };
            poll();
          }),
        [secondId, firstId] as const,
      );
      expect(visibleFor).toBeGreaterThanOrEqual(780);
      // Timers run late on a busy CI machine; the 800 ms floor is the promise.
      expect(visibleFor).toBeLessThan(2000);
      await expect(card(page, first!.title)).toHaveAttribute("aria-expanded", "false");
      await expect(card(page, second!.title)).toHaveAttribute("aria-expanded", "true");
      await expect(await details(page, second!.title)).toBeVisible();

      // Clicking the open card closes it, after the same 800 ms.
      await card(page, second!.title).click();
      await expect(card(page, second!.title)).toHaveAttribute("aria-expanded", "false");
      await expect(await details(page, second!.title)).toBeHidden();
    });

    test("works from the keyboard", async ({ page }) => {
      await gotoReady(page, `/${lang}/careers`);
      const job = jobs[3]!;
      await card(page, job.title).focus();
      await page.keyboard.press("Enter");
      await expect(card(page, job.title)).toHaveAttribute("aria-expanded", "true");
      await expect(await details(page, job.title)).toBeVisible();
    });
  });
}

test.describe("careers after a client navigation", () => {
  test.use({ viewport: desktop });

  // A document load's posts are the server's markup; a client navigation brings them as data.
  test("a card shows its post, in the language switched to as well", async ({ page }) => {
    const en = pageCopy<CareersCopy>("en", "careers").jobs;
    const fr = pageCopy<CareersCopy>("fr", "careers").jobs;
    await gotoReady(page, "/en/about");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: common.en.footer.links.careers, exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/careers$/);
    await card(page, en[2]!.title).click();
    const opened = await details(page, en[2]!.title);
    await expect(opened).toBeVisible();
    await expect(opened.getByRole("paragraph").first()).toHaveText(en[2]!.summary);

    // The card is far enough down that the header has slid away.
    await revealHeader(page);
    await page.getByRole("button", { name: new RegExp(common.en.language.switchTo) }).click();
    await expect(page).toHaveURL(/\/fr\/careers$/);
    await card(page, fr[5]!.title).click();
    const french = await details(page, fr[5]!.title);
    await expect(french).toBeVisible();
    await expect(french.getByRole("paragraph").first()).toHaveText(fr[5]!.summary);
  });
});

test.describe("careers without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test("every opening shows its details", async ({ page }) => {
    await page.goto("/en/careers");
    for (const job of pageCopy<CareersCopy>("en", "careers").jobs) {
      // By role: Playwright's text search skips <noscript>, which holds the details here.
      await expect(page.getByRole("paragraph").filter({ hasText: job.summary })).toBeVisible();
    }
  });
});

const updated: Record<Lang, string> = {
  en: "December 7, 2026",
  fr: "7 décembre 2026",
};

for (const lang of langs) {
  const legal = blockCopy<LegalBlockCopy>(lang, "legal");

  test.describe(`${lang}: legal pages`, () => {
    test.use({ viewport: desktop });

    test("the contents link to each headed section; the contact section has the email link", async ({
      page,
    }) => {
      await gotoReady(page, `/${lang}/terms`);
      const sections = pageCopy<LegalCopy>(lang, "terms").sections;
      await expect(page.getByText(`${legal.updated} ${updated[lang]}`)).toBeVisible();
      const toc = page.getByRole("navigation", { name: legal.toc });
      await expect(toc.getByRole("link")).toHaveCount(sections.length);
      for (const section of sections) {
        await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
      }
      const target = sections[5]!;
      await toc.getByRole("link", { name: target.title }).click();
      await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
      const heading = page.getByRole("heading", { level: 2, name: target.title });
      await expect(heading).toBeInViewport();
      // 80 px below the top: the page's scroll padding, clear of the header, and no more.
      await expect
        .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBe(80);
      const contact = page.getByRole("region", { name: sections.at(-1)!.title });
      await expect(contact.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
    });

    test("the cookie page's browser help links open in a new tab", async ({ page }) => {
      await gotoReady(page, `/${lang}/cookies`);
      const chrome = page.getByRole("link", { name: /Google Chrome/ });
      await expect(chrome).toHaveAttribute("target", "_blank");
      await expect(chrome).toHaveAttribute("rel", "noopener noreferrer");
      const external = page.locator('main a[target="_blank"]');
      expect(await external.count()).toBeGreaterThanOrEqual(5);
      for (const rel of await external.evaluateAll((els) =>
        els.map((el) => el.getAttribute("rel")),
      )) {
        expect(rel).toBe("noopener noreferrer");
      }
    });
  });
}

test.describe("every legal page", () => {
  test.use({ viewport: phone });

  for (const id of legalPages) {
    test(`${id} shows its sections and its date in French`, async ({ page }) => {
      await gotoReady(page, pagePath("fr", id));
      const sections = pageCopy<LegalCopy>("fr", id).sections;
      await expect(page.locator("main h2[id$='-title']")).toHaveCount(sections.length);
      await expect(page.locator("main time")).toHaveCount(1);
    });
  }
});
