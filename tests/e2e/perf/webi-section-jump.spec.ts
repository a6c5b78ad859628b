import { expect, type Page, test } from "@playwright/test";
import type webiCatalogue from "../../../locales/en/pages/webi.json";
import { desktop, gotoReady, pageCopy, phone, storeConsent } from "../helpers";

const copy = pageCopy<typeof webiCatalogue>("en", "webi");

/** What the page records around the click (`window.jump`). */
interface JumpRecord {
  /** When each frame answering a click was painted (Event Timing: start plus duration). */
  clicks: number[];
  /** When each click was dispatched. */
  clickAt: number[];
  /** When the page had laid out all its parts for the jump (`data-drawn` on `<main>`). */
  laidOut: number | null;
}

/**
 * Clicks a section link on a 4x slower CPU and reads, in the page, when the frame answering the
 * click was painted and when the page had laid out every part of itself for the jump. That
 * layout (scroll-to-section.ts) costs about 200 ms of main thread on a phone; it must come after
 * the answering frame, not before it. Read as an order, not a duration, so that a slower machine
 * does not make the test fail (it took 290-780 ms to paint with the layout first, 30-320 ms
 * after, depending on the machine).
 */
async function expectLayoutAfterPaint(page: Page, click: () => Promise<void>): Promise<void> {
  // A visitor reading the bar: the page has finished starting up (its scripts and lazy parts).
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_000);
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate(() => {
    const w = window as unknown as { jump: JumpRecord };
    w.jump = { clicks: [], clickAt: [], laidOut: null };
    const main = document.querySelector("main");
    if (main?.hasAttribute("data-drawn")) throw new Error("the page was laid out before the click");
    // Delivered at the end of the task or frame callback that set it, after its layout.
    new MutationObserver(() => {
      w.jump.laidOut ??= performance.now();
    }).observe(main ?? document, { attributes: true, attributeFilter: ["data-drawn"] });
    window.addEventListener("click", (event) => w.jump.clickAt.push(event.timeStamp), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === "click") w.jump.clicks.push(entry.startTime + entry.duration);
      }
    }).observe({
      type: "event",
      durationThreshold: 16,
      buffered: false,
    } as PerformanceObserverInit);
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await click();
  // The register part lands under the bar: the jump still happened, after the frame.
  await expect
    .poll(() => page.locator("#register").evaluate((el) => el.getBoundingClientRect().top), {
      timeout: 15_000,
    })
    .toBeLessThanOrEqual(100);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  // Event Timing reports the entry once the frame is painted; give it that long.
  await page.waitForTimeout(200);
  const { clicks, clickAt, laidOut } = await page.evaluate(
    () => (window as unknown as { jump: JumpRecord }).jump,
  );
  expect(clickAt).toHaveLength(1);
  // Under 16 ms the entry is not reported at all: the frame was painted within 16 ms of the click.
  const painted = clicks[0] ?? (clickAt[0] ?? 0) + 16;
  expect(laidOut).not.toBeNull();
  expect(laidOut).toBeGreaterThan(painted);
}

// No particles: their frames would run between the click and its handler, timed as the click's.
// (With reduced motion the jump is instant instead of smooth; it lays the page out all the same.)
test.use({ reducedMotion: "reduce" });

// Runs in the "perf" project, after the other tests, so nothing else competes for the CPU.
test.describe("webinar section links answer the click before laying out the page", () => {
  test.beforeEach(async ({ context }) => {
    await storeConsent(context);
  });

  test("the section bar (1440 px): the click's frame is painted before the jump's layout", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await gotoReady(page, "/webi");
    const bar = page.getByRole("navigation", { name: copy.nav.label });
    await expectLayoutAfterPaint(page, () =>
      bar.getByRole("link", { name: copy.nav.register, exact: true }).click(),
    );
  });

  test("the section menu (390 px): the menu is painted closed before the jump's layout", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await gotoReady(page, "/webi");
    await page.getByRole("button", { name: copy.nav.openMenu }).click();
    const dialog = page.getByRole("dialog", { name: copy.nav.label });
    await expect(dialog).toBeVisible();
    await expectLayoutAfterPaint(page, () =>
      dialog.getByRole("link", { name: copy.nav.register, exact: true }).click(),
    );
    await expect(dialog).toBeHidden();
  });
});
