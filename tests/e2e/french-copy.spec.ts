import { expect, type Page, test } from "@playwright/test";
import { langPages, pagePath, webinarPageIds, webinarPath } from "../../app/config/pages";
import { englishIn } from "./english-words";
import { desktop, gotoReady } from "./helpers";
import { inGroups, tourRoutes } from "./route-tour";

/** The French pages that must show no English: every page of the sitemap under /fr, and the
 * webinar funnel's French pages. */
const FRENCH_PAGES: readonly string[] = [
  ...langPages.map((page) => pagePath("fr", page.id)),
  ...webinarPageIds.map((id) => webinarPath("fr", id)),
];

const ATTRIBUTES: string[] = ["aria-label", "alt", "title", "placeholder"];

/** The words a visitor or a screen reader meets in the attributes of every element, and the title. */
function attributeText(page: Page): Promise<string> {
  return page.evaluate((names) => {
    const values = [document.title];
    const description = document.querySelector('meta[name="description"]');
    values.push(description?.getAttribute("content") ?? "");
    for (const element of document.querySelectorAll(names.map((n) => `[${n}]`).join(","))) {
      for (const name of names) values.push(element.getAttribute(name) ?? "");
    }
    return values.join("\n");
  }, ATTRIBUTES);
}

const NOT_COPY = 'script, style, template, code, textarea[readonly], [translate="no"]';

/**
 * The text of the page's body, node by node. Left out: scripts and styles, code (a layout's name
 * in `<code>`, "checkout1"; the cashback demo's embed code in its read-only box) and what is
 * marked `translate="no"` (drawn brand wordmarks). `visibleOnly` keeps what the browser draws or a screen reader reads; without it
 * hidden parts count too (a closed menu, the consent preferences, and without JavaScript the
 * careers posts that a <noscript> holds).
 */
function bodyText(page: Page, visibleOnly: boolean): Promise<string> {
  return page.evaluate(
    ([visible, skipped]) => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(skipped)) continue;
        if (visible && !parent.checkVisibility({ visibilityProperty: true })) continue;
        texts.push(node.nodeValue ?? "");
      }
      return texts.join("\n");
    },
    [visibleOnly, NOT_COPY] as const,
  );
}

/** Opens each of `paths` in turn and checks the text `read` gathers from it. */
async function checkPages(
  page: Page,
  paths: readonly string[],
  open: (path: string) => Promise<unknown>,
  read: (page: Page) => Promise<string>,
): Promise<void> {
  // The platform page draws its 400 brand cards, the careers page eight whole job posts.
  test.setTimeout(paths.length * 20_000);
  await tourRoutes(page, paths, async (path) => {
    await open(path);
    const text = [await read(page), await attributeText(page)].join("\n");
    // The page must have been read, or an empty one would pass.
    expect.soft(text.length, `${path} has text`).toBeGreaterThan(200);
    expect.soft(englishIn(text), `English words on ${path}`).toEqual([]);
  });
}

test.describe("no English on French pages: the server's HTML, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });

  for (const paths of inGroups(FRENCH_PAGES, 3)) {
    test(`${paths.join(", ")}`, async ({ page }) => {
      await checkPages(
        page,
        paths,
        (path) => page.goto(path),
        (p) => bodyText(p, false),
      );
    });
  }
});

test.describe("no English on French pages: what a visitor sees once the page has hydrated", () => {
  test.use({ viewport: desktop });

  for (const paths of inGroups(FRENCH_PAGES, 3)) {
    test(`${paths.join(", ")}`, async ({ page }) => {
      await checkPages(
        page,
        paths,
        (path) => gotoReady(page, path),
        (p) => bodyText(p, true),
      );
    });
  }
});

test("the check finds English words, and lets French, brands and addresses through", () => {
  expect(englishIn("Get started now with our free dashboard")).toHaveLength(7);
  expect(englishIn("Sign in to Checkout")).toEqual([
    '"Sign" in "Sign in to Checkout"',
    '"in" in "Sign in to Checkout"',
    '"to" in "Sign in to Checkout"',
    '"Checkout" in "Sign in to Checkout"',
  ]);
  expect(
    englishIn(
      "Un club à 19,99 $ pour économiser chez The North Face, Ross Dress for Less ou Live Nation, " +
        "sur shop.example/checkout ; écrivez à hello@subnova.example. Une start-up en pop-up.",
    ),
  ).toEqual([]);
});
