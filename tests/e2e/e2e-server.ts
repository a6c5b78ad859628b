/**
 * Settings of the local server the browser tests run against (playwright.config.ts passes them
 * to `wrangler dev` with --var). The admin token only exists on that server: the lead tests read
 * back what was stored through GET /api/leads.csv.
 */
/** Where tests/fakes/stripe-api.ts listens during the browser tests. */
export const FAKE_STRIPE_PORT = 12111;
/** Where tests/fakes/mail-api.ts listens: chat transcripts by email go there. */
export const FAKE_MAIL_PORT = 12112;
export const E2E_ADMIN_TOKEN = "e2e-admin-token-not-a-secret-0123456789";
/** Support agents of the test server (their hashes are below; the password is no secret). */
export const E2E_AGENT_PASSWORD = "e2e-agent-password-not-a-secret";
export const E2E_AGENTS = ["ana@subnova.test", "ben@subnova.test"] as const;
/**
 * An agent of the console's own settings tests: they rename her and switch her console to
 * French, which must not reach the other specs' agents while they run side by side.
 */
export const E2E_SETTINGS_AGENT = "cam@subnova.test";
/** The agent the reports test names in D1, so no other test meets a renamed agent. */
export const E2E_REPORTS_AGENT = "dee@subnova.test";
const E2E_AGENT_HASHES = [
  "ana@subnova.test:pbkdf2-sha256$100000$9eG-oBD9YzvSF4Qj4V1npg$e4ViYRRxL9u6dB_je9j7NK3a5oHnH7q9ZHFmKcd-3Ao",
  "ben@subnova.test:pbkdf2-sha256$100000$deh9zuBZ8-taBYGokiYG5g$oOCFADtdw_Gj63WviFzhHUb4fJ29oIDnDJhuafX-2S0",
  "cam@subnova.test:pbkdf2-sha256$100000$hmLK8FBFAPVvM3f11cAgPQ$s6eYNtd1LP0XEgzkioYf8BYfdo2oRUK7uQkhxbOEa_w",
  "dee@subnova.test:pbkdf2-sha256$100000$GDrYrJul4HwAJoWmel3hNA$YzpLul-HbTdZ5Z7Ow1HR7Kx8Xp6P0vSuTPq3WvX8UEQ",
];
export const e2eServerVars = {
  // Many leads come from this one machine; each test still uses its own CF-Connecting-IP.
  LEAD_DAILY_LIMIT_PER_IP: "100000",
  // Every chat test's visitor comes from this machine's one address.
  CHAT_NEW_ROOMS_PER_HOUR: "100000",
  ADMIN_TOKEN: E2E_ADMIN_TOKEN,
  // Test-mode Stripe keys against the local fake API (tests/fakes/stripe-api.ts).
  STRIPE_SECRET_KEY: "sk_test_e2e_fake",
  STRIPE_PUBLISHABLE_KEY: "pk_test_e2e_fake",
  STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
  // A pixel id so the pixel's consent gate can be tested (its script is served by a route).
  META_PIXEL_ID: "000000000000001",
  AGENT_PASSWORD_HASHES: E2E_AGENT_HASHES.join(","),
  SESSION_SECRET: "e2e-session-secret-not-a-secret-0123456789",
  MAIL_API_URL: `http://127.0.0.1:${FAKE_MAIL_PORT}/v1/send`,
  MAIL_API_KEY: "e2e-mail-key-not-a-secret",
};
