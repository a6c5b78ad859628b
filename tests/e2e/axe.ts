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
