// Secrets and optional settings are not in wrangler.toml, so `wrangler types` does not list them.
// Every one may be missing: the feature that needs it then says it is not configured.
interface LeadSettings {
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

interface PaymentSettings {
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Another Stripe API base (a local fake in tests); https://api.stripe.com by default. */
  STRIPE_API_URL?: string;
}

interface TrackingSettings {
  META_PIXEL_ID?: string;
  META_CAPI_TOKEN?: string;
  /** Another Graph API base (a local fake in tests); https://graph.facebook.com by default. */
  META_GRAPH_URL?: string;
}

interface AgentSettings {
  /** Support agents: `agentId:pbkdf2-sha256$iterations$salt$hash` entries (scripts/dev/agent-password.ts). */
  AGENT_PASSWORD_HASHES?: string;
  /** Signs the agents' session cookies; 32 characters or more. */
  SESSION_SECRET?: string;
}

interface ChatSettings {
  /** New chat conversations one address may start in an hour (default 10). */
  CHAT_NEW_ROOMS_PER_HOUR?: string;
}

interface MailSettings {
  /** The mail provider's send endpoint (POST JSON {from, to, subject, text}); unset: no email. */
  MAIL_API_URL?: string;
  /** Sent as `Authorization: Bearer <key>`. */
  MAIL_API_KEY?: string;
  /** The sender of chat transcripts; hello@ from the site's constants by default. */
  MAIL_FROM?: string;
}

interface OptionalSettings
  extends
    LeadSettings,
    PaymentSettings,
    TrackingSettings,
    AgentSettings,
    ChatSettings,
    MailSettings {}

interface Env extends OptionalSettings {}
declare namespace Cloudflare {
  interface Env extends OptionalSettings {}
}
