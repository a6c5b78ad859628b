import type { RoomSummary } from "#party/protocol";

/** The list's tabs, in the order they are shown: what needs an owner first. */
export const consoleViews = ["unclaimed", "mine", "open", "closed"] as const;
export type ConsoleView = (typeof consoleViews)[number];

export const isConsoleView = (value: unknown): value is ConsoleView =>
  typeof value === "string" && (consoleViews as readonly string[]).includes(value);

/** Whether a conversation belongs in a view, for the agent looking at it. */
export function inView(view: ConsoleView, room: RoomSummary, agentId: string): boolean {
  switch (view) {
    case "unclaimed":
      return room.status === "open" && room.claimedBy === null;
    case "mine":
      return room.status === "open" && room.claimedBy === agentId;
    case "open":
      return room.status === "open";
    case "closed":
      return room.status === "closed";
  }
}

/** The conversations of a view, in the list's order. */
export const roomsInView = (
  view: ConsoleView,
  rooms: readonly RoomSummary[],
  agentId: string,
): RoomSummary[] => rooms.filter((room) => inView(view, room, agentId));

/** How many conversations each tab holds. */
export function viewCounts(
  rooms: readonly RoomSummary[],
  agentId: string,
): Record<ConsoleView, number> {
  const counts: Record<ConsoleView, number> = { unclaimed: 0, mine: 0, open: 0, closed: 0 };
  for (const room of rooms) {
    for (const view of consoleViews) if (inView(view, room, agentId)) counts[view] += 1;
  }
  return counts;
}

/** The view is remembered per agent in this browser: two agents may share a desk. */
export const viewStorageKey = (agentId: string) => `subnova.console.view:${agentId}`;

/** What an agent sees before choosing: everything open, as the list always showed. */
export const DEFAULT_VIEW: ConsoleView = "open";

export function storedView(storage: Pick<Storage, "getItem"> | null, agentId: string): ConsoleView {
  try {
    const value = storage?.getItem(viewStorageKey(agentId));
    return isConsoleView(value) ? value : DEFAULT_VIEW;
  } catch {
    // Storage refused (privacy mode): the default view.
    return DEFAULT_VIEW;
  }
}

export function storeView(
  storage: Pick<Storage, "setItem"> | null,
  agentId: string,
  view: ConsoleView,
) {
  try {
    storage?.setItem(viewStorageKey(agentId), view);
  } catch {
    // Not remembered; the tab still changes.
  }
}
