import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { e2eServerVars, FAKE_MAIL_PORT, FAKE_STRIPE_PORT } from "./tests/e2e/e2e-server.ts";

// We drive the system Chromium; Playwright's own browser download is not reachable from here.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 8788);
// Single-quoted for the shell: the agents' password hashes contain '$'.
const vars = Object.entries(e2eServerVars)
  .map(([name, value]) => `--var '${name}:${value}'`)
  .join(" ");
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  // A slow CI machine took over 5 s to bring up the chat widget once: such a wait fails the test
  // only when its condition never holds, so a longer one costs passing tests nothing.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // Recording a trace doubles a test's CPU on a slow machine (a DOM snapshot around every
    // action): on CI only a retry records one, so a failure still comes with its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
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
      // A trace's DOM snapshots run in the page around each action and would be timed as ours.
      use: { ...devices["Desktop Chrome"], trace: "off" },
      testMatch: "perf/**/*.spec.ts",
      dependencies: ["chromium"],
      // One at a time: two timing tests side by side measure each other (the first-visit frames
      // test read 22-28 frames a second beside the others, 36-56 alone).
      workers: 1,
    },
  ],
  // The production build, served by wrangler dev exactly as `npm start` serves it.
  webServer: [
    {
      // Plus the test server's own settings (tests/e2e/e2e-server.ts).
      command: `npm run build && npm run db:migrate:local && npx wrangler dev --port ${port} --ip 127.0.0.1 ${vars}`,
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
    },
    // api.stripe.com is not reachable from here: the Worker above talks to this fake instead.
    {
      command: `npx node tests/fakes/stripe-api.ts`,
      url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/__calls`,
      env: { FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT) },
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
    },
    // The mail provider for chat transcripts (MAIL_API_URL above).
    {
      command: `npx node tests/fakes/mail-api.ts`,
      url: `http://127.0.0.1:${FAKE_MAIL_PORT}/__mails`,
      env: { FAKE_MAIL_PORT: String(FAKE_MAIL_PORT) },
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
