import {
  addressKey,
  type AtomicReservation,
  type AtomicRule,
  DAY_MS,
  reserveAtomic,
} from "#app/lib/atomic-limit.server";

/** Wrong passwords one network (an IPv4 address, an IPv6 /64) may try in 24 hours. */
export const ADDRESS_FAILURES: AtomicRule = { limit: 10, windowMs: DAY_MS };

/**
 * Wrong passwords one account may take from all networks together. 10 in 30 minutes holds a
 * spread-out guesser to 480 a day, while a stranger who burns them locks the agent out for 30
 * minutes at most (and needs a new network for every 10 attempts a day).
 */
export const ACCOUNT_FAILURES: AtomicRule = { limit: 10, windowMs: 30 * 60_000 };

const ADDRESS_SCOPE = "agent-login-address";
const ACCOUNT_SCOPE = "agent-login-account";

/** Agent ids are emails: one account whatever the case or surrounding spaces it is typed in. */
export const accountKey = (agentId: string) => agentId.trim().toLowerCase();

/**
 * Takes one attempt from the network's and the account's budgets before the password is
 * checked, so parallel guesses cannot all pass a check made before any of them is counted.
 * `release` gives it back when the password was right: only failures count.
 */
export async function reserveSignInAttempt(
  env: Env,
  ip: string | null,
  agentId: string,
): Promise<AtomicReservation> {
  const [byAddress, byAccount] = await Promise.all([
    reserveAtomic(env, ADDRESS_SCOPE, addressKey(ip), ADDRESS_FAILURES),
    reserveAtomic(env, ACCOUNT_SCOPE, accountKey(agentId), ACCOUNT_FAILURES),
  ]);
  const release = async () => {
    await Promise.all([byAddress, byAccount].map((taken) => (taken.ok ? taken.release() : null)));
  };
  if (byAddress.ok && byAccount.ok) return { ok: true, release };
  // Nothing was tried: the budget that still had room gets its attempt back.
  await release();
  const retryAfter = Math.max(
    byAddress.ok ? 0 : byAddress.retryAfter,
    byAccount.ok ? 0 : byAccount.retryAfter,
  );
  return { ok: false, retryAfter };
}
