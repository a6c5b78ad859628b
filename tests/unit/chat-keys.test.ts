import { describe, expect, it } from "vitest";
import { CHAT_SESSION_KEY, CHAT_USER_KEY, moveChatData } from "#app/features/chat-widget/chat-keys";

function memoryStorage(entries: Record<string, string> = {}, { refusesWrites = false } = {}) {
  const memory = new Map(Object.entries(entries));
  return {
    memory,
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refusesWrites) throw new DOMException("full", "QuotaExceededError");
      memory.set(key, value);
    },
    removeItem: (key: string) => void memory.delete(key),
  };
}

const conversation = {
  [CHAT_USER_KEY]: '{"name":"Guest","email":"jane@shop.example","telegram":"@jane"}',
  [CHAT_SESSION_KEY]: '{"id":"s-now"}',
};

describe("moveChatData (DR 016)", () => {
  it("moves the contact and the conversation, replacing what the destination held", () => {
    const from = memoryStorage({ ...conversation, "subnova.lang": "fr" });
    const to = memoryStorage({ [CHAT_SESSION_KEY]: '{"id":"s-older"}' });
    moveChatData(from, to);
    expect(Object.fromEntries(to.memory)).toEqual(conversation);
    // Only the chat's entries leave.
    expect(Object.fromEntries(from.memory)).toEqual({ "subnova.lang": "fr" });
  });

  it("keeps an entry the destination refuses, unless consent was withdrawn", () => {
    const kept = memoryStorage(conversation);
    moveChatData(kept, memoryStorage({}, { refusesWrites: true }));
    expect(Object.fromEntries(kept.memory)).toEqual(conversation);

    const withdrawn = memoryStorage(conversation);
    moveChatData(withdrawn, memoryStorage({}, { refusesWrites: true }), {
      removeEvenIfNotCopied: true,
    });
    expect(withdrawn.memory.size).toBe(0);
    const noTabStorage = memoryStorage(conversation);
    moveChatData(noTabStorage, null, { removeEvenIfNotCopied: true });
    expect(noTabStorage.memory.size).toBe(0);
  });

  it("does nothing when there is nothing to move or no storage to read", () => {
    const to = memoryStorage({ [CHAT_SESSION_KEY]: '{"id":"s-kept"}' });
    moveChatData(memoryStorage(), to);
    moveChatData(null, to);
    expect(Object.fromEntries(to.memory)).toEqual({ [CHAT_SESSION_KEY]: '{"id":"s-kept"}' });
  });
});
