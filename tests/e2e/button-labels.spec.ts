import { expect, type Page, test } from "@playwright/test";
import { storeConsent } from "./helpers";

// A call to action keeps its whole label inside the button and the button inside the screen, at
// 320 px (WCAG's reflow width) and under a visitor's own text spacing. Buttons keep their label on
// one line, so a long French label, or any label spaced out by a reader's style sheet, ran out of
// its button and off the screen where the button sits alone in a column (those now set btn-wrap).

/** WCAG 1.4.12 (Text Spacing): what a visitor's own style sheet may set; nothing may be lost. */
const TEXT_SPACING = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/** Every visible link and button of the main content whose label or box leaves its place. */
async function labelsOutOfPlace(page: Page): Promise<string[]> {
  // Measured in the site's face, not the fallback it shows while that face loads.
  await page.evaluate(async () => {
    await document.fonts.load('600 1rem "Plus Jakarta Sans Variable"');
    await document.fonts.ready;
  });
  return page
    .getByRole("main")
    .locator("a, button")
    .evaluateAll((controls) => {
      const screen = document.documentElement.clientWidth;
      const found: string[] = [];
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // A row that scrolls sideways (the brand search's categories) is meant to run past.
        let scrolls = false;
        for (let up = control.parentElement; up && !scrolls; up = up.parentElement) {
          const overflow = getComputedStyle(up).overflowX;
          scrolls = overflow === "auto" || overflow === "scroll";
        }
        if (scrolls) continue;
        // The drawn label: its visible words and icons, not what is there for screen readers
        // only nor a decorative sign (the feature list's turning +, whose box grows as it turns).
        const icons = Array.from(control.querySelectorAll("svg"), (icon) =>
          icon.getBoundingClientRect(),
        );
        const drawn = [...icons];
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (text.parentElement?.closest(".sr-only, [aria-hidden='true']")) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          drawn.push(...Array.from(range.getClientRects()));
        }
        let left = Infinity;
        let right = -Infinity;
        for (const rect of drawn) {
          if (rect.width === 0) continue;
          left = Math.min(left, rect.left);
          right = Math.max(right, rect.right);
        }
        const label = (control.textContent ?? "").trim();
        // A label too long for its button squeezed the button's arrow to nothing.
        if (icons.some((icon) => icon.width < 1)) found.push(`"${label}" has lost its icon`);
        if (box.left < -1 || box.right > screen + 1) {
          found.push(`"${label}" spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
        } else if (left < box.left - 1 || right > box.right + 1) {
          found.push(`"${label}" is drawn past its button by ${Math.round(right - box.right)} px`);
        }
      }
      return found;
    });
}

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

test.describe("a phone at 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("fr: the product demo's contact button holds its label and arrow", async ({ page }) => {
    await page.goto("/fr/subnova-demo");
    const contact = page
      .getByRole("main")
      .getByRole("link", { name: "Contacter notre équipe commerciale" });
    await expect(contact).toBeVisible();
    expect(await labelsOutOfPlace(page)).toEqual([]);
  });
});

test.describe("a 320 px screen with a visitor's own text spacing (WCAG 1.4.12 and 1.4.10)", () => {
  test.use({ viewport: { width: 320, height: 780 }, bypassCSP: true });

  // The pages where a label ran out of its button or off the screen before btn-wrap.
  const pages = {
    en: ["/en/cashback", "/en/dr"],
    fr: [
      "/fr",
      "/fr/cross",
      "/fr/cashback",
      "/fr/decline",
      "/fr/platform",
      "/fr/subnova-demo",
      "/fr/dr",
    ],
  } as const;

  for (const [lang, paths] of Object.entries(pages)) {
    test(`${lang}: every call to action stays whole on the screen`, async ({ page }) => {
      for (const path of paths) {
        await page.goto(path);
        await page.addStyleTag({ content: TEXT_SPACING });
        await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
        expect(await labelsOutOfPlace(page), path).toEqual([]);
      }
    });
  }
});
