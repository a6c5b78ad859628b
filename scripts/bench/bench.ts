/**
 * `npm run bench`: what a visitor's phone downloads and sees, and what the server sustains.
 * Not part of `npm test` (about an hour on a 2-core machine: 44 pages, 3 Lighthouse runs each).
 *
 * For every page of the sitemap plus the webinar checkout in both languages it prints:
 * - HTML: the document's size gzipped (level 9);
 * - JS: the gzipped size of every script the document loads before any interaction (its
 *   module preloads, script sources and the inline module's imports); chunks loaded later on
 *   demand (the chat widget, Stripe, the demos) are not counted;
 * - Lighthouse mobile (simulated slow 4G, 4x CPU slowdown, system Chromium): performance score,
 *   LCP, CLS and TBT, each the median of BENCH_RUNS runs (3), and each run's TBT; then the TBT
 *   of the same runs audited again at the page's thread CPU time (scripts/bench/trace-at-cpu-time.ts);
 * - a reference: Lighthouse on a bare HTML page, plain and with the headers every response of
 *   ours carries, BENCH_REFERENCE_RUNS runs (9) of each spread over the pages: the floor this
 *   machine puts under the TBT column, and the floor our headers put there
 *   (scripts/bench/bench-reference.ts);
 * - Lighthouse's own CPU benchmark of this machine (benchmarkIndex), over every run.
 * Then, with 20 connections, interleaved rounds against one server so that the ratios compare:
 * requests per second and p99 latency of a prerendered page, a page the Worker renders, a small
 * static file and /api/health; once without compression and once with gzip (Encoding in
 * scripts/bench/bench-load.ts says why both), from a process of its own (that file).
 *
 * It builds, then serves the production build on port 8796 from workerd itself, with the
 * configuration wrangler reads for `wrangler dev` but without `wrangler dev`'s proxy in front
 * (scripts/bench/workerd-server.ts says why). With BENCH_BASE_URL it measures that server instead
 * (then it does not build): `npm start`, then BENCH_BASE_URL=http://localhost:8787 measures
 * through `wrangler dev`. BENCH_PAGES (comma-separated paths) limits the page list;
 * BENCH_RUNS=0 skips Lighthouse; BENCH_SECONDS sets the length of one load round (5).
 */
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { e2eServerVars } from "../../tests/e2e/e2e-server.ts";
import type { LoadPlan, LoadRow } from "./bench-load.ts";
import { allPages, benchPages } from "./bench-pages.ts";
import { referencePaths, referenceResponse } from "./bench-reference.ts";
import {
  cell,
  execFileAsync,
  kb,
  lighthouse,
  type LighthouseRun,
  median,
  ms,
  sizes,
} from "./page-measures.ts";
import { WorkerdServer } from "./workerd-server.ts";

const PORT = 8796;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const ROUNDS = 3;
const REFERENCE_RUNS = Number(process.env.BENCH_REFERENCE_RUNS ?? 9);

const pages = benchPages(allPages);

/**
 * The floor under the TBT column (scripts/bench/bench-reference.ts): a bare document, plain and with
 * our headers. On a 2-core machine Lighthouse's own tracing and the browser's other processes
 * share the cores with the page, and the 4x slowdown multiplies the time the page's thread
 * waits for a core as well as the time it works. Committing a document alone (creating its
 * JavaScript context) then reads 10-40 ms of wall time, enough for a bare page to read TBT over
 * 50 ms in some runs; moved into a browsing context group of its own, as our
 * Cross-Origin-Opener-Policy moves every page, it takes twice that and more. Served by the bench
 * itself, so that no code of ours is in it.
 */
async function serveReferencePages() {
  const server = createServer((req, res) => {
    const { status, headers, body } = referenceResponse(req.url ?? "/");
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  return {
    plain: url(referencePaths.plain),
    withOurHeaders: url(referencePaths.withOurHeaders),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The interleaved load rounds, in a process of their own (scripts/bench/bench-load.ts says why). */
async function throughput(plan: LoadPlan): Promise<LoadRow[]> {
  const { stdout } = await execFileAsync(process.execPath, [
    "scripts/bench/bench-load.ts",
    JSON.stringify(plan),
  ]).catch((error: { stderr?: string }) => {
    throw new Error(`the load process failed: ${error.stderr ?? String(error)}`);
  });
  return JSON.parse(stdout) as LoadRow[];
}

async function main() {
  const external = process.env.BENCH_BASE_URL;
  if (!external) {
    execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  }
  const own = external ? null : new WorkerdServer(PORT, e2eServerVars);
  await own?.start();
  const base = external ?? own?.baseURL ?? "";
  const bare = RUNS > 0 && REFERENCE_RUNS > 0 ? await serveReferencePages() : null;
  try {
    console.log(`\nPages against ${base} (Lighthouse: median of ${RUNS} mobile runs)\n`);
    console.log(
      "page | HTML KB gz | JS KB gz | perf | LCP s | CLS | TBT ms | TBT ms, each run | TBT ms at CPU time | at CPU time, each run",
    );
    console.log("---|---|---|---|---|---|---|---|---|---");
    // The bare page's runs are spread over the page list, so that they meet the same minutes:
    // run k goes before page floor(k * pages / runs).
    const referenceBefore = new Map<number, number>();
    for (let run = 0; run < REFERENCE_RUNS; run++) {
      const index = Math.floor((run * pages.length) / REFERENCE_RUNS);
      referenceBefore.set(index, (referenceBefore.get(index) ?? 0) + 1);
    }
    const reference: LighthouseRun[] = [];
    const referenceWithHeaders: LighthouseRun[] = [];
    const everyRun: LighthouseRun[] = [];
    for (const [index, path] of pages.entries()) {
      const referenceRuns = referenceBefore.get(index) ?? 0;
      if (bare) {
        for (let run = 0; run < referenceRuns; run++) {
          reference.push(await lighthouse(bare.plain));
          referenceWithHeaders.push(await lighthouse(bare.withOurHeaders));
        }
      }
      const size = await sizes(base, path);
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await lighthouse(new URL(path, base).href));
      everyRun.push(...runs);
      console.log(
        [
          path,
          kb(size.html),
          kb(size.js),
          cell(runs, (r) => r.score, 0),
          cell(runs, (r) => r.lcp / 1000, 2),
          cell(runs, (r) => r.cls, 3),
          cell(runs, (r) => r.tbt, 0),
          runs.map((r) => r.tbt.toFixed(0)).join(", ") || "-",
          cell(runs, (r) => r.tbtAtCpuTime, 0),
          runs.map((r) => ms(r.tbtAtCpuTime)).join(", ") || "-",
        ].join(" | "),
      );
    }
    const floor = (what: string, runs: LighthouseRun[]) => {
      const tbts = runs.map((r) => r.tbt);
      console.log(
        `${what}, ${tbts.length} runs:` +
          ` TBT median ${median(tbts).toFixed(0)} ms, max ${Math.max(...tbts).toFixed(0)} ms,` +
          ` over 50 ms in ${tbts.filter((tbt) => tbt > 50).length}` +
          ` (each run: ${tbts.map((tbt) => tbt.toFixed(0)).join(", ")});` +
          ` at CPU time median ${ms(median(runs.map((r) => r.tbtAtCpuTime)))} ms` +
          ` (each run: ${runs.map((r) => ms(r.tbtAtCpuTime)).join(", ")});` +
          ` LCP median ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s`,
      );
    };
    if (reference.length) {
      console.log("");
      floor(
        "Reference, a bare HTML page (no style, no script, no web font) in the same minutes",
        reference,
      );
      floor(
        "The same page with the security headers every response of ours carries, Cross-Origin-Opener-Policy among them (not the per-page Content-Security-Policy)",
        referenceWithHeaders,
      );
    }
    const indexes = [...everyRun, ...reference, ...referenceWithHeaders]
      .map((run) => run.benchmarkIndex)
      .filter((index) => Number.isFinite(index));
    if (indexes.length) {
      // Lighthouse's 4x is calibrated for a high-end desktop (its docs/throttling.md: an index of
      // 1500-2000 slowed 4x lands on a mid-tier phone); on a slower machine the same 4x emulates a
      // slower phone, and every task it counts is longer.
      console.log(
        `Lighthouse's CPU benchmark of this machine (benchmarkIndex), ${indexes.length} runs:` +
          ` median ${median(indexes).toFixed(0)}, ${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)};` +
          " its 4x slowdown is calibrated for 1500-2000 (a high-end desktop)",
      );
    }

    const targets = {
      "prerendered page": "/en/about",
      "rendered page": "/en/contact",
      "static file": "/favicon.svg",
      "api/health": "/api/health",
    };
    for (const encoding of ["identity", "gzip"] as const) {
      console.log(
        `\nThroughput, Accept-Encoding: ${encoding}: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s\n`,
      );
      const rows = await throughput({
        base,
        targets,
        encoding,
        connections: CONNECTIONS,
        rounds: ROUNDS,
        roundSeconds: ROUND_SECONDS,
      });
      const staticRow = rows.find((row) => row.name === "static file");
      const staticRps = staticRow?.rps ?? Number.NaN;
      const staticRounds = staticRow?.rounds ?? [];
      console.log(
        "target | path | req/s | p99 ms | vs static file | each round vs the static file's | dropped sockets",
      );
      console.log("---|---|---|---|---|---|---");
      for (const row of rows) {
        console.log(
          [
            row.name,
            row.path,
            row.rps.toFixed(0),
            row.p99.toFixed(1),
            (row.rps / staticRps).toFixed(2) + "x",
            // How far one round's ratio strays from the whole run's is the noise of the figure.
            row.rounds
              .map((rps, round) => (rps / (staticRounds[round] ?? Number.NaN)).toFixed(2))
              .join(", "),
            String(row.errors),
          ].join(" | "),
        );
      }
    }
  } finally {
    await bare?.close();
    await own?.dispose();
  }
}

await main();
