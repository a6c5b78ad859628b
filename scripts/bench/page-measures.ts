/**
 * What the benches measure of one page: its bytes (HTML and the JavaScript it loads up front,
 * gzipped) and Lighthouse mobile runs on the system Chromium. Shared by `npm run bench` and
 * `npm run bench:ab`.
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipBytes } from "../../tests/e2e/gzip-bytes.ts";
import { traceAtCpuTime, type TraceEvent } from "./trace-at-cpu-time.ts";

const LIGHTHOUSE = "lighthouse@13.5.0";
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "-");
// A run's audit at CPU time can fail alone (NaN): medians are of the runs that measured.
export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The scripts the document itself names: preloads, sources and its inline module's imports. */
function documentScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    if (href) urls.add(href);
  }
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) if (src) urls.add(src);
  for (const [, module] of html.matchAll(
    /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    // The hydration script's own dynamic import always runs, so it counts.
    for (const [, from] of (module ?? "").matchAll(/(?:from|import)\s*\(?\s*"([^"]+\.js)"/g)) {
      if (from) urls.add(from);
    }
  }
  return [...urls];
}

/** A chunk's static imports (what loads with it); its dynamic `import()`s load on demand. */
function staticImports(code: string): string[] {
  return [
    ...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?"([^"]+\.js)"/g),
  ]
    .map(([, specifier]) => specifier ?? "")
    .filter(Boolean);
}

/**
 * A GET with one retry: after minutes of Lighthouse runs, the server may close the idle
 * keep-alive socket just as the next request reuses it ("other side closed"). The retry opens a
 * new one.
 */
async function get(url: URL): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

/** HTML gzip, and the gzip of every script the page loads before any interaction. */
export async function sizes(base: string, path: string) {
  const html = await (await get(new URL(path, base))).text();
  const seen = new Set<string>();
  let js = 0;
  const visit = async (url: URL) => {
    if (seen.has(url.pathname)) return;
    seen.add(url.pathname);
    const code = Buffer.from(await (await get(url)).arrayBuffer());
    js += gzipBytes(code);
    for (const specifier of staticImports(code.toString("utf8"))) {
      await visit(new URL(specifier, url));
    }
  };
  for (const url of documentScripts(html)) await visit(new URL(url, base));
  return { html: gzipBytes(html), js };
}

export interface LighthouseRun {
  score: number;
  /** The accessibility score (0-100): audited from the same load, at little extra time. */
  accessibility: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** The same run's TBT, audited again from its trace with each page task at its CPU time. */
  tbtAtCpuTime: number;
  /** Lighthouse's own CPU benchmark of this machine during the run (its `benchmarkIndex`). */
  benchmarkIndex: number;
}

/** A table cell: the median of the runs' `pick`, or "-" when no run measured it. */
export const cell = (
  runs: LighthouseRun[],
  pick: (run: LighthouseRun) => number,
  digits: number,
) => {
  const value = median(runs.map(pick));
  return Number.isFinite(value) ? value.toFixed(digits) : "-";
};

/**
 * One Lighthouse run, tried up to three times: on a loaded machine Lighthouse sometimes loses the
 * trace of a load (NO_NAVSTART) and reports no metric at all; a run that measured is never redone.
 */
export async function lighthouse(url: string, atCpuTime = true): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, atCpuTime);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`(Lighthouse attempt ${attempt} on ${url} failed; trying again)`);
    }
  }
}

// Asynchronous, so that the bench's own reference page (below) can answer while Lighthouse runs.
export const execFileAsync = promisify(execFile);

interface LighthouseReport {
  runtimeError?: { code: string };
  categories: {
    performance: { score: number | null };
    accessibility?: { score: number | null };
  };
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

async function lighthouseReport(url: string, mode: string): Promise<LighthouseReport> {
  const { stdout } = await execFileAsync(
    "npx",
    [
      "-y",
      LIGHTHOUSE,
      url,
      mode,
      "--only-categories=performance,accessibility",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 256 * 1024 * 1024 },
  ).catch((error: { stderr?: string }) => {
    throw new Error(`lighthouse failed on ${url}: ${error.stderr ?? String(error)}`);
  });
  return JSON.parse(stdout) as LighthouseReport;
}

async function lighthouseOnce(url: string, atCpuTime: boolean): Promise<LighthouseRun> {
  // Gathered and audited, its artifacts (trace included) kept for the audit at CPU time.
  const artifacts = await mkdtemp(join(tmpdir(), "bench-lighthouse-"));
  try {
    const report = await lighthouseReport(url, `-GA=${artifacts}`);
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    // The same trace error can also come back as a report without scores.
    if (report.runtimeError || report.categories.performance.score === null) {
      throw new Error(`lighthouse measured nothing on ${url}: ${report.runtimeError?.code}`);
    }
    return {
      score: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round((report.categories.accessibility?.score ?? Number.NaN) * 100),
      lcp: audit("largest-contentful-paint"),
      cls: audit("cumulative-layout-shift"),
      tbt: audit("total-blocking-time"),
      // Lighthouse's own figures are measured by now: a failed second audit must not redo the run.
      tbtAtCpuTime: atCpuTime
        ? await tbtAtCpuTime(url, artifacts).catch((error: unknown) => {
            console.error(
              `(the audit at CPU time failed on ${url}: ${String(error).slice(0, 300)})`,
            );
            return Number.NaN;
          })
        : Number.NaN,
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    await rm(artifacts, { recursive: true, force: true });
  }
}

/** The run's TBT audited again (Lighthouse's -A) from a copy of its trace at CPU time. */
async function tbtAtCpuTime(url: string, artifacts: string) {
  const trace = JSON.parse(await readFile(join(artifacts, "trace.json"), "utf8")) as {
    traceEvents: TraceEvent[];
  };
  const atCpuTime = traceAtCpuTime(trace.traceEvents, url);
  if (!atCpuTime) return Number.NaN;
  const copy = `${artifacts}-cpu`;
  try {
    // Everything the run saved but its trace, which is written anew.
    await cp(artifacts, copy, { recursive: true, filter: (from) => !from.endsWith("trace.json") });
    await writeFile(join(copy, "trace.json"), JSON.stringify({ ...trace, traceEvents: atCpuTime }));
    const report = await lighthouseReport(url, `-A=${copy}`);
    return report.audits["total-blocking-time"]?.numericValue ?? Number.NaN;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
