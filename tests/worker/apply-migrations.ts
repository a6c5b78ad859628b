import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Runs before each test file; applied migrations are recorded, so this is a no-op after the first.
if (!env.TEST_MIGRATIONS) throw new Error("vitest.config.ts did not bind TEST_MIGRATIONS");
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
