import { sha256Hex } from "#app/lib/sha256";

/**
 * Exact limits for what an attacker would race (sign-in attempts, new chat rooms, alerts, the
 * admin export's token): RateCounter Durable Objects, a few per scope, count each use in one
 * step. The Rate Limiting binding (checkBurst) stays the cheap flood guard; KV keeps the
 * soft daily quotas where a few extra uses do no harm.
 */
export interface AtomicRule {
  limit: number;
  windowMs: number;
}

export type AtomicVerdict = { ok: true; count: number } | { ok: false; retryAfter: number };

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * The part of a client address that one party controls: an IPv4 address, or the /64 of an
 * IPv6 one (a single line or host is handed a whole /64, millions of addresses to rotate).
 */
export function addressKey(ip: string | null | undefined): string {
  const address = (ip ?? "").trim().toLowerCase();
  if (!address) return "unknown";
  // An IPv4 address, alone or mapped into IPv6 (::ffff:192.0.2.1), is one host.
  const v4 = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (v4 && (!address.includes(":") || address.startsWith("::ffff:"))) return v4[1] ?? address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? 0 : Math.max(0, 8 - left.length - right.length);
  const groups = [...left, ...Array<string>(zeros).fill("0"), ...right];
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${prefix.join(":")}::/64`;
}

/**
 * Subjects of a scope are spread over this many counter objects by their hash: a visitor's first
 * use adds a row to a warm object rather than creating one (a new object per address is the
 * costliest step of opening a chat room), and no single object takes a whole scope's traffic.
 */
const SHARDS = 16;

async function counter(env: Env, scope: string, subject: string) {
  // Hashed: a counter never holds an address or an email in clear.
  const key = (await sha256Hex(subject)).slice(0, 32);
  const shard = Number.parseInt(key.slice(0, 2), 16) % SHARDS;
  return { stub: env.RateCounter.getByName(`${scope}/${shard}`), key };
}

/** Counts one use of `subject` in `scope`; refused (and not counted) past the rule's limit. */
export async function takeAtomic(
  env: Env,
  scope: string,
  subject: string,
  rule: AtomicRule,
  cost = 1,
): Promise<AtomicVerdict> {
  const { stub, key } = await counter(env, scope, subject);
  const verdict = await stub.take(key, rule.limit, rule.windowMs, cost);
  return verdict.ok
    ? { ok: true, count: verdict.count }
    : { ok: false, retryAfter: verdict.retryAfter };
}

/** Gives one use back (it turned out not to count, such as a sign-in that succeeded). */
export async function refundAtomic(env: Env, scope: string, subject: string, cost = 1) {
  const { stub, key } = await counter(env, scope, subject);
  await stub.refund(key, cost);
}

/** A use taken before the outcome is known; `release` gives it back if it should not count. */
export type AtomicReservation =
  { ok: true; release: () => Promise<void> } | { ok: false; retryAfter: number };

/**
 * Takes one use before the work it limits (a password or token check), so parallel attempts are
 * all counted before any is answered; the caller releases it when the attempt turned out not to
 * count (only failures do).
 */
export async function reserveAtomic(
  env: Env,
  scope: string,
  subject: string,
  rule: AtomicRule,
): Promise<AtomicReservation> {
  const verdict = await takeAtomic(env, scope, subject, rule);
  if (!verdict.ok) return { ok: false, retryAfter: verdict.retryAfter };
  return { ok: true, release: () => refundAtomic(env, scope, subject) };
}
