import type { RoomSummary } from "#party/protocol";

/** Two agents of the console tests: the one signed in, and a colleague. */
export const ME = "ana@subnova.test";
export const OTHER = "ben@subnova.test";

/** A conversation in the agents' list: open, unclaimed, one unread message from the visitor. */
export const room = (sessionId: string, overrides: Partial<RoomSummary> = {}): RoomSummary => ({
  sessionId,
  profile: null,
  status: "open",
  createdAt: 0,
  lastAt: 0,
  lastPreview: "hello",
  lastSender: "user",
  unreadForAgents: 1,
  visitorOnline: true,
  claimedBy: null,
  ...overrides,
});
