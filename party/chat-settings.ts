import { NEW_ROOMS_PER_HOUR } from "#party/protocol";

/**
 * New conversations one address may start in an hour: NEW_ROOMS_PER_HOUR, or
 * CHAT_NEW_ROOMS_PER_HOUR where many real visitors share one address (the browser tests and the
 * chat benchmark, whose visitors all come from this machine).
 */
export function newRoomsPerHour(env: Env): number {
  const configured = Number(env.CHAT_NEW_ROOMS_PER_HOUR);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : NEW_ROOMS_PER_HOUR;
}
