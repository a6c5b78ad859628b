import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { projectAliases } from "./vite.config.ts";
import { routeStyles } from "./scripts/build/route-styles-plugin.ts";

// Every test runs inside workerd with the bindings of wrangler.toml (local D1, KV, DOs, Queue).
// reactRouter() provides the server build, so pages render through the real Worker entry.
export default defineConfig(async () => {
  // The same migrations `npm start` applies, handed to the setup file that applies them to D1.
  const migrations = await readD1Migrations("./migrations");
  return {
    resolve: { alias: projectAliases },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations },
          // The Worker asks ASSETS for prerendered pages first; here, as under `npm run dev`,
          // there are none (only public/), so it renders them, which is what these tests check.
          assets: { directory: "./public", binding: "ASSETS" },
        },
      }),
      reactRouter(),
      // Serves the whole stylesheet with no per-route marks, as under `react-router dev`.
      routeStyles(),
    ],
    test: {
      // The first page a file requests compiles the whole app inside workerd (20-30 s on 2 busy cores).
      testTimeout: 90_000,
      // One module graph for all files: the app compiles once per worker, not once per file
      // (about 4 minutes of CI time down to about 1). Files may then see each other's rows and
      // counters, so every test works with its own addresses, ids and client IPs.
      isolate: false,
      include: [
        "tests/unit/**/*.test.{ts,tsx}",
        "tests/tooling/**/*.test.{ts,tsx}",
        "tests/worker/**/*.test.ts",
      ],
      setupFiles: ["./tests/worker/apply-migrations.ts"],
    },
  };
});
