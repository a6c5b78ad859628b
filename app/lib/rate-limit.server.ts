import { sha256Hex } from "#app/lib/sha256";

/**
 * Rate limits shared by the API routes (lead, payment intent, tracking): a burst limit per IP
 * on the Rate Limiting binding, and daily quotas per subject (an IP, an email) in KV. Each route
 * names its scope, so their counters never mix.
 */
export type LimitVerdict =
  { ok: true } | { ok: false; reason: "burst" | "daily"; retryAfter: number };

/**
 * The burst limit: cheap and approximate (counters are per Cloudflare location), which is what a
 * flood guard needs. The binding's window is 60 s, hence the Retry-After.
 */
export async function checkBurst(env: Env, scope: string, ip: string): Promise<LimitVerdict> {
  const { success } = await env.BURST_LIMITER.limit({ key: `${scope}:${ip}` });
  return success ? { ok: true } : { ok: false, reason: "burst", retryAfter: 60 };
}

const DAY_SECONDS = 86_400;

/** The first 96 bits of the SHA-256: enough to keep subjects apart, short in a KV key. */
const hashed = async (value: string) => (await sha256Hex(value)).slice(0, 24);

/** Today's KV key of one quota. Hashed: the namespace holds no address or IP in clear. */
async function dailyKey(scope: string, kind: string, subject: string, now: Date) {
  return `${scope}:${kind}:${now.toISOString().slice(0, 10)}:${await hashed(subject)}`;
}

const secondsToMidnightUtc = (now: Date) =>
  Math.max(1, DAY_SECONDS - Math.floor((now.getTime() % (DAY_SECONDS * 1000)) / 1000));

/** One daily quota: who is counted (`kind`: ip, email ...), the value, and how many a day. */
export interface Quota {
  kind: string;
  subject: string;
  limit: number;
}

/**
 * Whether every quota still has room today. KV is eventually consistent, so two simultaneous
 * requests can read the same count: a soft ceiling against repeat abuse, not an exact count,
 * for quotas where a few extra uses do no harm (docs/security.md).
 */
export async function checkDaily(
  kv: KVNamespace,
  scope: string,
  quotas: readonly Quota[],
  now = new Date(),
): Promise<LimitVerdict> {
  const counts = await Promise.all(
    quotas.map(async (q) =>
      Number((await kv.get(await dailyKey(scope, q.kind, q.subject, now))) ?? 0),
    ),
  );
  const over = quotas.some((q, i) => (counts[i] ?? 0) >= q.limit);
  return over
    ? { ok: false, reason: "daily", retryAfter: secondsToMidnightUtc(now) }
    : { ok: true };
}

/** Counts one use against each quota (after the request did what it was limited for). */
export async function countDaily(
  kv: KVNamespace,
  scope: string,
  quotas: readonly Omit<Quota, "limit">[],
  now = new Date(),
): Promise<void> {
  await Promise.all(
    quotas.map(async (q) => {
      const key = await dailyKey(scope, q.kind, q.subject, now);
      const count = Number((await kv.get(key)) ?? 0) + 1;
      await kv.put(key, String(count), { expirationTtl: 2 * DAY_SECONDS });
    }),
  );
}
