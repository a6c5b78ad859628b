import { describe, expect, it } from "vitest";
import {
  chatReducer,
  emptyChatState,
  unreadCount,
  type ChatAction,
  type ChatState,
} from "#app/features/chat-widget/chat-state";
import { createChatStorage } from "#app/features/chat-widget/chat-storage";
import { unreadBadge, type ChatMessage } from "#party/protocol";

const message = (
  seq: number,
  sender: ChatMessage["sender"] = "support",
  id = `msg-${seq}-abc`,
) => ({
  id,
  seq,
  sender,
  text: `text ${seq}`,
  timestamp: 1_700_000_000_000 + seq * 1000,
});

const run = (...actions: ChatAction[]) => actions.reduce(chatReducer, emptyChatState);
const ids = (state: ChatState) => state.messages.map((m) => m.id);

describe("messages from the room", () => {
  it("ignores a message whose id is already shown", () => {
    const first = message(1, "support", "same-id-123");
    const state = run(
      { type: "received", messages: [first] },
      { type: "received", messages: [{ ...first, text: "changed" }] },
      { type: "received", messages: [first, first] },
    );
    expect(state.messages).toEqual([first]);
  });

  it("keeps the room's order by seq whatever order frames arrive in", () => {
    const state = run(
      { type: "received", messages: [message(3), message(1)] },
      { type: "received", messages: [message(2)] },
    );
    expect(state.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(state.lastSeq).toBe(3);
  });

  it("returns the same state when nothing new arrived (no re-render, no write)", () => {
    const state = run({ type: "received", messages: [message(1)] });
    expect(chatReducer(state, { type: "received", messages: [message(1)] })).toBe(state);
    expect(chatReducer(state, { type: "received", messages: [], through: 0 })).toBe(state);
  });
});

describe("what a reconnect or a poll asks for", () => {
  it("does not skip a message below one known from the answer to a send", () => {
    // The poll had 1; the answer to the visitor's send says 3; 2 (a reply) was never received.
    const state = run(
      { type: "received", messages: [message(1)], through: 1 },
      { type: "received", messages: [message(3, "user")] },
    );
    expect(state.lastSeq).toBe(3);
    expect(state.syncedSeq).toBe(1);
    // The next page fills the gap and vouches for everything up to its last message.
    const filled = chatReducer(state, {
      type: "received",
      messages: [message(2), message(3, "user")],
      through: 3,
    });
    expect(filled.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(filled.syncedSeq).toBe(3);
  });

  it("moves forward only, even with nothing new to show", () => {
    const state = run(
      { type: "received", messages: [message(1), message(2)], through: 2 },
      { type: "received", messages: [message(4)] },
      { type: "received", messages: [], through: 4 },
    );
    expect(state.syncedSeq).toBe(4);
    expect(chatReducer(state, { type: "received", messages: [message(1)], through: 1 })).toBe(
      state,
    );
  });

  it("asks for everything again after a reload of a transcript kept without it", () => {
    const stored = JSON.stringify({
      id: "0b7c2a7e-8c1d-4f4e-9a55-1f1c2d3e4f50",
      joined: true,
      chat: { messages: [message(3)], pending: [], lastSeq: 3, readSeq: 0 },
    });
    const storage = createChatStorage(() => ({
      getItem: () => stored,
      setItem: () => undefined,
      removeItem: () => undefined,
    }));
    expect(storage.readSession()?.chat).toMatchObject({ lastSeq: 3, syncedSeq: 0 });
  });
});

describe("the outbox", () => {
  const queued: ChatAction = { type: "queued", id: "out-1-abcdef", text: "Hi", createdAt: 5 };

  it("keeps a sent message as pending until the room's message with its id arrives", () => {
    const pending = run(queued);
    expect(pending.pending).toEqual([
      { id: "out-1-abcdef", text: "Hi", createdAt: 5, status: "sending" },
    ]);
    const acked = chatReducer(pending, {
      type: "received",
      messages: [message(4, "user", "out-1-abcdef")],
    });
    expect(acked.pending).toEqual([]);
    expect(ids(acked)).toEqual(["out-1-abcdef"]);
  });

  it("queues an id once, and a resend after a failure shows it as sending again", () => {
    const failed = run(queued, queued, {
      type: "failed",
      id: "out-1-abcdef",
      error: "rate_limited",
    });
    expect(failed.pending).toHaveLength(1);
    expect(failed.pending[0]).toMatchObject({ status: "failed", error: "rate_limited" });
    const resent = chatReducer(failed, { type: "resending", ids: ["out-1-abcdef"] });
    expect(resent.pending[0]).toEqual({
      id: "out-1-abcdef",
      text: "Hi",
      createdAt: 5,
      status: "sending",
    });
  });

  it("survives a reload: the stored outbox comes back as sending, to be sent again on open", () => {
    const memory = new Map<string, string>();
    const storage = createChatStorage(() => ({
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    }));
    const chat = run(
      queued,
      { type: "failed", id: "out-1-abcdef" },
      { type: "received", messages: [message(1)], through: 1 },
    );
    storage.writeSession({ id: "0b7c2a7e-8c1d-4f4e-9a55-1f1c2d3e4f50", joined: true, chat });
    const restored = storage.readSession();
    expect(restored?.chat.messages).toEqual(chat.messages);
    expect(restored?.chat.syncedSeq).toBe(1);
    expect(restored?.chat.pending).toEqual([
      { id: "out-1-abcdef", text: "Hi", createdAt: 5, status: "sending" },
    ]);
    expect(restored?.joined).toBe(true);
  });

  it("ignores stored garbage instead of crashing", () => {
    const storage = createChatStorage(() => ({
      getItem: () => "{not json",
      setItem: () => undefined,
      removeItem: () => undefined,
    }));
    expect(storage.readSession()).toBeNull();
    expect(storage.readUser()).toBeNull();
  });
});

describe("unread count and badge", () => {
  it("counts incoming support messages only, after the read mark", () => {
    const state = run({
      type: "received",
      messages: [message(1), message(2, "user"), message(3, "system"), message(4)],
    });
    expect(unreadCount(state)).toBe(2);
    expect(unreadCount(chatReducer(state, { type: "read", seq: 1 }))).toBe(1);
    expect(unreadCount(chatReducer(state, { type: "read", seq: 4 }))).toBe(0);
  });

  it("never moves the read mark backwards (an older echo from another tab)", () => {
    const state = run({ type: "read", seq: 9 }, { type: "read", seq: 3 });
    expect(state.readSeq).toBe(9);
  });

  it("shows the count up to 9 and '9+' above", () => {
    const many = run({
      type: "received",
      messages: Array.from({ length: 12 }, (_, i) => message(i + 1)),
    });
    expect(unreadCount(many)).toBe(12);
    expect(unreadBadge(unreadCount(many))).toBe("9+");
    expect(unreadBadge(9)).toBe("9");
    expect(unreadBadge(10)).toBe("9+");
    expect(unreadBadge(1)).toBe("1");
  });
});
