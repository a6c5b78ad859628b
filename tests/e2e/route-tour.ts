import { type Page, test } from "@playwright/test";

/**
 * Splits `items` into `parts` groups of nearly equal size, in order, so that the tests which walk
 * them (below) share the workers evenly.
 */
export function inGroups<T>(items: readonly T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    groups.push(items.slice(start, start + size));
  }
  return groups;
}

/**
 * Visits `paths` one after the other in one tab, each as a first visit: the HTTP cache is off
 * (every script and stylesheet is fetched again) and the site's cookies and storage are emptied
 * before each path (init scripts such as `storeConsent` run again on every new document). Each
 * path is a step of its own in the report.
 *
 * Why one tab: a new browser context per path costs a new renderer process, about 1.6 s of CPU on
 * a slow CI machine whatever the page; ten routes in one tab took half the CPU and under half the
 * time of ten fresh contexts. Checks inside `visit` should be `expect.soft`, so that one route's
 * failure does not hide the next ones' (a visit that throws does not either: see below).
 */
export async function tourRoutes(
  page: Page,
  paths: readonly string[],
  visit: (path: string) => Promise<void>,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  // A route whose visit throws (a load that times out, a hard assertion) fails its step and the
  // tour goes on, so that the routes after it are still checked; the tour fails at the end,
  // naming every such route.
  const thrown: string[] = [];
  for (const path of paths) {
    try {
      await test.step(path, async () => {
        await page.context().clearCookies();
        if (page.url().startsWith("http")) {
          await page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
        }
        await visit(path);
      });
    } catch (error) {
      thrown.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await cdp.detach();
  if (thrown.length) throw new Error(`The tour failed on:\n${thrown.join("\n")}`);
}
