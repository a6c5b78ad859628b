import {
  addressKey,
  type AtomicReservation,
  type AtomicRule,
  DAY_MS,
  reserveAtomic,
} from "#app/lib/atomic-limit.server";

/** Refused admin tokens one network (an IPv4 address, an IPv6 /64) may send in 24 hours. */
export const EXPORT_FAILURES: AtomicRule = { limit: 10, windowMs: DAY_MS };

/**
 * Takes one attempt before the token is compared, so parallel guesses are counted before any
 * is answered; `release` gives it back when the token was right. Past the limit even the right
 * token is refused until the window ends, so a guesser learns nothing from the answers.
 */
export const reserveExportAttempt = (env: Env, ip: string | null): Promise<AtomicReservation> =>
  reserveAtomic(env, "leads-export", addressKey(ip), EXPORT_FAILURES);
