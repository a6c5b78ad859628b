import type { ChatMessage, ErrorCode } from "#party/protocol";

/**
 * The visitor's side of one conversation, as plain data: what the room confirmed (ordered by its
 * seq, one entry per id), what the visitor wrote that the room has not confirmed yet (the outbox),
 * and how far the visitor has read. Every change goes through `chatReducer`, so the rules below
 * (duplicates ignored, acks clear the outbox, unread counting) are tested without a socket.
 */
export interface PendingMessage {
  /** The client-made id the room stores the message under; a resend reuses it. */
  id: string;
  text: string;
  /** When the visitor pressed send (this browser's clock), shown until the room's time is known. */
  createdAt: number;
  status: "sending" | "failed";
  /** Why the room refused it, when it said so. */
  error?: ErrorCode;
}

export interface ChatState {
  /** Confirmed messages, ascending seq, unique ids. */
  messages: ChatMessage[];
  /** Sent but not confirmed, in the order they were written. */
  pending: PendingMessage[];
  /** Highest seq received (read receipts report it). */
  lastSeq: number;
  /**
   * Every message up to this seq has been received: reconnects and polls ask for what comes after
   * it. It trails lastSeq while a message known from another path (the answer to the visitor's own
   * send, a live frame above history still being fetched) sits above ones not received yet; asking
   * after lastSeq would skip those for good.
   */
  syncedSeq: number;
  /** Support messages up to this seq have been seen by the visitor (in any tab). */
  readSeq: number;
}

export const emptyChatState: ChatState = {
  messages: [],
  pending: [],
  lastSeq: 0,
  syncedSeq: 0,
  readSeq: 0,
};

export type ChatAction =
  /**
   * Messages from the room (`history`, `message`, a poll or the answer to a send), in any order,
   * maybe repeated. `through`: the sender vouches that nothing up to this seq is missing any more
   * (a page that continues the transcript, a live frame on a socket in step with it).
   */
  | { type: "received"; messages: readonly ChatMessage[]; through?: number }
  | { type: "queued"; id: string; text: string; createdAt: number }
  /** Sent again (reconnect, retry): shown as sending until acked or failed again. */
  | { type: "resending"; ids: readonly string[] }
  | { type: "failed"; id: string; error?: ErrorCode }
  /** The visitor saw everything up to seq (this tab, or another tab's read echoed by the room). */
  | { type: "read"; seq: number };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "received":
      return receive(state, action.messages, action.through);
    case "queued":
      if (state.pending.some((p) => p.id === action.id)) return state;
      return {
        ...state,
        pending: [
          ...state.pending,
          { id: action.id, text: action.text, createdAt: action.createdAt, status: "sending" },
        ],
      };
    case "resending": {
      const ids = new Set(action.ids);
      if (!state.pending.some((p) => ids.has(p.id) && p.status !== "sending")) return state;
      return {
        ...state,
        pending: state.pending.map((p) =>
          ids.has(p.id) ? { id: p.id, text: p.text, createdAt: p.createdAt, status: "sending" } : p,
        ),
      };
    }
    case "failed":
      if (!state.pending.some((p) => p.id === action.id)) return state;
      return {
        ...state,
        pending: state.pending.map((p) =>
          p.id === action.id
            ? { ...p, status: "failed", ...(action.error ? { error: action.error } : {}) }
            : p,
        ),
      };
    case "read":
      return action.seq > state.readSeq ? { ...state, readSeq: action.seq } : state;
  }
}

/** Merges what the room sent: an id already shown is ignored; the outbox entry it acks goes. */
function receive(
  state: ChatState,
  incoming: readonly ChatMessage[],
  through = state.syncedSeq,
): ChatState {
  const known = new Set(state.messages.map((m) => m.id));
  const fresh: ChatMessage[] = [];
  for (const message of incoming) {
    if (known.has(message.id)) continue;
    known.add(message.id);
    fresh.push(message);
  }
  const syncedSeq = Math.max(state.syncedSeq, through);
  if (fresh.length === 0) return syncedSeq === state.syncedSeq ? state : { ...state, syncedSeq };
  const messages = [...state.messages, ...fresh].toSorted((a, b) => a.seq - b.seq);
  const acked = new Set(fresh.map((m) => m.id));
  return {
    ...state,
    messages,
    pending: state.pending.some((p) => acked.has(p.id))
      ? state.pending.filter((p) => !acked.has(p.id))
      : state.pending,
    lastSeq: Math.max(state.lastSeq, ...fresh.map((m) => m.seq)),
    syncedSeq,
  };
}

/** Incoming support messages the visitor has not seen: the launcher's badge. */
export function unreadCount(state: ChatState): number {
  let count = 0;
  for (const message of state.messages) {
    if (message.sender === "support" && message.seq > state.readSeq) count += 1;
  }
  return count;
}

/** The seq a `read` frame reports: the newest message the visitor now has on screen. */
export const latestSeq = (state: ChatState) => state.lastSeq;

/** Whether any message came from a person (system notices do not count as a conversation). */
export const hasMessages = (state: ChatState) =>
  state.messages.length > 0 || state.pending.length > 0;
