import * as z from "zod/mini";
import { langCodes } from "#app/config/languages";
import { EMAIL_PATTERN } from "#app/lib/patterns";
import { singleLine } from "#app/lib/single-line";

/**
 * The live chat's wire protocol, written once for the visitor widget, the agents' console, the
 * rooms, the inbox and the benchmark. Every frame is a JSON text frame whose type is in `t`. Both
 * directions are validated here: the rooms parse what clients send, clients parse what the rooms
 * send, so a client can be written from this file alone.
 */

// ---------------------------------------------------------------------------------------------
// Addresses and limits
// ---------------------------------------------------------------------------------------------

/** partyserver routes `/<prefix>/<kebab-case binding>/<room>`. */
export const VISITOR_PREFIX = "parties";
export const AGENT_PREFIX = "agent-parties";
export const CHAT_PARTY = "chat-room";
export const INBOX_PARTY = "support-inbox";
/** There is one inbox for the whole team. */
export const INBOX_ROOM = "main";

/** Headers only the Worker sets (after checking the agent's session); stripped from visitors. */
export const ROLE_HEADER = "x-chat-role";
export const AGENT_ID_HEADER = "x-agent-id";
/** The agent's display name, URI-encoded (from their profile in D1, read by the Worker). */
export const AGENT_NAME_HEADER = "x-agent-name";

/**
 * Socket tags. partyserver puts the connection's id first among its tags, and the id comes from
 * the `_pk` query parameter: the Worker replaces it with a UUID of its own on both routes, and a
 * role tag has a colon, which a UUID never has, so no id can pass for a role.
 */
export const AGENT_TAG = "role:agent";
export const VISITOR_TAG = "role:visitor";
export const AGENT_ID_TAG_PREFIX = "agent-id:";
export const AGENT_NAME_TAG_PREFIX = "agent-name:";
/** The query parameter partyserver reads the connection id from. */
export const CONNECTION_ID_PARAM = "_pk";

/** Rooms are named by a random UUID the browser makes: 122 random bits, a bearer capability. */
export const SESSION_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isSessionId = (value: string) => SESSION_ID_PATTERN.test(value);

/** Longest message, in characters. */
export const MAX_TEXT_LENGTH = 2000;
/** Messages per history frame; `hasMore` says when the client should ask again after the last. */
export const HISTORY_PAGE_SIZE = 200;
/** The connection policy: 5 reconnection attempts, 1000 ms apart. */
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_DELAY_MS = 1000;
/** While the WebSocket cannot be had, the widget polls the room over HTTP this often. */
export const POLL_INTERVAL_MS = 3000;
/** Typing frames are sent at most this often while the text changes, and shown this long. */
export const TYPING_THROTTLE_MS = 2000;
export const TYPING_SHOWN_MS = 5000;

/**
 * A client's typing frames: at most one per TYPING_THROTTLE_MS. A sent message clears the other
 * side's typing hint, so it starts the window over and the next key press reports at once
 * (otherwise words typed within 2 s of a send were never reported).
 */
export class TypingThrottle {
  #lastSent = 0;

  /** The text changed: `send` the typing frame unless one went within the window. */
  typed(send: () => boolean, now = Date.now()) {
    if (now - this.#lastSent < TYPING_THROTTLE_MS) return;
    // A frame that could not go (socket closed) does not start the window.
    if (send()) this.#lastSent = now;
  }

  messageSent() {
    this.#lastSent = 0;
  }
}
/** A visitor message still unread by agents after this long notifies the team (NOTIFY queue). */
export const UNREAD_NOTIFY_DELAY_MS = 3 * 60 * 1000;
/**
 * Per connection: a bucket of this many messages, refilled at this many per window (one a second):
 * a burst of 10, then one a second.
 */
export const RATE_LIMIT = { messages: 10, windowMs: 10_000 } as const;
/** Close codes at or above 4000 are final: the client must not reconnect. */
export const CLOSE_FORBIDDEN = 4003;
/** A socket that outran a frame budget: a policy close, after which the client may reconnect. */
export const CLOSE_OVER_BUDGET = 1008;

/** A budget: a bucket of `burst` frames that refills at `perSecond`. */
export interface FrameBudget {
  burst: number;
  perSecond: number;
}

/**
 * Every frame type a connection may send, and malformed frames, has a budget per connection:
 * over it the room answers an error frame and closes the socket. The figures sit well above what
 * the widget and the console send (one join per session, typing at most every 2 s, a read per
 * batch of messages seen) and well below what wakes the room and the one team inbox in a loop.
 */
export const FRAME_BUDGETS = {
  join: { burst: 3, perSecond: 1 / 20 },
  send_message: {
    burst: RATE_LIMIT.messages,
    perSecond: RATE_LIMIT.messages / (RATE_LIMIT.windowMs / 1000),
  },
  typing: { burst: 5, perSecond: 1 },
  read: { burst: 20, perSecond: 2 },
  claim: { burst: 5, perSecond: 0.5 },
  close: { burst: 5, perSecond: 0.5 },
  /** Notes are written like replies. */
  note: {
    burst: RATE_LIMIT.messages,
    perSecond: RATE_LIMIT.messages / (RATE_LIMIT.windowMs / 1000),
  },
  /** Hand-offs and blocks: an agent's clicks. */
  handoff: { burst: 5, perSecond: 0.5 },
  block: { burst: 3, perSecond: 0.1 },
  /** The widget reports each page the visitor opens. */
  page: { burst: 5, perSecond: 0.5 },
  /** A transcript by email: a couple per conversation, not a mail cannon. */
  transcript: { burst: 2, perSecond: 1 / 600 },
  invalid: { burst: 5, perSecond: 0.1 },
} as const satisfies Record<string, FrameBudget>;
export type BudgetName = keyof typeof FRAME_BUDGETS;

/** The budget a frame type spends: hand-offs share one, as do a block and its lifting. */
export function budgetFor(t: ClientFrame["t"] | "invalid"): BudgetName {
  switch (t) {
    case "release":
    case "transfer":
    case "reopen":
      return "handoff";
    case "unblock":
      return "block";
    default:
      return t;
  }
}

/**
 * Longest frame a room reads, in UTF-16 code units, checked before it is parsed: a message at
 * MAX_TEXT_LENGTH with every character escaped by JSON fits, with room for its envelope.
 */
export const MAX_FRAME_LENGTH = 16 * 1024;

/** New rooms one address (an IPv4 address or an IPv6 /64) may start in an hour. */
export const NEW_ROOMS_PER_HOUR = 10;
/** Team alerts (Telegram, webhook) one room, and one address over all its rooms, may raise a day. */
export const ALERTS_PER_ROOM_PER_DAY = 3;
export const ALERTS_PER_ADDRESS_PER_DAY = 10;
/** An open conversation with no activity for this long leaves the agents' open list. */
export const IDLE_ROOM_MS = 24 * 60 * 60 * 1000;
/** Header only the Worker sets: the hashed client address key of a visitor's request. */
export const CLIENT_HEADER = "x-chat-client";
/** Its value when the request named no address (as `addressKey` says it). */
export const UNKNOWN_CLIENT = "unknown";

export const SHORT_SESSION_ID_LENGTH = 8;

/** The chat user's name when the visitor gave none (the pre-chat form asks none). */
export const DEFAULT_CHAT_NAME = "Guest";

/** An agent's display name: what visitors read on replies ("Camille, Subnova"). */
export const MAX_AGENT_NAME_LENGTH = 40;
/** Longest internal note or block reason, in characters. */
export const MAX_REASON_LENGTH = 300;
/** How long an agent may block a visitor; "forever" lasts until an agent lifts it. */
export const blockDurations = ["24h", "7d", "forever"] as const;
export type BlockDuration = (typeof blockDurations)[number];
export const BLOCK_DURATION_MS: Record<BlockDuration, number | null> = {
  "24h": 24 * 60 * 60 * 1000,
  "7d": 7 * 24 * 60 * 60 * 1000,
  forever: null,
};
/** Closed conversations the inbox sends in a snapshot (the console's "Closed" view). */
export const CLOSED_SNAPSHOT_DAYS = 7;

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

/** A note is an agent's internal remark: stored in the transcript, never sent to a visitor. */
export const senders = ["user", "support", "system", "note"] as const;
export type Sender = (typeof senders)[number];

/** A client-made message id (a UUID in practice), so a resend is recognised as the same message. */
const messageId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
const seq = z.number().check(z.int(), z.gte(0));
const locale = z.enum(langCodes as ["en", "fr"]);

export const chatMessage = z.object({
  id: messageId,
  /** Order of the transcript, assigned by the room; resync asks for everything after a seq. */
  seq: z.number().check(z.int(), z.gte(1)),
  sender: z.enum(senders),
  text: z.string(),
  /** Milliseconds since the epoch, the room's clock. */
  timestamp: z.number(),
  /** Replies and notes: the agent's display name when they wrote it. */
  author: z.optional(z.string()),
  /** Replies and notes, in frames to agents only: which agent wrote it. */
  agentId: z.optional(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The pre-chat form's rule: Telegram is an @handle or a phone-like string. */
export const CHAT_TELEGRAM_PATTERN = /^(@\S+|\+?[\d\s\-()]{10,})$/;

// Each text is made one clean line before its checks: the team's alerts show them as lines.
export const visitorProfile = z.object({
  name: z.string().check(z.overwrite(singleLine), z.minLength(1), z.maxLength(100)),
  email: z.string().check(z.overwrite(singleLine), z.maxLength(254), z.regex(EMAIL_PATTERN)),
  telegram: z
    .string()
    .check(z.overwrite(singleLine), z.maxLength(64), z.regex(CHAT_TELEGRAM_PATTERN)),
  locale,
  /** The page the visitor started the chat on (a path), for the agent's context. */
  page: z.optional(z.string().check(z.overwrite(singleLine), z.maxLength(300))),
  /** The visitor's IANA time zone (their browser's), so agents see their local time. */
  timeZone: z.optional(z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_+\-/]+$/))),
});
export type VisitorProfile = z.infer<typeof visitorProfile>;

export const roomStatuses = ["open", "closed"] as const;
export type RoomStatus = (typeof roomStatuses)[number];

/** One conversation as the agents' inbox lists it. */
export const roomSummary = z.object({
  sessionId: z.string(),
  profile: z.nullable(visitorProfile),
  status: z.enum(roomStatuses),
  createdAt: z.number(),
  lastAt: z.number(),
  lastPreview: z.string(),
  lastSender: z.nullable(z.enum(senders)),
  /** The agent who wrote the last reply, by name (null for a visitor's message). */
  lastAuthor: z.optional(z.nullable(z.string())),
  /** Visitor messages no agent has read yet. */
  unreadForAgents: z.number(),
  visitorOnline: z.boolean(),
  /** The agent who claimed the conversation, so two agents do not answer one visitor. */
  claimedBy: z.nullable(z.string()),
  /** That agent's display name. */
  claimedByName: z.optional(z.nullable(z.string())),
  /** The page the visitor is on now (a path), as the widget last reported it. */
  currentPage: z.optional(z.nullable(z.string())),
  /** A block in force: until when (null: for good) and why. */
  blocked: z.optional(
    z.nullable(z.object({ until: z.nullable(z.number()), reason: z.string(), by: z.string() })),
  ),
});
export type RoomSummary = z.infer<typeof roomSummary>;

export const errorCodes = [
  "not_joined",
  "rate_limited",
  "invalid",
  "too_long",
  "forbidden",
  "claimed",
  /** The visitor is blocked: they may read, not write or start a conversation. */
  "blocked",
  /** A transfer to an agent who is not online. */
  "agent_offline",
  /** Release or transfer by an agent who does not hold the conversation. */
  "not_claimed",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

// ---------------------------------------------------------------------------------------------
// Client → room (visitor; agents use the same frames plus claim/close)
// ---------------------------------------------------------------------------------------------

const joinFrame = z.extend(visitorProfile, { t: z.literal("join") });
const sendFrame = z.object({
  t: z.literal("send_message"),
  id: messageId,
  text: z.string(),
});
const typingFrame = z.object({ t: z.literal("typing") });
const readFrame = z.object({ t: z.literal("read"), seq });
const claimFrame = z.object({ t: z.literal("claim") });
const closeFrame = z.object({ t: z.literal("close") });
/** Agents: an internal note, stored and shown to agents only. */
const noteFrame = z.object({ t: z.literal("note"), id: messageId, text: z.string() });
/** Agents: give the conversation back to the team, or hand it to another online agent. */
const releaseFrame = z.object({ t: z.literal("release") });
const transferFrame = z.object({
  t: z.literal("transfer"),
  to: z.string().check(z.minLength(1), z.maxLength(254)),
});
const reopenFrame = z.object({ t: z.literal("reopen") });
const blockFrame = z.object({
  t: z.literal("block"),
  duration: z.enum(blockDurations),
  reason: z.string().check(z.overwrite(singleLine), z.minLength(1), z.maxLength(MAX_REASON_LENGTH)),
});
const unblockFrame = z.object({ t: z.literal("unblock") });
/** Visitors: the page they are on now. */
const pageFrame = z.object({
  t: z.literal("page"),
  path: z.string().check(z.overwrite(singleLine), z.minLength(1), z.maxLength(300)),
});
/** Visitors: send me this conversation's transcript by email (to the address they gave). */
const transcriptFrame = z.object({ t: z.literal("transcript") });

export const clientFrame = z.discriminatedUnion("t", [
  joinFrame,
  sendFrame,
  typingFrame,
  readFrame,
  claimFrame,
  closeFrame,
  noteFrame,
  releaseFrame,
  transferFrame,
  reopenFrame,
  blockFrame,
  unblockFrame,
  pageFrame,
  transcriptFrame,
]);
export type ClientFrame = z.infer<typeof clientFrame>;
export type JoinFrame = z.infer<typeof joinFrame>;
export type SendFrame = z.infer<typeof sendFrame>;

// ---------------------------------------------------------------------------------------------
// Room → client
// ---------------------------------------------------------------------------------------------

const serverFrame = z.discriminatedUnion("t", [
  z.object({ t: z.literal("session_created"), sessionId: z.string() }),
  /** Sent on every connect: the messages after the `?after=` seq. */
  z.object({ t: z.literal("history"), messages: z.array(chatMessage), hasMore: z.boolean() }),
  z.extend(chatMessage, { t: z.literal("message") }),
  z.object({ t: z.literal("typing"), from: z.enum(["user", "support"]) }),
  z.object({ t: z.literal("status"), agentsOnline: z.boolean() }),
  /** Someone read up to `seq`; other tabs of the same side clear their badge. */
  z.object({ t: z.literal("read"), by: z.enum(["user", "support"]), seq }),
  z.object({ t: z.literal("error"), code: z.enum(errorCodes), id: z.optional(messageId) }),
  /** Agents only: who the visitor is and the conversation's state. */
  z.extend(roomSummary, { t: z.literal("room") }),
  /** Visitors: an agent blocked this conversation (until: null is for good). */
  z.object({ t: z.literal("blocked"), until: z.nullable(z.number()) }),
  /** Visitors: an agent reopened or closed the conversation. */
  z.object({ t: z.literal("conversation"), status: z.enum(roomStatuses) }),
  /** Visitors: the answer to a transcript request. */
  z.object({
    t: z.literal("transcript"),
    status: z.enum(["queued", "not_configured", "unavailable"]),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrame>;

// ---------------------------------------------------------------------------------------------
// Inbox → agent console
// ---------------------------------------------------------------------------------------------

/** An agent as the console names them. */
export const agentPresence = z.object({ id: z.string(), name: z.string() });
export type AgentPresence = z.infer<typeof agentPresence>;

const inboxFrame = z.discriminatedUnion("t", [
  /**
   * On every (re)connect: every open conversation and those closed in the last
   * CLOSED_SNAPSHOT_DAYS, newest first, and who is online.
   */
  z.object({
    t: z.literal("snapshot"),
    rooms: z.array(roomSummary),
    agents: z.array(agentPresence),
  }),
  z.object({ t: z.literal("room"), room: roomSummary }),
  z.object({ t: z.literal("agents"), agents: z.array(agentPresence) }),
  /** To the agent a conversation was handed to: who handed it over. */
  z.object({
    t: z.literal("transferred"),
    sessionId: z.string(),
    from: agentPresence,
    visitorName: z.nullable(z.string()),
  }),
]);
export type InboxFrame = z.infer<typeof inboxFrame>;

// ---------------------------------------------------------------------------------------------
// HTTP polling fallback (the room's onRequest), used while the WebSocket cannot be had
// ---------------------------------------------------------------------------------------------

/** GET /parties/chat-room/<id>?after=<seq> answers this; POST takes a send_message frame. */
export const pollResponse = z.object({
  messages: z.array(chatMessage),
  hasMore: z.boolean(),
  agentsOnline: z.boolean(),
});
export type PollResponse = z.infer<typeof pollResponse>;

// ---------------------------------------------------------------------------------------------
// Parsing and encoding
// ---------------------------------------------------------------------------------------------

function parseJson(raw: unknown): unknown {
  if (typeof raw !== "string") return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * A frame from a client, or null for anything malformed (binary, oversized, not JSON, unknown
 * `t`). The size is checked first: an oversized frame is never parsed.
 */
export function parseClientFrame(raw: unknown): ClientFrame | null {
  if (typeof raw !== "string" || raw.length > MAX_FRAME_LENGTH) return null;
  const result = clientFrame.safeParse(parseJson(raw));
  return result.success ? result.data : null;
}

export function parseServerFrame(raw: unknown): ServerFrame | null {
  const result = serverFrame.safeParse(parseJson(raw));
  return result.success ? result.data : null;
}

export function parseInboxFrame(raw: unknown): InboxFrame | null {
  const result = inboxFrame.safeParse(parseJson(raw));
  return result.success ? result.data : null;
}

export const encode = (frame: ClientFrame | ServerFrame | InboxFrame) => JSON.stringify(frame);

/** Text as it is stored and sent: trimmed; blank is not a message. */
export function cleanText(text: string): string {
  // Control characters other than line breaks and tabs never belong in a chat message.
  return text.replace(/[^\P{Cc}\n\t]/gu, "").trim();
}

export const shortSessionId = (sessionId: string) => sessionId.slice(0, SHORT_SESSION_ID_LENGTH);

/** The badge: the count, or '9+' above 9. */
export const unreadBadge = (count: number) => (count > 9 ? "9+" : String(count));

/** Initials for an agent's avatar: the first letters of the first two words of their name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? "");
  return letters.join("").toLocaleUpperCase() || "?";
}

/** An agent's name until they save one: their id's part before "@", capitalized. */
export function defaultAgentName(agentId: string): string {
  const local = agentId.split("@")[0]?.split(/[._+-]/u)[0] ?? "";
  const name = local ? local[0]?.toLocaleUpperCase() + local.slice(1) : agentId;
  return name.slice(0, MAX_AGENT_NAME_LENGTH);
}
