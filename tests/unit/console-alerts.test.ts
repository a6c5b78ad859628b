import { describe, expect, it } from "vitest";
import { alertsBetween, roomsById } from "#app/features/agent-console/alert-rule";
import type { RoomSummary } from "#party/protocol";
import { ME, OTHER, room } from "./room-summary";

const alerts = (
  before: RoomSummary[] | null,
  after: RoomSummary[],
  watching: string | null = null,
) =>
  alertsBetween(before && roomsById(before), after, { agentId: ME, watching }).map(
    (a) => `${a.kind}:${a.room.sessionId}`,
  );

describe("console alerts", () => {
  it("stays quiet for the conversations already there when the console opens", () => {
    expect(alerts(null, [room("a"), room("b")])).toEqual([]);
  });

  it("rings for a conversation not seen before", () => {
    expect(alerts([room("a")], [room("a"), room("b", { unreadForAgents: 0 })])).toEqual([
      "conversation:b",
    ]);
  });

  it("rings for a visitor message in an unclaimed conversation or in the agent's own", () => {
    const before = [room("free"), room("mine", { claimedBy: ME })];
    const after = [
      room("free", { unreadForAgents: 2 }),
      room("mine", { claimedBy: ME, unreadForAgents: 3 }),
    ];
    expect(alerts(before, after)).toEqual(["message:free", "message:mine"]);
  });

  it("stays quiet for conversations another agent holds", () => {
    const before = [room("theirs", { claimedBy: OTHER })];
    expect(alerts(before, [room("theirs", { claimedBy: OTHER, unreadForAgents: 5 })])).toEqual([]);
    expect(alerts([], [room("new", { claimedBy: OTHER })])).toEqual([]);
  });

  it("stays quiet for the conversation the agent is looking at", () => {
    expect(alerts([room("a")], [room("a", { unreadForAgents: 2 })], "a")).toEqual([]);
    expect(alerts([room("a")], [room("a", { unreadForAgents: 2 })], "b")).toEqual(["message:a"]);
  });

  it("stays quiet when nothing new came from the visitor", () => {
    // An agent's reply, a read (the count falls), a claim, a close.
    expect(alerts([room("a")], [room("a", { lastSender: "support", unreadForAgents: 1 })])).toEqual(
      [],
    );
    expect(
      alerts([room("a", { unreadForAgents: 3 })], [room("a", { unreadForAgents: 0 })]),
    ).toEqual([]);
    expect(alerts([room("a")], [room("a", { claimedBy: ME })])).toEqual([]);
    expect(alerts([room("a")], [room("a", { status: "closed", unreadForAgents: 2 })])).toEqual([]);
  });
});
