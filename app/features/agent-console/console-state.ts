import {
  type AgentPresence,
  type ChatMessage,
  type ErrorCode,
  type RoomSummary,
  TYPING_SHOWN_MS,
} from "#party/protocol";

/**
 * The agents' console as plain data: the conversation list mirrored from the SupportInbox, who is
 * online, and a transcript per conversation opened in this tab. Every change goes through
 * `consoleReducer`, so the rules (duplicates ignored, seq order, acks clear the outbox, a
 * snapshot replaces the list, typing expires) are tested without a socket.
 */
export interface PendingReply {
  /** The client-made id the room stores the reply under; a resend reuses it. */
  id: string;
  text: string;
  /** When the agent pressed send (this browser's clock), shown until the room's time is known. */
  createdAt: number;
  status: "sending" | "failed";
  /** Why the room refused it; absent when it only did not answer in time. */
  error?: ErrorCode;
  /** An internal note rather than a reply to the visitor. */
  note?: boolean;
}

export interface Transcript {
  /** Confirmed messages, ascending seq, unique ids. */
  messages: ChatMessage[];
  /** Replies written here that the room has not echoed yet, in the order they were written. */
  pending: PendingReply[];
  /** Highest seq received. */
  lastSeq: number;
  /**
   * Every message up to this seq is known. A reconnect asks for what comes after it, not after
   * lastSeq: while a long history is still being paged in, live messages can be ahead of a gap.
   */
  syncedSeq: number;
  /** The visitor's typing shows until this time (ms since the epoch); 0 when not typing. */
  visitorTypingUntil: number;
  /** The room's own view of the conversation (its `room` frames), kept if the list drops it. */
  summary: RoomSummary | null;
  /** The room said another agent holds this conversation when we tried to claim it. */
  claimRefused: boolean;
  /** The room refused the agent's last action on the conversation (transfer, release…). */
  actionRefused: ErrorCode | null;
  /** A history frame has arrived: until then the transcript is still loading. */
  loaded: boolean;
  /** The room said there is more history than it sent; the rest is being fetched. */
  catchingUp: boolean;
}

export interface ConsoleState {
  /** Open conversations first, then closed ones; newest activity first within each. */
  rooms: RoomSummary[];
  /** Agents with a console open now (from the inbox). */
  agents: AgentPresence[];
  /** Whether a snapshot has arrived since the page loaded. */
  inboxLoaded: boolean;
  transcripts: Readonly<Record<string, Transcript>>;
  /**
   * Ids of replies sent from this tab: the room only says "support", so these are told apart
   * as the agent's own ("You") from other agents' ("Support").
   */
  mine: ReadonlySet<string>;
  /** Conversations other agents handed to this one, newest first, until opened or dismissed. */
  handedToMe: readonly HandOff[];
}

export interface HandOff {
  sessionId: string;
  from: AgentPresence;
  visitorName: string | null;
}

export const emptyTranscript: Transcript = {
  messages: [],
  pending: [],
  lastSeq: 0,
  syncedSeq: 0,
  visitorTypingUntil: 0,
  summary: null,
  claimRefused: false,
  actionRefused: null,
  loaded: false,
  catchingUp: false,
};

export const emptyConsoleState: ConsoleState = {
  rooms: [],
  agents: [],
  inboxLoaded: false,
  transcripts: {},
  mine: new Set(),
  handedToMe: [],
};

export type ConsoleAction =
  /** The inbox's whole picture, sent on every (re)connect: it replaces what we had. */
  | { type: "snapshot"; rooms: readonly RoomSummary[]; agents: readonly AgentPresence[] }
  /** One conversation changed (an inbox delta, or the room's own `room` frame). */
  | { type: "room"; room: RoomSummary }
  | { type: "agents"; agents: readonly AgentPresence[] }
  /** A page of the transcript: on connect, after `?after=seq`, or fetched when hasMore. */
  | { type: "history"; sessionId: string; messages: readonly ChatMessage[]; hasMore: boolean }
  /** A live message on the room socket (also the ack of our own reply). */
  | { type: "message"; sessionId: string; message: ChatMessage }
  | { type: "visitorTyping"; sessionId: string; now: number }
  | { type: "typingExpired"; sessionId: string; now: number }
  | {
      type: "queued";
      sessionId: string;
      id: string;
      text: string;
      createdAt: number;
      note?: boolean;
    }
  /** Sent again (reconnect, retry): shown as sending until acked or failed again. */
  | { type: "resending"; sessionId: string; ids: readonly string[] }
  | { type: "failed"; sessionId: string; id: string; error?: ErrorCode }
  /** The agent gave up on a reply the room refused. */
  | { type: "discarded"; sessionId: string; id: string }
  | { type: "claimRefused"; sessionId: string }
  /** The room refused an action with no message id (transfer to an offline agent…). */
  | { type: "actionRefused"; sessionId: string; code: ErrorCode | null }
  /** Another agent handed a conversation to this one (the inbox's `transferred`). */
  | { type: "handedToMe"; handOff: HandOff }
  | { type: "handOffSeen"; sessionId: string };

const byListOrder = (a: RoomSummary, b: RoomSummary) =>
  (a.status === "open" ? 0 : 1) - (b.status === "open" ? 0 : 1) ||
  b.lastAt - a.lastAt ||
  a.sessionId.localeCompare(b.sessionId);

export const sortRooms = (rooms: readonly RoomSummary[]) => rooms.toSorted(byListOrder);

export function consoleReducer(state: ConsoleState, action: ConsoleAction): ConsoleState {
  switch (action.type) {
    case "snapshot":
      return {
        ...state,
        rooms: sortRooms(action.rooms),
        agents: [...action.agents],
        inboxLoaded: true,
      };
    case "room": {
      const rooms = sortRooms([
        ...state.rooms.filter((r) => r.sessionId !== action.room.sessionId),
        action.room,
      ]);
      const known = state.transcripts[action.room.sessionId];
      if (!known) return { ...state, rooms };
      const claimRefused = known.claimRefused && action.room.claimedBy === known.summary?.claimedBy;
      return withTranscript({ ...state, rooms }, action.room.sessionId, {
        ...known,
        summary: action.room,
        claimRefused,
      });
    }
    case "agents":
      return { ...state, agents: [...action.agents] };
    case "history":
      return receive(state, action.sessionId, action.messages, { history: action.hasMore });
    case "message":
      return receive(state, action.sessionId, [action.message], { live: true });
    case "visitorTyping":
      return update(state, action.sessionId, (t) => ({
        ...t,
        visitorTypingUntil: action.now + TYPING_SHOWN_MS,
      }));
    case "typingExpired":
      return update(state, action.sessionId, (t) =>
        t.visitorTypingUntil !== 0 && t.visitorTypingUntil <= action.now
          ? { ...t, visitorTypingUntil: 0 }
          : t,
      );
    case "queued": {
      const next = update(state, action.sessionId, (t) =>
        t.pending.some((p) => p.id === action.id)
          ? t
          : {
              ...t,
              pending: [
                ...t.pending,
                {
                  id: action.id,
                  text: action.text,
                  createdAt: action.createdAt,
                  status: "sending",
                  ...(action.note ? { note: true } : {}),
                },
              ],
            },
      );
      return next === state ? state : { ...next, mine: new Set(state.mine).add(action.id) };
    }
    case "resending": {
      const ids = new Set(action.ids);
      return update(state, action.sessionId, (t) =>
        t.pending.some((p) => ids.has(p.id) && p.status !== "sending")
          ? {
              ...t,
              pending: t.pending.map((p) =>
                ids.has(p.id)
                  ? {
                      id: p.id,
                      text: p.text,
                      createdAt: p.createdAt,
                      status: "sending",
                      ...(p.note ? { note: true } : {}),
                    }
                  : p,
              ),
            }
          : t,
      );
    }
    case "failed":
      return update(state, action.sessionId, (t) =>
        t.pending.some((p) => p.id === action.id)
          ? {
              ...t,
              pending: t.pending.map((p) =>
                p.id === action.id
                  ? { ...p, status: "failed", ...(action.error ? { error: action.error } : {}) }
                  : p,
              ),
            }
          : t,
      );
    case "discarded":
      return update(state, action.sessionId, (t) =>
        t.pending.some((p) => p.id === action.id && p.status === "failed")
          ? { ...t, pending: t.pending.filter((p) => p.id !== action.id) }
          : t,
      );
    case "claimRefused":
      return update(state, action.sessionId, (t) =>
        t.claimRefused ? t : { ...t, claimRefused: true },
      );
    case "actionRefused":
      return update(state, action.sessionId, (t) =>
        t.actionRefused === action.code ? t : { ...t, actionRefused: action.code },
      );
    case "handedToMe":
      return {
        ...state,
        handedToMe: [
          action.handOff,
          ...state.handedToMe.filter((h) => h.sessionId !== action.handOff.sessionId),
        ],
      };
    case "handOffSeen":
      return state.handedToMe.some((h) => h.sessionId === action.sessionId)
        ? { ...state, handedToMe: state.handedToMe.filter((h) => h.sessionId !== action.sessionId) }
        : state;
  }
}

function withTranscript(state: ConsoleState, sessionId: string, transcript: Transcript) {
  return { ...state, transcripts: { ...state.transcripts, [sessionId]: transcript } };
}

/** Applies a change to one transcript (made on first use); the same state when nothing changed. */
function update(
  state: ConsoleState,
  sessionId: string,
  change: (t: Transcript) => Transcript,
): ConsoleState {
  const before = state.transcripts[sessionId] ?? emptyTranscript;
  const after = change(before);
  if (after === before) return state;
  return withTranscript(state, sessionId, after);
}

/**
 * Merges what the room sent: an id already shown is ignored, the pending reply it acks leaves
 * the outbox (and stays known as ours), a visitor message ends their typing.
 */
function receive(
  state: ConsoleState,
  sessionId: string,
  incoming: readonly ChatMessage[],
  how: { history: boolean } | { live: true },
): ConsoleState {
  const t = state.transcripts[sessionId] ?? emptyTranscript;
  const known = new Set(t.messages.map((m) => m.id));
  const fresh: ChatMessage[] = [];
  for (const message of incoming) {
    if (known.has(message.id)) continue;
    known.add(message.id);
    fresh.push(message);
  }
  const lastSeq = Math.max(t.lastSeq, ...fresh.map((m) => m.seq));
  let syncedSeq = t.syncedSeq;
  let catchingUp = t.catchingUp;
  if ("live" in how) {
    // A live frame continues a complete transcript; behind a gap still being fetched it does not.
    if (!catchingUp) syncedSeq = lastSeq;
  } else if (how.history) {
    // A partial page: complete up to its last message, which the next page starts after.
    syncedSeq = Math.max(t.syncedSeq, ...incoming.map((m) => m.seq));
    catchingUp = true;
  } else {
    // The last page: nothing the room had is missing any more.
    syncedSeq = lastSeq;
    catchingUp = false;
  }
  const loaded = t.loaded || !("live" in how);
  if (
    fresh.length === 0 &&
    syncedSeq === t.syncedSeq &&
    loaded === t.loaded &&
    catchingUp === t.catchingUp
  ) {
    return state;
  }
  const acked = new Set(fresh.map((m) => m.id));
  const visitorSpoke = fresh.some((m) => m.sender === "user");
  const transcript: Transcript = {
    ...t,
    messages: fresh.length
      ? [...t.messages, ...fresh].toSorted((a, b) => a.seq - b.seq)
      : t.messages,
    pending: t.pending.some((p) => acked.has(p.id))
      ? t.pending.filter((p) => !acked.has(p.id))
      : t.pending,
    lastSeq,
    syncedSeq,
    loaded,
    catchingUp,
    visitorTypingUntil: visitorSpoke ? 0 : t.visitorTypingUntil,
  };
  return withTranscript(state, sessionId, transcript);
}

// --- Reading the state ----------------------------------------------------------------------

export const transcriptOf = (state: ConsoleState, sessionId: string): Transcript =>
  state.transcripts[sessionId] ?? emptyTranscript;

/** The list's row if it has one (the freshest for the list), else what the room itself said. */
export const summaryOf = (state: ConsoleState, sessionId: string): RoomSummary | null =>
  state.rooms.find((r) => r.sessionId === sessionId) ??
  state.transcripts[sessionId]?.summary ??
  null;

/** What a reconnect asks the room for: everything after this seq. */
export const resumeSeq = (transcript: Transcript) => transcript.syncedSeq;

/** The newest message from the visitor, which a `read` frame reports as seen. */
export function newestVisitorSeq(transcript: Transcript): number {
  for (let i = transcript.messages.length - 1; i >= 0; i -= 1) {
    const message = transcript.messages[i];
    if (message?.sender === "user") return message.seq;
  }
  return 0;
}

export const isVisitorTyping = (transcript: Transcript, now: number) =>
  transcript.visitorTypingUntil > now;

/** Visitor messages no agent has read, over every open conversation: the tab title's count. */
export const totalUnread = (state: ConsoleState) =>
  state.rooms.reduce((sum, r) => sum + (r.status === "open" ? r.unreadForAgents : 0), 0);

export const openRoomCount = (state: ConsoleState) =>
  state.rooms.filter((r) => r.status === "open").length;

/** Who wrote a message, as the console labels it. */
export type Author = "visitor" | "you" | "support" | "system" | "note";

export function authorOf(state: ConsoleState, message: ChatMessage, agentId: string): Author {
  if (message.sender === "user") return "visitor";
  if (message.sender === "system") return "system";
  if (message.sender === "note") return "note";
  return state.mine.has(message.id) || message.agentId === agentId ? "you" : "support";
}
