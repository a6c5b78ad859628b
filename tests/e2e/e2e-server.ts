/**
 * Settings of the local server the browser tests run against (playwright.config.ts passes them
 * to `wrangler dev` with --var). The admin token only exists on that server: the lead tests read
 * back what was stored through GET /api/leads.csv.
 */
export const E2E_ADMIN_TOKEN = "e2e-admin-token-not-a-secret";
export const e2eServerVars = {
  // Many leads come from this one machine; each test still uses its own CF-Connecting-IP.
  LEAD_DAILY_LIMIT_PER_IP: "100000",
  ADMIN_TOKEN: E2E_ADMIN_TOKEN,
};
