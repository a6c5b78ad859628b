// Secrets and optional settings are not in wrangler.toml, so `wrangler types` does not list them.
// Every one may be missing: the feature that needs it then says it is not configured.
interface OptionalSettings {
  TURNSTILE_SECRET?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_VERIFY_URL?: string;
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_CHAT_ID?: string;
  TELEGRAM_API_URL?: string;
  LEAD_WEBHOOK_URL?: string;
  ADMIN_TOKEN?: string;
  LEAD_DAILY_LIMIT_PER_IP?: string;
  LEAD_DAILY_LIMIT_PER_EMAIL?: string;
}

interface Env extends OptionalSettings {}
declare namespace Cloudflare {
  interface Env extends OptionalSettings {}
}
