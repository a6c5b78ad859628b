import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Runs before each test file; applied migrations are recorded, so this is a no-op after the first.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
