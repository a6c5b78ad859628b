import {
  addressKey,
  type AtomicRule,
  DAY_MS,
  refundAtomic,
  takeAtomic,
} from "#app/lib/atomic-limit.server";

/** Refused admin tokens one network (an IPv4 address, an IPv6 /64) may send in 24 hours. */
export const EXPORT_FAILURES: AtomicRule = { limit: 10, windowMs: DAY_MS };

const SCOPE = "leads-export";

export type ExportAttempt =
  { ok: true; release: () => Promise<void> } | { ok: false; retryAfter: number };

/**
 * Takes one attempt before the token is compared, so parallel guesses are counted before any
 * is answered; `release` gives it back when the token was right. Past the limit even the right
 * token is refused until the window ends, so a guesser learns nothing from the answers.
 */
export async function reserveExportAttempt(env: Env, ip: string | null): Promise<ExportAttempt> {
  const subject = addressKey(ip);
  const verdict = await takeAtomic(env, SCOPE, subject, EXPORT_FAILURES);
  if (!verdict.ok) return { ok: false, retryAfter: verdict.retryAfter };
  return { ok: true, release: () => refundAtomic(env, SCOPE, subject) };
}
