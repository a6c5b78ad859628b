import * as z from "zod";

/** Empty strings in .dev.vars or the dashboard mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const count = (fallback: number) =>
  optional(z.coerce.number().int().positive()).transform((value) => value ?? fallback);

const envSchema = z.object({
  TURNSTILE_SECRET: optional(z.string()),
  TURNSTILE_SITE_KEY: optional(z.string()),
  TURNSTILE_VERIFY_URL: optional(z.url()).transform(
    (value) => value ?? "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  ),
  TELEGRAM_BOT_TOKEN: optional(z.string()),
  TELEGRAM_CHAT_ID: optional(z.string()),
  TELEGRAM_API_URL: optional(z.url()).transform((value) => value ?? "https://api.telegram.org"),
  LEAD_WEBHOOK_URL: optional(z.url()),
  ADMIN_TOKEN: optional(z.string().min(16)),
  LEAD_DAILY_LIMIT_PER_IP: count(20),
  LEAD_DAILY_LIMIT_PER_EMAIL: count(5),
});

export interface LeadConfig {
  /** Turnstile is checked only when its secret is set; the widget shows only with its site key. */
  turnstile: { secret: string; siteKey?: string; verifyUrl: string } | null;
  telegram: { token: string; chatId: string; apiUrl: string } | null;
  webhookUrl: string | null;
  /** Bearer token for GET /api/leads.csv until agents sign in (live chat issue). */
  adminToken: string | null;
  dailyLimit: { perIp: number; perEmail: number };
}

const cache = new WeakMap<object, LeadConfig>();

/**
 * The lead feature's settings, validated once per env object. A malformed value (a webhook URL
 * that is not a URL, a short admin token) fails loudly here instead of half-working later.
 */
export function leadConfig(env: Env): LeadConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const e = envSchema.parse(env);
  const config: LeadConfig = {
    turnstile: e.TURNSTILE_SECRET
      ? {
          secret: e.TURNSTILE_SECRET,
          siteKey: e.TURNSTILE_SITE_KEY,
          verifyUrl: e.TURNSTILE_VERIFY_URL,
        }
      : null,
    telegram:
      e.TELEGRAM_BOT_TOKEN && e.TELEGRAM_CHAT_ID
        ? { token: e.TELEGRAM_BOT_TOKEN, chatId: e.TELEGRAM_CHAT_ID, apiUrl: e.TELEGRAM_API_URL }
        : null,
    webhookUrl: e.LEAD_WEBHOOK_URL ?? null,
    adminToken: e.ADMIN_TOKEN ?? null,
    dailyLimit: { perIp: e.LEAD_DAILY_LIMIT_PER_IP, perEmail: e.LEAD_DAILY_LIMIT_PER_EMAIL },
  };
  cache.set(env, config);
  return config;
}
