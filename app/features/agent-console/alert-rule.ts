import type { RoomSummary } from "#party/protocol";

/** Something an agent should hear about: a conversation that just started, or a visitor's words. */
export interface ConsoleAlert {
  kind: "conversation" | "message";
  room: RoomSummary;
}

export interface AlertContext {
  agentId: string;
  /** The conversation open on screen in a tab that is visible and focused: the agent sees it. */
  watching: string | null;
}

/**
 * Whether this agent is to be told about a conversation: one nobody holds yet, or their own;
 * never one another agent is answering.
 */
const forThisAgent = (room: RoomSummary, agentId: string) =>
  room.claimedBy === null || room.claimedBy === agentId;

/**
 * What changed between the list before an inbox update and after it that deserves a sound: a
 * conversation not seen before, or a visitor message in one already known (the visitor spoke
 * last and the unread count grew). `before` is null until the first snapshot: the conversations
 * already there when the console opens are not news.
 */
export function alertsBetween(
  before: ReadonlyMap<string, RoomSummary> | null,
  after: readonly RoomSummary[],
  { agentId, watching }: AlertContext,
): ConsoleAlert[] {
  if (before === null) return [];
  const alerts: ConsoleAlert[] = [];
  for (const room of after) {
    if (room.status !== "open" || !forThisAgent(room, agentId)) continue;
    if (room.sessionId === watching) continue;
    const previous = before.get(room.sessionId);
    if (!previous) {
      alerts.push({ kind: "conversation", room });
    } else if (room.lastSender === "user" && room.unreadForAgents > previous.unreadForAgents) {
      alerts.push({ kind: "message", room });
    }
  }
  return alerts;
}

/** The list as the next comparison's `before`. */
export const roomsById = (rooms: readonly RoomSummary[]): Map<string, RoomSummary> =>
  new Map(rooms.map((room) => [room.sessionId, room]));
