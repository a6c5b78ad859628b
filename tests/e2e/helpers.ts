import { readFileSync } from "node:fs";
import { type BrowserContext, expect, type Page, type Response } from "@playwright/test";
import { runAxe } from "./axe";
import {
  CONSENT_ID_PATTERN,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
} from "../../app/features/cookie-consent/consent-store";

export { CONSENT_ID_PATTERN, CONSENT_STORAGE_KEY, CONSENT_VERSION };

export const desktop = { width: 1440, height: 900 } as const;
export const phone = { width: 390, height: 844 } as const;

/** The stored shape of a consent choice (mirrors ConsentRecord in consent-store.ts). */
export interface StoredConsent {
  id: string;
  version: number;
  essential: boolean;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  timestamp: string;
}

export type OptionalChoice = Pick<StoredConsent, "analytics" | "marketing" | "functional">;

export const DAY_MS = 24 * 60 * 60 * 1000;

export function consentRecord(
  choice: Partial<OptionalChoice> = {},
  overrides: Partial<StoredConsent> = {},
): StoredConsent {
  return {
    id: crypto.randomUUID(),
    version: CONSENT_VERSION,
    essential: true,
    analytics: choice.analytics ?? false,
    marketing: choice.marketing ?? false,
    functional: choice.functional ?? false,
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * Puts a consent record in localStorage before any page script runs, so the popup stays closed.
 * It only writes when nothing is stored yet, so a choice made during the test survives reloads.
 */
export async function storeConsent(
  context: BrowserContext,
  record: StoredConsent = consentRecord(),
): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // about:blank and opaque origins have no storage; the next document will.
      }
    },
    [CONSENT_STORAGE_KEY, JSON.stringify(record)] as const,
  );
}

export async function readStoredConsent(page: Page): Promise<StoredConsent | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as StoredConsent);
}

/**
 * Waits until React has hydrated the page. The consent popup's effects are the signal: with a
 * stored choice the head script's `data-consent` mark is removed by a layout effect; without
 * one the popup's dialog receives focus from a passive effect.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.hasAttribute("data-consent")) return false;
    const dialog = document.querySelector('[data-testid="consent-dialog"]');
    return dialog === null || dialog.contains(document.activeElement);
  });
  // Let passive effects scheduled by the hydration commit (listeners, media queries) run.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

/**
 * Collects, from now on, the console messages in which Chromium reports a script, frame or
 * connection the page's Content-Security-Policy blocked. A test expects it to stay empty.
 */
export function cspConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/**
 * Holds every request to `url` until `release()` (a network slower than the visitor), then lets
 * the real server answer; `requested()` tells whether one was made meanwhile.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
): Promise<{ release: () => void; requested: () => boolean }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(url, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release: () => release(), requested: () => requested };
}

/** Navigates and waits for hydration; returns the main document's response. */
export async function gotoReady(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Scrolls up the way a visitor does to bring back the desktop header, which slides out of view on
 * the way down, and waits until it has slid back in. Playwright waits for a target to hold still
 * before it scrolls to it, not after: a click on a header control far down a page scrolls the
 * page up, which starts the header's slide, and can land on the moving button's edge and miss.
 */
export async function revealHeader(page: Page): Promise<void> {
  const header = page.getByTestId("site-header");
  if ((await header.getAttribute("data-hidden")) === "true") {
    await page.evaluate(() => window.scrollBy({ top: -200, behavior: "instant" }));
  }
  await expect(header).toHaveAttribute("data-hidden", "false");
  await header.evaluate((el) =>
    Promise.allSettled(el.getAnimations().map(({ finished }) => finished)),
  );
}

/** Removes the <hl>…</hl> highlight markup used in hero titles. */
export function stripTags(text: string): string {
  return text.replace(/<\/?[a-z]+>/gi, "");
}

export type Lang = "en" | "fr";

type BadgeKey = "pci" | "gdpr" | "ssl";

interface ProductCopy {
  name: string;
}

export interface CommonCatalogue {
  a11y: {
    skipToContent: string;
    mainNav: string;
    mobileNav: string;
    openMenu: string;
    closeMenu: string;
  };
  nav: {
    products: string;
    ventureStudio: string;
    about: string;
    getStarted: string;
    signIn: string;
  };
  products: Record<"cross" | "cashback" | "decline" | "iso" | "platform", ProductCopy>;
  language: { switchTo: string; changed: string };
  footer: {
    columns: { products: string; company: string; quickLinks: string; legal: string };
    links: { careers: string; masterclass: string };
    legal: { cookieSettings: string };
    badges: Record<BadgeKey, { name: string; detail: string }>;
  };
  consent: {
    title: string;
    manage: string;
    hide: string;
    rejectAll: string;
    acceptAll: string;
    save: string;
    categories: Record<"essential" | "analytics" | "marketing" | "functional", { label: string }>;
  };
}

interface HeroCopy {
  hero: { title: string };
}

const root = new URL("../../", import.meta.url);

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, root), "utf8")) as T;
}

export const common: Record<Lang, CommonCatalogue> = {
  en: readJson<CommonCatalogue>("locales/en/common.json"),
  fr: readJson<CommonCatalogue>("locales/fr/common.json"),
};

/** A block's copy (locales/<lang>/blocks/<id>.json), typed by the caller for what it reads. */
export function blockCopy<T extends object>(lang: Lang, blockId: string): T {
  return readJson<T>(`locales/${lang}/blocks/${blockId}.json`);
}

/** A page's own copy (locales/<lang>/pages/<id>.json), typed by the caller for what it reads. */
export function pageCopy<T extends object = HeroCopy>(lang: Lang, pageId: string): T {
  return readJson<T>(`locales/${lang}/pages/${pageId}.json`);
}

/** The plain text of a page's hero heading in a language. */
export function heroTitle(lang: Lang, pageId: string): string {
  return filled(stripTags(pageCopy(lang, pageId).hero.title));
}

/** Copy as the page shows it: brand constants filled in. */
export function filled(text: string): string {
  return text.replace(/\{\{brand\}\}/g, "Subnova");
}

/** Makes sure the document can scroll well past the header-hide threshold. */
export async function ensureScrollable(page: Page, minScrollable = 1500): Promise<void> {
  await page.evaluate((extra) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    if (scrollable >= extra) return;
    const spacer = document.createElement("div");
    spacer.dataset.testid = "e2e-spacer";
    spacer.style.height = `${extra - scrollable + 100}px`;
    document.body.append(spacer);
  }, minScrollable);
}

/**
 * Runs axe and fails with one line per violation: rule id, impact and the offending targets.
 * `soft`: the failure is recorded and the test goes on (a test that walks several routes).
 */
export async function expectNoAxeViolations(
  page: Page,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  const results = await runAxe(page);
  const check = soft ? expect.soft : expect;
  // Guard against a blank or half-loaded page passing for lack of anything to check.
  check(results.passes, `axe rules passed on ${page.url()}`).toBeGreaterThan(0);
  check(
    results.violations,
    `axe violations on ${page.url()}:\n${results.violations.join("\n")}`,
  ).toEqual([]);
}

/**
 * Lets the page load what it loads on its own before a test records requests: lazy images load
 * only as they near the screen. Passes over the whole page, waits for every image, and returns
 * to the top.
 */
export async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
}
