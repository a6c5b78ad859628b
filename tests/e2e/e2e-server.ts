/**
 * Settings of the local server the browser tests run against (playwright.config.ts passes them
 * to `wrangler dev` with --var). The admin token only exists on that server: the lead tests read
 * back what was stored through GET /api/leads.csv.
 */
/** Where tests/fakes/stripe-api.ts listens during the browser tests. */
export const FAKE_STRIPE_PORT = 12111;
export const E2E_ADMIN_TOKEN = "e2e-admin-token-not-a-secret";
export const e2eServerVars = {
  // Many leads come from this one machine; each test still uses its own CF-Connecting-IP.
  LEAD_DAILY_LIMIT_PER_IP: "100000",
  ADMIN_TOKEN: E2E_ADMIN_TOKEN,
  // Test-mode Stripe keys against the local fake API (tests/fakes/stripe-api.ts).
  STRIPE_SECRET_KEY: "sk_test_e2e_fake",
  STRIPE_PUBLISHABLE_KEY: "pk_test_e2e_fake",
  STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
  // A pixel id so the pixel's consent gate can be tested (its script is served by a route).
  META_PIXEL_ID: "000000000000001",
};
