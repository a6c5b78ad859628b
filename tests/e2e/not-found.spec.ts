import { expect, type Locator, type Page, test } from "@playwright/test";
import { blockCopy, desktop, gotoReady, heroTitle, storeConsent } from "./helpers";

interface NotFoundCopy {
  code: string;
  title: string;
  goHome: string;
}
const notFound = {
  en: blockCopy<NotFoundCopy>("en", "notFound"),
  fr: blockCopy<NotFoundCopy>("fr", "notFound"),
};

test.use({ viewport: desktop });

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

test.describe("404 page", () => {
  test("/en/does-not-exist answers 404 with the English page", async ({ page }) => {
    const response = await gotoReady(page, "/en/does-not-exist");
    expect(response?.status()).toBe(404);
    const copy = notFound.en;
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The large decorative "404" (hidden from assistive tech, which reads it in the heading).
    await expect(page.locator('main p[aria-hidden="true"]', { hasText: /^404$/ })).toBeVisible();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(`${copy.code} ${copy.title}`);
    await expect(heading).toContainText(copy.title);
    await expect(page.getByRole("link", { name: copy.goHome })).toHaveAttribute("href", "/en");
    await expect(page).toHaveTitle(/Page not found/);
  });

  test("/fr/nope answers 404 with the French page", async ({ page }) => {
    const response = await gotoReady(page, "/fr/nope");
    expect(response?.status()).toBe(404);
    const copy = notFound.fr;
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Page introuvable");
    expect(copy.title).toBe("Page introuvable");
    await expect(page.getByRole("link", { name: copy.goHome })).toHaveAttribute("href", "/fr");
  });

  for (const path of ["/de/about", "/404", "/en/about/extra"]) {
    test(`${path} answers 404`, async ({ page }) => {
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(404);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(notFound.en.title);
    });
  }

  test("a client navigation to an address the site lacks draws the French 404 it fetched", async ({
    page,
  }) => {
    await gotoReady(page, "/fr/about");
    const dataResponse = page.waitForResponse((r) => r.url().includes("/fr/nope.data"));
    await page.evaluate(() => {
      const router = (window as { __reactRouterDataRouter?: { navigate(to: string): unknown } })
        .__reactRouterDataRouter;
      if (!router) throw new Error("no hydrated router");
      void router.navigate("/fr/nope");
    });
    expect((await dataResponse).status()).toBe(404);
    await expect(page).toHaveURL(/\/fr\/nope$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(`${notFound.fr.code} ${notFound.fr.title}`);
    // Styled, though /fr/about's own stylesheet lacks the 404 page's rules: the whole one has
    // applied before a client navigation draws.
    const code = page.getByText(notFound.fr.code, { exact: true }).first();
    expect(await code.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(
      100,
    );
    await expect(page.getByRole("link", { name: notFound.fr.goHome })).toHaveAttribute(
      "href",
      "/fr",
    );
    await expect(page).toHaveTitle(/^Page introuvable/);
  });

  test("its code is not in what other pages download; a 404 fetches it and comes alive", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await gotoReady(page, "/en/about");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((path) => path.includes("NotFoundScreen"))).toEqual([]);

    const chunk = page.waitForResponse((r) => r.url().includes("/assets/NotFoundScreen-"));
    await gotoReady(page, "/en/does-not-exist");
    expect((await chunk).status()).toBe(200);
    // Hydrated: the flashlight follows the pointer.
    const flashlight = page.getByTestId("flashlight");
    const box = await flashlight.boundingBox();
    if (!box) throw new Error("flashlight has no box");
    // Hydration follows the chunk's arrival; until then the light does not follow, so the move
    // is repeated until it does.
    await expect(async () => {
      await page.mouse.move(box.x + 300, box.y + 201);
      await page.mouse.move(box.x + 300, box.y + 200);
      await settle(page);
      expect(await flashlight.evaluate((el) => el.style.getPropertyValue("--x"))).toBe("300px");
    }).toPass();
  });

  test("Go Home lands on the English home page", async ({ page }) => {
    await gotoReady(page, "/en/does-not-exist");
    await page.getByRole("link", { name: notFound.en.goHome }).click();
    await page.waitForURL((url) => url.pathname === "/en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle("en", "home"));
    await expect(page.getByText(notFound.en.title)).toHaveCount(0);
    await expect(page.getByTestId("site-header")).toBeVisible();
    const response = await page.request.get("/en");
    expect(response.status()).toBe(200);
  });
});

/** The flashlight's --x/--y as the browser resolves them (inline values win over the class). */
async function lightPosition(flashlight: Locator): Promise<[string, string]> {
  return flashlight.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.getPropertyValue("--x").trim(), style.getPropertyValue("--y").trim()];
  });
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

test.describe("flashlight", () => {
  test("the light follows the pointer", async ({ page }) => {
    await gotoReady(page, "/en/does-not-exist");
    const flashlight = page.getByTestId("flashlight");
    expect(await lightPosition(flashlight)).toEqual(["50%", "45%"]);
    const box = await flashlight.boundingBox();
    if (!box) throw new Error("flashlight has no box");

    // The 404 page's code arrives after the root hydrates (server-not-found-screen.ts): until
    // it does, the light does not follow, so the first move is repeated until it does.
    await expect(async () => {
      await page.mouse.move(box.x + 200, box.y + 151);
      await page.mouse.move(box.x + 200, box.y + 150);
      await settle(page);
      expect(await lightPosition(flashlight)).toEqual(["200px", "150px"]);
    }).toPass();
    await page.mouse.move(box.x + 640, box.y + 420, { steps: 4 });
    await expect.poll(() => lightPosition(flashlight)).toEqual(["640px", "420px"]);
    expect(
      await flashlight.evaluate((el) => (el as HTMLElement).style.getPropertyValue("--x")),
    ).toBe("640px");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the light stays still", async ({ page }) => {
      // Not before the 404 page's code has arrived and run: until then the light would stay
      // still whatever the code does.
      const chunk = page.waitForResponse((r) => r.url().includes("/assets/NotFoundScreen-"));
      await gotoReady(page, "/en/does-not-exist");
      await chunk;
      await page.waitForLoadState("networkidle");
      await settle(page);
      expect(
        await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches),
      ).toBe(true);
      const flashlight = page.getByTestId("flashlight");
      const box = await flashlight.boundingBox();
      if (!box) throw new Error("flashlight has no box");
      for (const [x, y] of [
        [200, 150],
        [640, 420],
        [900, 300],
      ] as const) {
        await page.mouse.move(box.x + x, box.y + y, { steps: 3 });
        await settle(page);
      }
      expect(await lightPosition(flashlight)).toEqual(["50%", "45%"]);
      expect(
        await flashlight.evaluate((el) => (el as HTMLElement).style.getPropertyValue("--x")),
      ).toBe("");
    });
  });
});

test.describe("redirects", () => {
  const cases: Array<[from: string, to: string]> = [
    ["/about", "/en/about"],
    ["/cross-sell", "/en/cross"],
    ["/en/home", "/en"],
    ["/fr/discounts", "/fr/platform"],
    ["/fr/discount-platform", "/fr/platform"],
    ["/fr/cross-sell", "/fr/cross"],
    ["/", "/en"],
    ["/about?utm_source=x", "/en/about?utm_source=x"],
    ["/en/home?utm_source=x&utm_medium=y", "/en?utm_source=x&utm_medium=y"],
  ];
  for (const [from, to] of cases) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`).toBe(to);
      const redirect = response?.request().redirectedFrom();
      expect(redirect, "the server answered with a redirect").toBeTruthy();
      const redirectStatus = (await redirect?.response())?.status();
      expect([301, 308]).toContain(redirectStatus);
    });
  }

  test("a redirected page is the real page", async ({ page }) => {
    await gotoReady(page, "/fr/discounts");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle("fr", "platform"));
  });
});
