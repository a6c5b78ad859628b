import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeSummary {
  /** How many rules found something to check and passed. */
  passes: number;
  /** One line per violated rule: its id, impact, help and the offending targets. */
  violations: string[];
}

/**
 * Runs axe-core's WCAG 2.2 AA rules on the page and its frames.
 *
 * Not @axe-core/playwright: its `analyze()` evaluates axe's 580 KB source in the page twice or
 * opens a second page to assemble the results, 2-3 s more per check than this on a slow CI
 * machine, for the same rules and results. Here axe goes once into every frame (cross-origin
 * ones too, as that package does) and the page's copy asks the frames for their part.
 */
export async function runAxe(page: Page): Promise<AxeSummary> {
  await settleTransitions(page);
  for (const frame of page.frames()) {
    // A frame that goes away meanwhile has nothing left to check.
    await frame
      .evaluate(`${axeSource}\naxe.configure({ allowedOrigins: ["<unsafe_all_origins>"] });`)
      .catch(() => undefined);
  }
  const options: RunOptions = {
    runOnly: { type: "tag", values: WCAG_TAGS },
    // Passed rules are counted, not listed node by node.
    resultTypes: ["violations"],
  };
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, runOptions);
    return {
      passes: results.passes.length,
      violations: results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact ?? "n/a"}): ${violation.help}\n    ${violation.nodes
            .map((node) => node.target.join(" "))
            .join("\n    ")}`,
      ),
    };
  }, options);
}

/**
 * Lets the page's short transitions and animations end before colours are checked, so that they
 * are checked as the visitor reads them: a section fading in (700 ms) is half transparent
 * meanwhile, which axe reports as low contrast. Waits for what ends within 1.5 s (plus two
 * frames for its last style); endless or long-running animations (a marquee, a slider's
 * progress bar) are checked as they stand. It waits by the clock rather than on `finished`:
 * on /en/platform that promise took over 3 s for card animations that had long run their time.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // First let the browser run what a frame brings: a section that has just scrolled into view
    // is revealed from an IntersectionObserver callback, delivered with the next frame, and its
    // fade only then starts (a CI run checked the contact page's points half faded in).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const remaining = document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const timing = animation.effect?.getComputedTiming();
        const left = Number(timing?.endTime ?? Infinity) - Number(timing?.localTime ?? 0);
        return left / Math.abs(animation.playbackRate || 1);
      })
      .filter((left) => left > 0 && left <= 1500);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ...remaining)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
