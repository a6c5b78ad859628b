/**
 * `npm run bench:ab -- <name>=<checkout> <name>=<checkout> ...`: the same pages measured on
 * several builds in one run, for a with/without comparison of one mechanism.
 *
 * Each checkout is a folder where `npm run build` has run; its `build/` is copied first, so the
 * checkout may change while the bench runs. Every build is served by workerd on a port of its own
 * (scripts/bench/workerd-server.ts). For each page it prints, per build, the HTML and the
 * JavaScript loaded up front (gzip, as `npm run bench` counts them) and the medians of BENCH_RUNS
 * (5) Lighthouse mobile runs (performance, accessibility, LCP, CLS, TBT) with each run's score
 * and LCP. The runs go in turns, the order of
 * the builds reversed every other turn (A B, B A, A B ...), so that the machine's drift over the
 * run meets every build alike. BENCH_PAGES (comma-separated paths, or `all`: the pages of
 * `npm run bench`) sets the pages (/en,/fr/about).
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { e2eServerVars } from "../../tests/e2e/e2e-server.ts";
import { benchPages } from "./bench-pages.ts";
import { cell, kb, lighthouse, type LighthouseRun, sizes } from "./page-measures.ts";
import { WorkerdServer } from "./workerd-server.ts";

const FIRST_PORT = 8797;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const pages = benchPages(["/en", "/fr/about"]);

interface Build {
  name: string;
  server: WorkerdServer;
}

function parseBuilds(args: string[]): { name: string; checkout: string }[] {
  const builds = args.map((arg) => {
    const [name, checkout] = arg.split("=");
    if (!name || !checkout) throw new Error(`expected <name>=<checkout>, got "${arg}"`);
    return { name, checkout: resolve(checkout) };
  });
  // One build alone measures that build's floors with the same tables.
  if (builds.length < 1) throw new Error("give at least one build: <name>=<checkout> ...");
  return builds;
}

async function main() {
  const snapshots = await mkdtemp(join(tmpdir(), "bench-ab-"));
  const builds: Build[] = [];
  try {
    for (const [index, { name, checkout }] of parseBuilds(process.argv.slice(2)).entries()) {
      const root = join(snapshots, name);
      await cp(join(checkout, "build"), join(root, "build"), { recursive: true });
      const server = new WorkerdServer(FIRST_PORT + index, e2eServerVars, root);
      await server.start();
      builds.push({ name, server });
    }
    console.log(`\nLighthouse mobile, ${RUNS} runs per page and build, in alternating turns\n`);
    console.log(
      "page | build | HTML KB gz | JS KB gz | perf | a11y | LCP s | CLS | TBT ms | perf, each run | LCP s, each run",
    );
    console.log("---|---|---|---|---|---|---|---|---|---|---");
    const everyRun = new Map<string, LighthouseRun[]>(builds.map(({ name }) => [name, []]));
    for (const path of pages) {
      const runs = new Map<string, LighthouseRun[]>(builds.map(({ name }) => [name, []]));
      for (let turn = 0; turn < RUNS; turn++) {
        const order = turn % 2 === 0 ? builds : builds.toReversed();
        for (const { name, server } of order) {
          // The CPU-time audit of `npm run bench` is left out: a comparison reads Lighthouse's own figures.
          const run = await lighthouse(new URL(path, server.baseURL).href, false);
          runs.get(name)?.push(run);
          everyRun.get(name)?.push(run);
        }
      }
      for (const { name, server } of builds) {
        const size = await sizes(server.baseURL, path);
        const own = runs.get(name) ?? [];
        console.log(
          [
            path,
            name,
            kb(size.html),
            kb(size.js),
            cell(own, (r) => r.score, 0),
            cell(own, (r) => r.accessibility, 0),
            cell(own, (r) => r.lcp / 1000, 2),
            cell(own, (r) => r.cls, 3),
            cell(own, (r) => r.tbt, 0),
            own.map((r) => r.score).join(", "),
            own.map((r) => (r.lcp / 1000).toFixed(2)).join(", "),
          ].join(" | "),
        );
      }
    }
    console.log("\nEvery run of every page:");
    for (const [name, runs] of everyRun) {
      console.log(
        `${name}: ${runs.length} runs, perf median ${cell(runs, (r) => r.score, 0)},` +
          ` min ${Math.min(...runs.map((r) => r.score))}; LCP median ${cell(runs, (r) => r.lcp / 1000, 2)} s;` +
          ` TBT median ${cell(runs, (r) => r.tbt, 0)} ms`,
      );
    }
  } finally {
    for (const { server } of builds) await server.dispose();
    await rm(snapshots, { recursive: true, force: true });
  }
}

await main();
