import { describe, expect, it } from "vitest";
import {
  roomsInView,
  storedView,
  storeView,
  viewCounts,
} from "#app/features/agent-console/console-views";
import type { RoomSummary } from "#party/protocol";
import { ME, OTHER, room } from "./room-summary";

const rooms = [
  room("free"),
  room("mine", { claimedBy: ME }),
  room("theirs", { claimedBy: OTHER }),
  room("done", { status: "closed", claimedBy: ME }),
  room("done-free", { status: "closed" }),
];
const ids = (list: RoomSummary[]) => list.map((r) => r.sessionId);

describe("console views", () => {
  it("puts each conversation in the views an agent expects, in the list's order", () => {
    expect(ids(roomsInView("unclaimed", rooms, ME))).toEqual(["free"]);
    expect(ids(roomsInView("mine", rooms, ME))).toEqual(["mine"]);
    expect(ids(roomsInView("open", rooms, ME))).toEqual(["free", "mine", "theirs"]);
    expect(ids(roomsInView("closed", rooms, ME))).toEqual(["done", "done-free"]);
    // The other agent's "mine" is their own.
    expect(ids(roomsInView("mine", rooms, OTHER))).toEqual(["theirs"]);
  });

  it("counts every tab", () => {
    expect(viewCounts(rooms, ME)).toEqual({ unclaimed: 1, mine: 1, open: 3, closed: 2 });
    expect(viewCounts([], ME)).toEqual({ unclaimed: 0, mine: 0, open: 0, closed: 0 });
  });

  it("moves a conversation from Unclaimed to Mine on claim, and to Closed on close", () => {
    const claimed = [room("a", { claimedBy: ME })];
    expect(ids(roomsInView("unclaimed", claimed, ME))).toEqual([]);
    expect(ids(roomsInView("mine", claimed, ME))).toEqual(["a"]);
    const closed = [room("a", { claimedBy: ME, status: "closed" })];
    expect(ids(roomsInView("mine", closed, ME))).toEqual([]);
    expect(ids(roomsInView("closed", closed, ME))).toEqual(["a"]);
  });

  it("remembers the view per agent, and falls back to All open", () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
    expect(storedView(storage, ME)).toBe("open");
    storeView(storage, ME, "closed");
    expect(storedView(storage, ME)).toBe("closed");
    expect(storedView(storage, OTHER)).toBe("open");
    data.set([...data.keys()][0] ?? "", "everything");
    expect(storedView(storage, ME)).toBe("open");
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(storedView(refusing, ME)).toBe("open");
    expect(() => storeView(refusing, ME, "mine")).not.toThrow();
    expect(storedView(null, ME)).toBe("open");
  });
});
