import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// We drive the system Chromium; Playwright's own browser download is not reachable from here.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // One browser; specs pick their viewport (390 px phone or 1440 px desktop) with test.use().
  // Timing budgets (tests/e2e/perf/) run after everything else, alone on the CPU, so another
  // worker's load is not measured as ours.
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: "perf/**" },
    {
      name: "perf",
      use: { ...devices["Desktop Chrome"] },
      testMatch: "perf/**/*.spec.ts",
      dependencies: ["chromium"],
    },
  ],
  // The production build, served by wrangler dev exactly as `npm start` serves it.
  webServer: {
    // The lead tests send many leads from this one machine: the per-IP daily quota is lifted
    // (each test still gets its own CF-Connecting-IP for the burst limit; see contact.spec.ts).
    command: `npm run build && npm run db:migrate:local && npx wrangler dev --port ${port} --ip 127.0.0.1 --var LEAD_DAILY_LIMIT_PER_IP:100000`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
