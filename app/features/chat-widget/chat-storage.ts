import * as z from "zod/mini";
import {
  CHAT_SESSION_KEY,
  CHAT_USER_KEY,
  chatStorageFor,
  settleChatData,
} from "#app/features/chat-widget/chat-keys";
import { hasFunctionalConsent, type StorageLike } from "#app/features/cookie-consent/consent-store";
import type { ChatState } from "#app/features/chat-widget/chat-state";
import {
  chatMessage,
  DEFAULT_CHAT_NAME,
  errorCodes,
  HISTORY_PAGE_SIZE,
  isSessionId,
} from "#party/protocol";

/** The chat user, kept under a chat-user key; the form is pre-filled from it. */
export interface ChatUser {
  name: string;
  email: string;
  telegram: string;
}

export { DEFAULT_CHAT_NAME };

/** One conversation: its room, whether the room confirmed the join, and the transcript so far. */
export interface StoredSession {
  id: string;
  /** True once the room answered `session_created`: the join is never sent again. */
  joined: boolean;
  chat: ChatState;
}

const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  telegram: z.string(),
});

const sessionSchema = z.object({
  id: z.string().check(z.refine(isSessionId)),
  joined: z.boolean(),
  chat: z.object({
    messages: z.array(chatMessage),
    pending: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        createdAt: z.number(),
        status: z.enum(["sending", "failed"]),
        error: z.optional(z.enum(errorCodes)),
      }),
    ),
    lastSeq: z.number(),
    syncedSeq: z.optional(z.number()),
    readSeq: z.number(),
  }),
});

function readJson<T>(storage: StorageLike | null, key: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Blocked storage or garbage: as if nothing was kept.
    return null;
  }
}

function writeJson(storage: StorageLike | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the conversation still works for this page view.
  }
}

export interface ChatStorage {
  readUser(): ChatUser | null;
  writeUser(user: ChatUser): void;
  readSession(): StoredSession | null;
  writeSession(session: StoredSession): void;
}

/** The widget's storage over any Storage, so tests can hand it a fake. */
export function createChatStorage(storage: () => StorageLike | null): ChatStorage {
  return {
    readUser: () => readJson(storage(), CHAT_USER_KEY, userSchema),
    writeUser: (user) => writeJson(storage(), CHAT_USER_KEY, user),
    readSession() {
      const session = readJson(storage(), CHAT_SESSION_KEY, sessionSchema);
      if (!session) return null;
      // After a reload nothing is on its way: every unconfirmed message is sent again on open.
      const pending = session.chat.pending.map((p) => ({ ...p, status: "sending" as const }));
      // Kept by a widget that had no syncedSeq yet: its lastSeq may sit above a gap, so the room
      // is asked for everything again (what is already shown is ignored).
      const syncedSeq = session.chat.syncedSeq ?? 0;
      return { ...session, chat: { ...session.chat, pending, syncedSeq } };
    },
    writeSession(session) {
      // The newest page of the transcript is enough to show on reload; the room keeps it all.
      const messages = session.chat.messages.slice(-HISTORY_PAGE_SIZE);
      writeJson(storage(), CHAT_SESSION_KEY, { ...session, chat: { ...session.chat, messages } });
    },
  };
}

/** The consent the chat's entries were last put in place for (chat-keys.ts). */
let settledFor: boolean | undefined;

/**
 * Across visits only with Functional consent, else for the tab (DR 016). The consent is read at
 * each access: it can change in another tab, or lapse, while a conversation goes on.
 */
export const browserChatStorage = createChatStorage(() => {
  if (typeof window === "undefined") return null;
  const functional = hasFunctionalConsent();
  if (functional !== settledFor) {
    settleChatData(functional);
    settledFor = functional;
  }
  return chatStorageFor(functional);
});
