/**
 * How long the site keeps what visitors send it. The privacy policy, the GDPR page and the cookie
 * policy state these same figures: change them together.
 */

/** Lead forms and chat conversations: three years after the person's last contact. */
export const CONTACT_RETENTION_YEARS = 3;

/**
 * Each recorded cookie choice, kept as proof of consent for the five-year limitation period of
 * civil claims; the browser itself asks again after 182 days.
 */
export const CONSENT_PROOF_RETENTION_YEARS = 5;

/** The same instant `years` calendar years later (or earlier, when negative), in UTC. */
export function shiftYears(at: number, years: number): number {
  const date = new Date(at);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.getTime();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A chat room counts its period from the end (UTC midnight) of its last day of activity: it
 * moves its end once a day, not on every message, and erases at most a day later, never sooner.
 */
export const endOfDay = (at: number) => Math.ceil(at / DAY_MS) * DAY_MS;
