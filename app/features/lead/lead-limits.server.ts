import type { LeadConfig } from "#app/features/lead/lead-config.server";
import { normalizeEmail } from "#app/features/lead/lead-schema";

export type LimitVerdict =
  { ok: true } | { ok: false; reason: "burst" | "daily"; retryAfter: number };

/**
 * The burst limit: the Rate Limiting binding, per IP, checked first and cheaply. Its counters
 * are per location and approximate, which is what a flood guard needs.
 */
export async function checkBurst(env: Env, ip: string): Promise<LimitVerdict> {
  const { success } = await env.BURST_LIMITER.limit({ key: `lead:${ip}` });
  return success ? { ok: true } : { ok: false, reason: "burst", retryAfter: 60 };
}

const DAY_SECONDS = 86_400;

async function hashKey(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest).slice(0, 12)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/** KV keys of today's counters. Hashed: the KV namespace holds no address or IP in clear. */
async function dailyKeys(ip: string, email: string, now: Date) {
  const day = now.toISOString().slice(0, 10);
  return {
    ip: `lead:ip:${day}:${await hashKey(ip)}`,
    email: `lead:email:${day}:${await hashKey(normalizeEmail(email))}`,
  };
}

const secondsToMidnightUtc = (now: Date) =>
  Math.max(1, DAY_SECONDS - Math.floor((now.getTime() % (DAY_SECONDS * 1000)) / 1000));

/**
 * The daily quotas per IP and per email, kept in KV. KV is eventually consistent, so two
 * simultaneous leads can both read the same count: the quota is a soft ceiling against
 * repeat abuse, not an exact count (DESIGN.md section 9).
 */
export async function checkDaily(
  kv: KVNamespace,
  config: LeadConfig,
  ip: string,
  email: string,
  now = new Date(),
): Promise<LimitVerdict> {
  const keys = await dailyKeys(ip, email, now);
  const [ipCount, emailCount] = await Promise.all([kv.get(keys.ip), kv.get(keys.email)]);
  const over =
    Number(ipCount ?? 0) >= config.dailyLimit.perIp ||
    Number(emailCount ?? 0) >= config.dailyLimit.perEmail;
  return over
    ? { ok: false, reason: "daily", retryAfter: secondsToMidnightUtc(now) }
    : { ok: true };
}

/** Counts one stored lead against today's quotas. */
export async function countDaily(kv: KVNamespace, ip: string, email: string, now = new Date()) {
  const keys = await dailyKeys(ip, email, now);
  await Promise.all(
    Object.values(keys).map(async (key) => {
      const count = Number((await kv.get(key)) ?? 0) + 1;
      await kv.put(key, String(count), { expirationTtl: 2 * DAY_SECONDS });
    }),
  );
}
