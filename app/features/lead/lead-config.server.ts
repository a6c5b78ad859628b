import * as z from "zod";
import { adminTokenRule } from "#app/features/lead/admin-token";

const url = z.url({ protocol: /^https?$/ });
const positive = z.coerce.number().int().positive();

/**
 * Each setting and its rule. A value that breaks its rule is reported and treated as unset:
 * a mistyped webhook URL or a weak admin token turns that one integration off, it never
 * stops leads from being stored.
 */
const rules = {
  TURNSTILE_SECRET: z.string(),
  TURNSTILE_SITE_KEY: z.string(),
  TURNSTILE_VERIFY_URL: url,
  TELEGRAM_BOT_TOKEN: z.string(),
  TELEGRAM_CHAT_ID: z.string(),
  TELEGRAM_API_URL: url,
  LEAD_WEBHOOK_URL: url,
  ADMIN_TOKEN: adminTokenRule,
  LEAD_DAILY_LIMIT_PER_IP: positive,
  LEAD_DAILY_LIMIT_PER_EMAIL: positive,
} satisfies Record<keyof LeadSettings, z.ZodType>;

type Settings = { [K in keyof typeof rules]?: z.infer<(typeof rules)[K]> };

function readSettings(env: Env): Settings {
  const settings: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const raw: unknown = Reflect.get(env, name);
    // Empty strings in .dev.vars or the dashboard mean "not set".
    if (raw === undefined || raw === "") continue;
    const parsed = rule.safeParse(raw);
    if (parsed.success) settings[name] = parsed.data;
    else console.error(`${name} is invalid and ignored: ${parsed.error.issues[0]?.message ?? ""}`);
  }
  return settings as Settings;
}

export interface LeadConfig {
  /** Turnstile is checked only when its secret is set; the widget shows only with its site key. */
  turnstile: { secret: string; siteKey?: string; verifyUrl: string } | null;
  telegram: { token: string; chatId: string; apiUrl: string } | null;
  webhookUrl: string | null;
  /** Bearer token for GET /api/leads.csv: an agent's sign-in does not open the export. */
  adminToken: string | null;
  dailyLimit: { perIp: number; perEmail: number };
}

const cache = new WeakMap<object, LeadConfig>();

/** The lead feature's settings, validated once per env object. */
export function leadConfig(env: Env): LeadConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const s = readSettings(env);
  const config: LeadConfig = {
    turnstile: s.TURNSTILE_SECRET
      ? {
          secret: s.TURNSTILE_SECRET,
          siteKey: s.TURNSTILE_SITE_KEY,
          verifyUrl:
            s.TURNSTILE_VERIFY_URL ?? "https://challenges.cloudflare.com/turnstile/v0/siteverify",
        }
      : null,
    telegram:
      s.TELEGRAM_BOT_TOKEN && s.TELEGRAM_CHAT_ID
        ? {
            token: s.TELEGRAM_BOT_TOKEN,
            chatId: s.TELEGRAM_CHAT_ID,
            apiUrl: s.TELEGRAM_API_URL ?? "https://api.telegram.org",
          }
        : null,
    webhookUrl: s.LEAD_WEBHOOK_URL ?? null,
    adminToken: s.ADMIN_TOKEN ?? null,
    dailyLimit: {
      perIp: s.LEAD_DAILY_LIMIT_PER_IP ?? 20,
      perEmail: s.LEAD_DAILY_LIMIT_PER_EMAIL ?? 5,
    },
  };
  cache.set(env, config);
  return config;
}
