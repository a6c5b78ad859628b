import { describe, expect, it } from "vitest";
import {
  authorOf,
  consoleReducer,
  emptyConsoleState,
  isVisitorTyping,
  newestVisitorSeq,
  resumeSeq,
  summaryOf,
  totalUnread,
  transcriptOf,
  type ConsoleAction,
  type ConsoleState,
} from "#app/features/agent-console/console-state";
import { visitorLabel } from "#app/features/agent-console/visitor-name";
import { TYPING_SHOWN_MS, type ChatMessage, type RoomSummary } from "#party/protocol";

const S = "3f0c1f5e-8d4a-4c7b-9a61-2b7f0c9e5d11";
const T0 = 1_700_000_000_000;

const message = (
  seq: number,
  sender: ChatMessage["sender"] = "user",
  id = `msg-${seq}-abc`,
): ChatMessage => ({ id, seq, sender, text: `text ${seq}`, timestamp: T0 + seq * 1000 });

const room = (sessionId: string, overrides: Partial<RoomSummary> = {}): RoomSummary => ({
  sessionId,
  profile: { name: "Jane", email: "jane@shop.example", telegram: "@jane", locale: "en" },
  status: "open",
  createdAt: T0,
  lastAt: T0,
  lastPreview: "hello",
  lastSender: "user",
  unreadForAgents: 0,
  visitorOnline: true,
  claimedBy: null,
  ...overrides,
});

const run = (...actions: ConsoleAction[]) => actions.reduce(consoleReducer, emptyConsoleState);
const ids = (state: ConsoleState, sessionId = S) =>
  transcriptOf(state, sessionId).messages.map((m) => m.id);
const sessions = (state: ConsoleState) => state.rooms.map((r) => r.sessionId);

describe("the transcript of a conversation", () => {
  it("ignores a message whose id is already shown, from history or live", () => {
    const first = message(1);
    const state = run(
      { type: "history", sessionId: S, messages: [first], hasMore: false },
      { type: "message", sessionId: S, message: first },
      { type: "message", sessionId: S, message: { ...first, text: "changed" } },
      { type: "history", sessionId: S, messages: [first, first], hasMore: false },
    );
    expect(transcriptOf(state, S).messages).toEqual([first]);
  });

  it("keeps the room's seq order whatever order frames arrive in", () => {
    const state = run(
      { type: "message", sessionId: S, message: message(4) },
      { type: "history", sessionId: S, messages: [message(3), message(1)], hasMore: false },
      { type: "message", sessionId: S, message: message(2) },
    );
    expect(ids(state)).toEqual(["msg-1-abc", "msg-2-abc", "msg-3-abc", "msg-4-abc"]);
    expect(transcriptOf(state, S).lastSeq).toBe(4);
  });

  it("keeps conversations apart", () => {
    const other = "0b9ad1c2-54f3-4e6e-8f1a-6d2c3b4a5e6f";
    const state = run(
      { type: "history", sessionId: S, messages: [message(1)], hasMore: false },
      {
        type: "history",
        sessionId: other,
        messages: [message(1, "user", "other-1-xyz")],
        hasMore: false,
      },
    );
    expect(ids(state)).toEqual(["msg-1-abc"]);
    expect(ids(state, other)).toEqual(["other-1-xyz"]);
  });

  it("is loading until the first history frame, even an empty one", () => {
    expect(transcriptOf(emptyConsoleState, S).loaded).toBe(false);
    const state = run({ type: "history", sessionId: S, messages: [], hasMore: false });
    expect(transcriptOf(state, S).loaded).toBe(true);
  });

  it("resumes after the last seq it has without a gap, not after a live message past a gap", () => {
    const page = Array.from({ length: 3 }, (_, i) => message(i + 1));
    let state = run({ type: "history", sessionId: S, messages: page, hasMore: true });
    expect(resumeSeq(transcriptOf(state, S))).toBe(3);
    // A live message while the rest of the history (4-9) is still to be fetched.
    state = consoleReducer(state, { type: "message", sessionId: S, message: message(10) });
    expect(transcriptOf(state, S).lastSeq).toBe(10);
    expect(resumeSeq(transcriptOf(state, S))).toBe(3);
    // The last page closes the gap.
    const rest = Array.from({ length: 6 }, (_, i) => message(i + 4));
    state = consoleReducer(state, {
      type: "history",
      sessionId: S,
      messages: rest,
      hasMore: false,
    });
    expect(resumeSeq(transcriptOf(state, S))).toBe(10);
    // Live messages on a synced socket move it on.
    state = consoleReducer(state, { type: "message", sessionId: S, message: message(11) });
    expect(resumeSeq(transcriptOf(state, S))).toBe(11);
    expect(ids(state)).toHaveLength(11);
  });

  it("finds the newest visitor message for the read receipt", () => {
    const state = run({
      type: "history",
      sessionId: S,
      messages: [message(1), message(2), message(3, "support"), message(4, "system")],
      hasMore: false,
    });
    expect(newestVisitorSeq(transcriptOf(state, S))).toBe(2);
    expect(newestVisitorSeq(transcriptOf(emptyConsoleState, S))).toBe(0);
  });
});

describe("replies waiting for the room", () => {
  const queued = (id: string): ConsoleAction => ({
    type: "queued",
    sessionId: S,
    id,
    text: `reply ${id}`,
    createdAt: T0,
  });

  it("leave the outbox when the room echoes their id, and stay known as the agent's own", () => {
    let state = run(queued("reply-one-1"), queued("reply-two-2"));
    expect(transcriptOf(state, S).pending.map((p) => p.id)).toEqual(["reply-one-1", "reply-two-2"]);
    const ack = message(5, "support", "reply-one-1");
    state = consoleReducer(state, { type: "message", sessionId: S, message: ack });
    expect(transcriptOf(state, S).pending.map((p) => p.id)).toEqual(["reply-two-2"]);
    expect(ids(state)).toEqual(["reply-one-1"]);
    const me = "ana@subnova.test";
    expect(authorOf(state, ack, me)).toBe("you");
    // Another agent's reply, and the visitor's and the room's own messages.
    expect(authorOf(state, message(6, "support", "someone-else"), me)).toBe("support");
    expect(authorOf(state, message(7, "user"), me)).toBe("visitor");
    expect(authorOf(state, message(8, "system"), me)).toBe("system");
    // Replies this agent wrote in another tab or before a reload are theirs by account.
    expect(authorOf(state, { ...message(9, "support", "from-other-tab"), agentId: me }, me)).toBe(
      "you",
    );
    expect(authorOf(state, message(10, "note", "a-note"), me)).toBe("note");
  });

  it("are acked by a history after a reconnect too", () => {
    const state = run(queued("reply-one-1"), {
      type: "history",
      sessionId: S,
      messages: [message(1), message(2, "support", "reply-one-1")],
      hasMore: false,
    });
    expect(transcriptOf(state, S).pending).toEqual([]);
    expect(ids(state)).toEqual(["msg-1-abc", "reply-one-1"]);
  });

  it("queue once per id, fail with the room's reason, resend as sending, discard only when failed", () => {
    let state = run(queued("reply-one-1"), queued("reply-one-1"));
    expect(transcriptOf(state, S).pending).toHaveLength(1);
    state = consoleReducer(state, { type: "discarded", sessionId: S, id: "reply-one-1" });
    expect(transcriptOf(state, S).pending).toHaveLength(1);
    state = consoleReducer(state, {
      type: "failed",
      sessionId: S,
      id: "reply-one-1",
      error: "rate_limited",
    });
    expect(transcriptOf(state, S).pending[0]).toMatchObject({
      status: "failed",
      error: "rate_limited",
    });
    state = consoleReducer(state, { type: "resending", sessionId: S, ids: ["reply-one-1"] });
    expect(transcriptOf(state, S).pending[0]).toEqual({
      id: "reply-one-1",
      text: "reply reply-one-1",
      createdAt: T0,
      status: "sending",
    });
    state = consoleReducer(state, { type: "failed", sessionId: S, id: "reply-one-1" });
    state = consoleReducer(state, { type: "discarded", sessionId: S, id: "reply-one-1" });
    expect(transcriptOf(state, S).pending).toEqual([]);
  });

  it("change nothing for unknown ids", () => {
    const state = run(queued("reply-one-1"));
    expect(consoleReducer(state, { type: "failed", sessionId: S, id: "nope-nope" })).toBe(state);
    expect(consoleReducer(state, { type: "resending", sessionId: S, ids: ["nope-nope"] })).toBe(
      state,
    );
  });
});

describe("the conversation list", () => {
  const a = "aaaaaaaa-0000-4000-8000-000000000001";
  const b = "bbbbbbbb-0000-4000-8000-000000000002";
  const c = "cccccccc-0000-4000-8000-000000000003";

  it("is sorted by latest activity, open conversations before closed ones", () => {
    const state = run({
      type: "snapshot",
      rooms: [
        room(a, { lastAt: T0 + 1 }),
        room(b, { lastAt: T0 + 3, status: "closed" }),
        room(c, { lastAt: T0 + 2 }),
      ],
      agents: [{ id: "ana@subnova.test", name: "Ana" }],
    });
    expect(sessions(state)).toEqual([c, a, b]);
    expect(state.inboxLoaded).toBe(true);
    expect(state.agents).toEqual([{ id: "ana@subnova.test", name: "Ana" }]);
  });

  it("upserts deltas and moves the conversation that just spoke to the top", () => {
    let state = run({
      type: "snapshot",
      rooms: [room(a, { lastAt: T0 + 2 }), room(b)],
      agents: [],
    });
    state = consoleReducer(state, {
      type: "room",
      room: room(b, { lastAt: T0 + 5, unreadForAgents: 2 }),
    });
    state = consoleReducer(state, { type: "room", room: room(c, { lastAt: T0 + 1 }) });
    expect(sessions(state)).toEqual([b, a, c]);
    expect(state.rooms).toHaveLength(3);
    expect(summaryOf(state, b)?.unreadForAgents).toBe(2);
  });

  it("is replaced by the snapshot after a reconnect: stale rows and counts go", () => {
    let state = run(
      {
        type: "snapshot",
        rooms: [room(a, { unreadForAgents: 4 }), room(b)],
        agents: [{ id: "ana@subnova.test", name: "Ana" }],
      },
      { type: "room", room: room(c, { unreadForAgents: 1 }) },
    );
    expect(totalUnread(state)).toBe(5);
    // While disconnected, a was read elsewhere, c was dropped from the inbox and b closed.
    state = consoleReducer(state, {
      type: "snapshot",
      rooms: [room(a, { unreadForAgents: 0 }), room(b, { status: "closed" })],
      agents: [
        { id: "ana@subnova.test", name: "Ana" },
        { id: "ben@subnova.test", name: "Ben" },
      ],
    });
    expect(sessions(state)).toEqual([a, b]);
    expect(summaryOf(state, a)?.unreadForAgents).toBe(0);
    expect(summaryOf(state, b)?.status).toBe("closed");
    expect(totalUnread(state)).toBe(0);
    expect(state.agents).toEqual([
      { id: "ana@subnova.test", name: "Ana" },
      { id: "ben@subnova.test", name: "Ben" },
    ]);
  });

  it("counts unread visitor messages of open conversations only", () => {
    const state = run({
      type: "snapshot",
      rooms: [
        room(a, { unreadForAgents: 3 }),
        room(b, { unreadForAgents: 12 }),
        room(c, { unreadForAgents: 2, status: "closed" }),
      ],
      agents: [],
    });
    expect(totalUnread(state)).toBe(15);
  });

  it("keeps the room's own summary for a conversation the snapshot no longer lists", () => {
    let state = run(
      { type: "history", sessionId: a, messages: [], hasMore: false },
      { type: "room", room: room(a, { claimedBy: "ana@subnova.test" }) },
    );
    state = consoleReducer(state, { type: "snapshot", rooms: [], agents: [] });
    expect(state.rooms).toEqual([]);
    expect(summaryOf(state, a)?.claimedBy).toBe("ana@subnova.test");
  });

  it("forgets a refused claim once the conversation changes hands", () => {
    let state = run(
      { type: "history", sessionId: a, messages: [], hasMore: false },
      { type: "room", room: room(a, { claimedBy: "ben@subnova.test" }) },
      { type: "claimRefused", sessionId: a },
      { type: "room", room: room(a, { claimedBy: "ben@subnova.test", unreadForAgents: 1 }) },
    );
    expect(transcriptOf(state, a).claimRefused).toBe(true);
    state = consoleReducer(state, { type: "room", room: room(a, { claimedBy: null }) });
    expect(transcriptOf(state, a).claimRefused).toBe(false);
  });
});

describe("the visitor's typing", () => {
  it("shows for TYPING_SHOWN_MS after the last typing frame, then expires", () => {
    let state = run({ type: "visitorTyping", sessionId: S, now: T0 });
    expect(isVisitorTyping(transcriptOf(state, S), T0 + TYPING_SHOWN_MS - 1)).toBe(true);
    // A second frame extends it.
    state = consoleReducer(state, { type: "visitorTyping", sessionId: S, now: T0 + 3000 });
    state = consoleReducer(state, {
      type: "typingExpired",
      sessionId: S,
      now: T0 + TYPING_SHOWN_MS,
    });
    expect(isVisitorTyping(transcriptOf(state, S), T0 + TYPING_SHOWN_MS)).toBe(true);
    state = consoleReducer(state, {
      type: "typingExpired",
      sessionId: S,
      now: T0 + 3000 + TYPING_SHOWN_MS,
    });
    expect(transcriptOf(state, S).visitorTypingUntil).toBe(0);
    expect(isVisitorTyping(transcriptOf(state, S), T0 + 3000 + TYPING_SHOWN_MS)).toBe(false);
  });

  it("ends when the visitor's message arrives, not when an agent's does", () => {
    let state = run({ type: "visitorTyping", sessionId: S, now: T0 });
    state = consoleReducer(state, {
      type: "message",
      sessionId: S,
      message: message(1, "support"),
    });
    expect(isVisitorTyping(transcriptOf(state, S), T0 + 1)).toBe(true);
    state = consoleReducer(state, { type: "message", sessionId: S, message: message(2, "user") });
    expect(isVisitorTyping(transcriptOf(state, S), T0 + 1)).toBe(false);
  });
});

describe("what the console calls a visitor", () => {
  it("uses the name the visitor gave", () => {
    expect(visitorLabel(room(S))).toBe("Jane");
  });

  it("uses the email for the default Guest, so two guests are told apart", () => {
    const guest = (email: string) =>
      room(S, { profile: { name: "Guest", email, telegram: "@guest", locale: "fr" } });
    expect(visitorLabel(guest("a@shop.example"))).toBe("a@shop.example");
    expect(visitorLabel(guest("b@shop.example"))).toBe("b@shop.example");
  });

  it("has no label before the room knows the visitor (the caller shows Visitor <id>)", () => {
    expect(visitorLabel(room(S, { profile: null }))).toBeNull();
    expect(visitorLabel(null)).toBeNull();
  });
});
