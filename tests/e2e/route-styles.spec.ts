import { readdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { prerenderPaths } from "../../app/config/prerender";
import { missingRules } from "../../app/lib/route-stylesheet.server";
import { launcher, panel } from "./chat-helpers";
import { desktop, gotoReady, heroTitle, storeConsent, stripTags } from "./helpers";

/**
 * A page inlines only the utility rules its route imports (DR 013). These tests check that no
 * page lacks a rule its markup uses, that the rest arrives before another route or the chat
 * widget shows, and that the cut is real.
 */

const stylesheetName = readdirSync("build/client/assets").find((name) =>
  /^app-.*\.css$/.test(name),
);
const stylesheetPath = `/assets/${stylesheetName}`;

const inlineStylesheet = (html: string) =>
  /<style id="app-styles">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

// Pages the Worker renders per request, next to the prerendered files.
const renderedPages = [
  "/en/contact",
  "/fr/contact",
  "/webi",
  "/webiCheckout",
  "/fr/nope",
  "/en?q=nike",
  "/fr/platform?category=fashion",
  "/en/checkout?variant=popup",
];

test("every page inlines every utility rule its markup uses, and fewer than the whole stylesheet", async ({
  request,
}) => {
  test.slow();
  const full = await (await request.get(stylesheetPath)).text();
  expect(full.length).toBeGreaterThan(50_000);
  for (const path of [...prerenderPaths, ...renderedPages]) {
    const html = await (await request.get(path)).text();
    const inline = inlineStylesheet(html);
    expect(inline.length, path).toBeGreaterThan(20_000);
    expect(inline.length, path).toBeLessThan(full.length * 0.8);
    expect(missingRules(full, inline, html), path).toEqual([]);
  }
});

test("the 404 page's rules come with a 404 only", async ({ request }) => {
  // Every route can end in a 404, so counted as every route's, the 404 page's rules were in
  // every page's HTML (about 160 bytes gzip).
  const rule = ".text-\\[7rem\\]{";
  for (const path of ["/fr/nope", "/en/about/extra", "/de/about"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(inlineStylesheet(await response.text()), path).toContain(rule);
  }
  for (const path of ["/fr", "/en/about", "/en/contact"]) {
    expect(inlineStylesheet(await (await request.get(path)).text()), path).not.toContain(rule);
  }
});

/** Holds the whole stylesheet back, so that a page which did not wait for it would show first. */
async function delayStylesheet(page: Page) {
  await page.route(`**${stylesheetPath}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

/** Classes on elements under `root` that the whole stylesheet styles and the inline one not. */
async function classesMissingInline(page: Page, root: string) {
  const full = await (await page.request.get(stylesheetPath)).text();
  return page.evaluate(
    ([selector, fullCss]) => {
      const inline = document.getElementById("app-styles")?.textContent ?? "";
      const names = new Set<string>();
      for (const element of document.querySelectorAll(`${selector} [class]`)) {
        for (const name of element.classList) {
          const rule = `.${CSS.escape(name)}`;
          if (fullCss.includes(rule) && !inline.includes(rule)) names.add(name);
        }
      }
      return [...names];
    },
    [root, full] as const,
  );
}

/** Of these classes, those no stylesheet the page applies has a rule for. */
function classesWithoutRule(page: Page, names: string[]) {
  return page.evaluate((list) => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        else if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const all = selectors.join("\n");
    return list.filter((name) => !all.includes(`.${CSS.escape(name)}`));
  }, names);
}

test.describe("the rest of the stylesheet", () => {
  test.use({ viewport: desktop });
  test.beforeEach(async ({ context }) => storeConsent(context));

  test("is applied before a client navigation shows another route", async ({ page }) => {
    // Two page loads and a navigation that waits 1.5 s on purpose.
    test.slow();
    await delayStylesheet(page);
    await gotoReady(page, "/en/terms");
    await page
      .getByTestId("site-footer")
      .getByRole("link", { name: "Discount platform", exact: true })
      .click();
    await page.waitForURL("**/en/platform");
    await expect(
      page.getByRole("heading", { level: 1, name: stripTags(heroTitle("en", "platform")) }),
    ).toBeVisible({ timeout: 15_000 });
    // The platform page uses utilities the legal page's inline stylesheet does not have...
    const missing = await classesMissingInline(page, "main");
    expect(missing.length).toBeGreaterThan(5);
    // ...and they were there as soon as it appeared (the file is held back 1.5 s).
    expect(await classesWithoutRule(page, missing)).toEqual([]);
  });

  test("arrives with the chat widget", async ({ page }) => {
    await delayStylesheet(page);
    await gotoReady(page, "/en/terms");
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    const missing = await classesMissingInline(page, '[data-testid="chat-panel"]');
    expect(missing.length).toBeGreaterThan(5);
    expect(await classesWithoutRule(page, missing)).toEqual([]);
  });
});
