import { expect, type Locator, type Page, test } from "@playwright/test";
import { site } from "../../app/config/site";
import {
  desktop,
  filled,
  gotoReady,
  holdRequests,
  type Lang,
  pageCopy,
  phone,
  storeConsent,
} from "./helpers";
import { tourRoutes } from "./route-tour";

const langs: readonly Lang[] = ["en", "fr"];

interface HomeCopy {
  selector: { items: Record<string, { title: string; content: string }> };
  marquee: { pause: string; play: string; label: string };
  product: { cards: Array<{ bigHeading: string }> };
}
interface VentureCopy {
  slider: {
    groupLabel: string;
    pause: string;
    steps: Record<string, { label: string; title: string }>;
  };
}
interface HeroActionsCopy {
  hero: { cta: string; secondaryCta?: string };
}
interface DrCopy {
  hero: { cta: string; note: string };
}

/** A demo video's files in a language: the French pages have French renders. */
const videoBase = (name: string, lang: Lang) => `/videos/${name}${lang === "fr" ? "-fr" : ""}`;

const unsupported: Record<Lang, string> = {
  en: "Your browser does not support the video tag.",
  fr: "Votre navigateur ne prend pas en charge la lecture de vidéos.",
};

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

for (const lang of langs) {
  test.describe(`${lang}: home feature selector`, () => {
    test.use({ viewport: desktop });

    test("first item open, the open one closes, another opens alone, illustration swaps in 200 ms", async ({
      page,
    }) => {
      const items = pageCopy<HomeCopy>(lang, "home").selector.items;
      await gotoReady(page, `/${lang}`);
      const button = (key: string) =>
        page.getByRole("button", { name: filled(items[key]?.title ?? ""), exact: true });
      const illustration = page.getByTestId("selector-illustration");

      await expect(button("instant")).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByText(filled(items.instant?.content ?? ""))).toBeVisible();
      for (const key of ["secure", "fully", "white", "real", "trusted"]) {
        await expect(button(key)).toHaveAttribute("aria-expanded", "false");
      }
      await expect(illustration).toHaveAttribute("data-item", "instant");

      // Clicking the open item closes it.
      await button("instant").click();
      await expect(button("instant")).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByText(filled(items.instant?.content ?? ""))).toBeHidden();

      // Clicking another opens it; then a third closes the second.
      await button("secure").click();
      await expect(button("secure")).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByText(filled(items.secure?.content ?? ""))).toBeVisible();
      await expect(illustration).toHaveAttribute("data-item", "secure");
      await button("real").click();
      await expect(button("real")).toHaveAttribute("aria-expanded", "true");
      await expect(button("secure")).toHaveAttribute("aria-expanded", "false");
      await expect(illustration).toHaveAttribute("data-item", "real");

      // The new illustration fades in over 200 ms.
      const fade = await illustration.evaluate((el) => {
        const style = getComputedStyle(el);
        return { name: style.animationName, duration: style.animationDuration };
      });
      expect(fade).toEqual({ name: "fade-in", duration: "0.2s" });
    });
  });

  test.describe(`${lang}: venture studio slider`, () => {
    test.use({ viewport: desktop });

    async function openSlider(page: Page) {
      await gotoReady(page, `/${lang}/venture-studio`);
      const copy = pageCopy<VentureCopy>(lang, "ventureStudio").slider;
      const group = page.getByRole("group", { name: copy.groupLabel });
      // The slider starts turning once it is hydrated, which is when the visitor nears it.
      await group.scrollIntoViewIfNeeded();
      const radio = (key: string) =>
        group.getByRole("radio", { name: filled(copy.steps[key]?.label ?? "") });
      return { copy, group, radio };
    }

    /**
     * Opens the slider on the page's own clock: time flows as usual until the slider has hydrated
     * (a hovered slider pauses, which only the hydrated one does), then stands still, and the
     * test moves it on. Four seconds are then read exactly instead of waited for.
     */
    async function openSliderOnClock(page: Page) {
      await page.clock.install();
      const opened = await openSlider(page);
      // A pointer already over the slider when it hydrates sends no enter event: enter again.
      await expect(async () => {
        await page.mouse.move(0, 0);
        await opened.group.hover();
        await expect(page.getByTestId("step-slider")).toHaveAttribute("data-paused", "true", {
          timeout: 1_000,
        });
      }).toPass();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      return opened;
    }

    /**
     * Lets the page finish what a fired timer started: React renders in a task of its own, on
     * real time, which the paused clock does not hold back.
     */
    const settle = (page: Page) => page.waitForTimeout(200);

    /** The slider turns from `from` to `to` when the clock reaches `due` ms from now, not before. */
    async function expectTurn(
      page: Page,
      radio: (key: string) => Locator,
      from: string,
      to: string,
      due: number,
    ) {
      await page.clock.runFor(due - 100);
      await settle(page);
      await expect(radio(from)).toBeChecked();
      await page.clock.runFor(200);
      await expect(radio(to)).toBeChecked();
    }

    test("rotates to the next step every 4 seconds", async ({ page }) => {
      const { radio } = await openSliderOnClock(page);
      await page.mouse.move(0, 0);
      await expect(page.getByTestId("step-slider")).toHaveAttribute("data-paused", "false");
      await settle(page);
      // The clock stands still from the moment the pointer left: a turn at 4 s, then every 4 s
      // (the first check ends 100 ms past the first turn).
      await expectTurn(page, radio, "signup", "checkout", 4_000);
      await expectTurn(page, radio, "checkout", "dashboard", 3_900);
    });

    test("pauses while hovered and resumes when the pointer leaves", async ({ page }) => {
      const { radio } = await openSliderOnClock(page);
      await expect(page.getByTestId("step-slider")).toHaveAttribute("data-paused", "true");
      await page.clock.runFor(12_000);
      await settle(page);
      await expect(radio("signup")).toBeChecked();
      await page.mouse.move(0, 0);
      await expect(page.getByTestId("step-slider")).toHaveAttribute("data-paused", "false");
      await settle(page);
      // Moving again 4 s after the pointer left, not earlier.
      await expectTurn(page, radio, "signup", "checkout", 4_000);
    });

    test("is a keyboard radio group that stays put while focused, with a pause button", async ({
      page,
    }) => {
      const { copy, radio } = await openSliderOnClock(page);
      await page.mouse.move(0, 0);
      await radio("signup").focus();
      await page.keyboard.press("ArrowRight");
      await expect(radio("checkout")).toBeChecked();
      await expect(radio("checkout")).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(radio("dashboard")).toBeChecked();
      await expect(
        page.getByRole("heading", { name: filled(copy.steps.dashboard?.title ?? "") }),
      ).toBeVisible();
      await page.clock.runFor(12_000);
      await settle(page);
      await expect(radio("dashboard")).toBeChecked();
      await expect(radio("dashboard")).toBeFocused();
      // The pause button keeps it still after focus and pointer have left.
      await page.getByRole("button", { name: copy.pause }).click();
      await page.mouse.move(0, 0);
      await page.getByRole("heading", { level: 1 }).click();
      await expect(page.getByTestId("step-slider")).toHaveAttribute("data-paused", "true");
      await page.clock.runFor(12_000);
      await settle(page);
      await expect(radio("dashboard")).toBeChecked();
    });
  });

  test.describe(`${lang}: direct response and videos`, () => {
    test.use({ viewport: phone });

    test("the DR page has no site header, the channel button and the risk-free note", async ({
      page,
    }) => {
      const copy = pageCopy<DrCopy>(lang, "dr");
      await gotoReady(page, `/${lang}/dr`);
      await expect(page.getByTestId("site-header")).toHaveCount(0);
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const ctas = page.getByRole("link", { name: copy.hero.cta });
      await expect(ctas.first()).toHaveAttribute("href", site.telegramUrl);
      await expect(page.getByText(copy.hero.note).first()).toBeVisible();
    });

    for (const [path, name] of [
      ["dr", "dr-demo"],
      ["subnova-demo", "subnova-demo"],
      ["cross", "cross-demo"],
    ] as const) {
      test(`/${lang}/${path}: the video has a poster, both formats and the fallback text`, async ({
        page,
      }) => {
        await gotoReady(page, `/${lang}/${path}`);
        const video = page.getByTestId(`video-${name}`);
        await video.scrollIntoViewIfNeeded();
        // Playable from the keyboard: the browser's controls, focusable.
        await expect(video).toHaveAttribute("controls", "");
        await video.focus();
        await expect(video).toBeFocused();
        await expect(video).toHaveAttribute("poster", `${videoBase(name, lang)}-poster.webp`);
        await expect(video).toHaveText(unsupported[lang]);
        await expect(video.locator("source")).toHaveCount(2);
        const box = await video.boundingBox();
        expect(box && Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(16 / 9, 1);
        // The files exist and are small.
        const base = videoBase(name, lang);
        for (const file of [`${base}.webm`, `${base}.mp4`, `${base}-poster.webp`]) {
          const res = await page.request.get(file);
          expect(res.status(), file).toBe(200);
          expect((await res.body()).byteLength, file).toBeLessThan(1.5 * 1024 * 1024);
        }
      });
    }
  });

  test.describe(`${lang}: a video in the first screen`, () => {
    for (const [path, name] of [
      ["dr", "dr-demo"],
      ["subnova-demo", "subnova-demo"],
    ] as const) {
      test(`/${lang}/${path}: the first paint shows the poster; the controls come with the scripts`, async ({
        page,
      }) => {
        // The browser builds a video's controls while it parses the page, before the first
        // paint: the page's own HTML leaves them to its scripts.
        const scriptsHeld = await holdRequests(page, "**/assets/*.js");
        await page.goto(`/${lang}/${path}`, { waitUntil: "domcontentloaded" });
        await expect.poll(scriptsHeld.requested).toBe(true);
        const video = page.getByTestId(`video-${name}`);
        await expect(video).toBeVisible();
        await expect(video).toHaveAttribute("poster", `${videoBase(name, lang)}-poster.webp`);
        await expect(video).not.toHaveAttribute("controls");
        scriptsHeld.release();
        await expect(video).toHaveAttribute("controls", "");
      });
    }
  });

  test.describe(`${lang}: videos without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: phone });

    const videos = [
      ["dr", "dr-demo"],
      ["subnova-demo", "subnova-demo"],
      ["cross", "cross-demo"],
      ["platform", "platform-demo"],
    ] as const;
    // Read-only checks of four pages: one tab walks them (DR 015), each a first visit.
    test(`/${lang}/${videos.map(([path]) => path).join(", ")}: one video shows, with its controls`, async ({
      page,
    }) => {
      const names = new Map<string, string>(
        videos.map(([path, name]) => [`/${lang}/${path}`, name]),
      );
      await tourRoutes(page, [...names.keys()], async (path) => {
        const name = names.get(path);
        await page.goto(path);
        const video = page.getByTestId(`video-${name}`).filter({ visible: true });
        await expect.soft(video, path).toHaveCount(1);
        await expect.soft(video, path).toHaveAttribute("controls", "");
        await expect
          .soft(video, path)
          .toHaveAttribute("poster", `${videoBase(name ?? "", lang)}-poster.webp`);
        await expect.soft(video.locator("source"), path).toHaveCount(2);
      });
    });
  });

  test.describe(`${lang}: hero calls to action`, () => {
    test.use({ viewport: desktop });
    const cases: Array<[page: string, path: string, target: string, secondary?: string]> = [
      ["home", "", "contact", "checkout"],
      ["cross", "cross", "contact", "checkout"],
      ["cashback", "cashback", "demo"],
      ["decline", "decline", "contact"],
      ["iso", "iso", "contact"],
      ["about", "about", "careers"],
      ["ventureStudio", "venture-studio", "contact"],
      ["subnovaDemo", "subnova-demo", "contact"],
    ];
    // Eight pages, each loaded and left by its call to action: one tab walks them (DR 015).
    test(`/${lang}, ${cases
      .slice(1)
      .map(([, path]) => path)
      .join(", ")}: each leads where it says`, async ({ page }) => {
      test.setTimeout(cases.length * 20_000);
      const byPath = new Map(
        cases.map((item) => [item[1] ? `/${lang}/${item[1]}` : `/${lang}`, item] as const),
      );
      await tourRoutes(page, [...byPath.keys()], async (path) => {
        const [id, , target, secondary] = byPath.get(path)!;
        const copy = pageCopy<HeroActionsCopy>(lang, id).hero;
        await gotoReady(page, path);
        const hero = page.getByTestId("page-hero");
        if (secondary && copy.secondaryCta) {
          await expect
            .soft(hero.getByRole("link", { name: copy.secondaryCta }), path)
            .toHaveAttribute("href", `/${lang}/${secondary}`);
        }
        await hero.getByRole("link", { name: copy.cta }).click();
        await expect.soft(page, path).toHaveURL(new RegExp(`/${lang}/${target}$`));
      });
    });
  });
}

/** How many sections that animate in are not fully visible right now. */
function hiddenSections(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll("[data-reveal]")].filter(
        (el) => getComputedStyle(el).opacity !== "1",
      ).length,
  );
}

test.describe("scroll effects", () => {
  test.use({ viewport: desktop });
  const path = "/en";

  test("sections animate in once when scrolled to", async ({ page }) => {
    await gotoReady(page, path);
    const section = page.locator("[data-reveal]").last();
    await expect(section).not.toHaveAttribute("data-shown");
    expect(await section.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-shown", "");
    await expect.poll(() => section.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    // Once shown, it stays shown after scrolling away.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(section).toHaveAttribute("data-shown", "");
  });

  test("without JavaScript every section is visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: desktop });
    const page = await context.newPage();
    await page.goto(path);
    expect(await hiddenSections(page)).toBe(0);
    await context.close();
  });

  test("under reduced motion nothing is hidden or moving", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: desktop });
    await storeConsent(context);
    const page = await context.newPage();
    await gotoReady(page, path);
    expect(await hiddenSections(page)).toBe(0);
    const marquee = page.getByTestId("marquee-track");
    expect(await marquee.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await context.close();
  });

  test("the marquee scrolls at speed 50, pauses on hover and with its button", async ({ page }) => {
    const copy = pageCopy<HomeCopy>("en", "home").marquee;
    await gotoReady(page, path);
    const track = page.getByTestId("marquee-track");
    await page.getByRole("region", { name: copy.label }).evaluate((el) => el.scrollIntoView());
    const state = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(await state()).toBe("running");
    const { width, duration } = await track.evaluate((el) => ({
      width: el.scrollWidth / 2,
      duration: parseFloat(getComputedStyle(el).animationDuration),
    }));
    // Pixels per second of the loop, close to the marquee's speed of 50.
    expect(width / duration).toBeGreaterThan(35);
    expect(width / duration).toBeLessThan(65);
    await page.getByRole("region", { name: copy.label }).hover({ position: { x: 200, y: 20 } });
    expect(await state()).toBe("paused");
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: copy.pause }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { level: 1 }).click();
    expect(await state()).toBe("paused");
    await page.getByRole("button", { name: copy.play }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { level: 1 }).click();
    expect(await state()).toBe("running");
  });
});

test.describe("feature cards on phones", () => {
  test.use({ viewport: phone });

  test("the card near the middle of the screen is highlighted", async ({ page }) => {
    const copy = pageCopy<HomeCopy>("en", "home");
    await gotoReady(page, "/en");
    const card = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: filled(copy.product.cards[1]?.bigHeading ?? "") }),
    });
    await expect(card).not.toHaveAttribute("data-centered");
    await card.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expect(card).toHaveAttribute("data-centered", "");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(card).not.toHaveAttribute("data-centered");
  });
});

// The pages whose statistic cards carry the longest figures ("850,000+", "+150 000", "41,53 $",
// "Plus de 5 Md$"), and the widths at which a card is narrowest for them: phones in the two-column
// grid, a tablet in the three-column one, a laptop in the four-column one.
const statPages = ["/platform", "/cashback", "/cross", "/decline"] as const;
const statWidths = [360, 390, 700, 1024] as const;

for (const lang of langs) {
  test(`${lang}: every statistic's figure stays inside its card, from phone to laptop`, async ({
    page,
  }) => {
    for (const path of statPages) {
      await page.setViewportSize(phone);
      await page.goto(`/${lang}${path}`);
      await page.evaluate(() => document.fonts.ready);
      const figures = page.getByRole("definition");
      expect(await figures.count(), `/${lang}${path} has figures`).toBeGreaterThan(0);
      for (const width of statWidths) {
        await page.setViewportSize({ width, height: 900 });
        const outside = await figures.evaluateAll((dds) =>
          dds.flatMap((dd) => {
            const card = dd.parentElement;
            if (!card) return [];
            const style = getComputedStyle(card);
            const box = card.getBoundingClientRect();
            const left = box.left + parseFloat(style.paddingLeft);
            const right = box.right - parseFloat(style.paddingRight);
            const text = document.createRange();
            text.selectNodeContents(dd);
            const drawn = text.getBoundingClientRect();
            return drawn.left < left - 1 || drawn.right > right + 1
              ? [`${dd.textContent} by ${Math.round(drawn.right - right)} px`]
              : [];
          }),
        );
        expect(outside, `/${lang}${path} at ${width} px`).toEqual([]);
      }
    }
  });
}
