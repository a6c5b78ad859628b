import { type Connection, type ConnectionContext, Server, type WSMessage } from "partyserver";
import { DAY_MS, HOUR_MS, takeAtomic } from "#app/lib/atomic-limit.server";
import { CONTACT_RETENTION_YEARS, endOfDay, shiftYears } from "#app/lib/retention";
import { readCappedText } from "#app/lib/capped-body.server";
import { storeChatAlert } from "#app/features/notifications/chat-alert.server";
import { enqueueNotification } from "#app/features/notifications/notify.server";
import {
  mailSettings,
  type TranscriptMail,
} from "#app/features/notifications/transcript-mail.server";
import enNotice from "#locales/en/blocks/chatRoom.json";
import frNotice from "#locales/fr/blocks/chatRoom.json";
import {
  AGENT_TAG,
  type AgentPresence,
  ALERTS_PER_ADDRESS_PER_DAY,
  ALERTS_PER_ROOM_PER_DAY,
  budgetFor,
  type BlockDuration,
  type BudgetName,
  type ChatMessage,
  CLIENT_HEADER,
  CLOSE_FORBIDDEN,
  CLOSE_OVER_BUDGET,
  type ClientFrame,
  cleanText,
  encode,
  type ErrorCode,
  FRAME_BUDGETS,
  HISTORY_PAGE_SIZE,
  INBOX_ROOM,
  MAX_FRAME_LENGTH,
  MAX_TEXT_LENGTH,
  parseClientFrame,
  type PollResponse,
  ROLE_HEADER,
  type RoomStatus,
  type RoomSummary,
  type Sender,
  type ServerFrame,
  UNKNOWN_CLIENT,
  UNREAD_NOTIFY_DELAY_MS,
  VISITOR_TAG,
  type VisitorProfile,
} from "#party/protocol";
import { newRoomsPerHour } from "#party/chat-settings";
import { isWebSocketUpgrade, refusedConnectionId } from "#party/connection-id";
import { closeSession, ExpiredSessions } from "#party/session-sockets";
import { agentFromHeaders, agentOf, agentTags, isAgentSocket } from "#party/socket-roles";
import { writeConversationIndex } from "#party/conversation-index";
import {
  renderTranscript,
  type TranscriptAudience,
  type TranscriptSource,
  transcriptFileName,
  transcriptSubject,
} from "#party/transcript-text";
import {
  activeBlockFor,
  blockInForce,
  blockUntil,
  liftBlocks,
  recordBlock,
  type RoomBlock,
} from "#party/room-blocks";

const notices = { en: enNotice, fr: frNotice } as const;

/** Transcript emails one conversation may ask for in a day: its visitor's address is not ours. */
const TRANSCRIPTS_PER_ROOM_PER_DAY = 3;

/**
 * Changes of a conversation reach the agents' list at most this long after they happen: a burst
 * (a visitor's message and the agent's reply, a read) is one update to the single team inbox, not
 * one per frame. Well inside the second the list may lag.
 */
const SUMMARY_DELAY_MS = 250;
/**
 * Search and reports are fed a few seconds after the messages: one D1 batch per burst. The wait
 * is drawn between 5 and 10 s, so rooms that got busy together do not all write at once.
 */
const INDEX_DELAY_MS = 5000;
const INDEX_BATCH = 200;

/** One frame type's bucket: tokens left, and when they were counted. */
interface Bucket {
  tokens: number;
  at: number;
}

/** What a socket carries across hibernation: its frame budgets and its client's address key. */
interface SocketState {
  budgets: Partial<Record<BudgetName, Bucket>>;
  /** The hashed address key the Worker named (visitors only). */
  client: string | null;
}

type Side = "user" | "support";

interface MessageRow {
  seq: number;
  id: string;
  sender: Sender;
  text: string;
  ts: number;
  author: string | null;
  agent_id: string | null;
  [key: string]: SqlStorageValue;
}

const COLUMNS = "seq, id, sender, text, ts, author, agent_id";

/** A stored message as agents get it: with the agent behind a reply or a note. */
const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  seq: row.seq,
  sender: row.sender,
  text: row.text,
  timestamp: row.ts,
  ...(row.author ? { author: row.author } : {}),
  ...(row.agent_id ? { agentId: row.agent_id } : {}),
});

/** What a visitor may see of a message: who wrote it by name, never the agent's account. */
const forVisitor = ({ agentId: _agentId, ...message }: ChatMessage): ChatMessage => message;

type Audience = "visitor" | "agent";

/** The address hash a block covers; none when the visitor's address was not known. */
const blockableClient = (client: string | null) =>
  client === null || client === UNKNOWN_CLIENT ? null : client;

/** Who writes: the visitor, or an agent replying or writing a note. */
type Author = { side: "user" } | { side: "support" | "note"; agent: AgentPresence };

/**
 * One visitor's chat session: the room is named by the browser's session UUID. The transcript
 * lives in this Durable Object's SQLite, so it survives eviction and restarts; sockets hibernate.
 * The room is the only writer of its conversation; the SupportInbox only mirrors a summary, and
 * D1 an index of it for search and reports.
 */
export class ChatRoom extends Server<Env> {
  static options = { hibernate: true };

  /** The summary the inbox has not been sent yet; one call in flight at a time, in order. */
  #pendingSummary: RoomSummary | null = null;
  #inboxFlush: Promise<void> | null = null;
  #summaryTimer: ReturnType<typeof setTimeout> | null = null;
  #indexTimer: ReturnType<typeof setTimeout> | null = null;
  #expired = new ExpiredSessions();
  /**
   * What the list shows, kept as messages are stored rather than read back from SQLite on every
   * summary: the newest reply or visitor message, and the visitor messages no agent has read.
   * Undefined until first needed by this instance (after a wake, they are read once).
   */
  #lastShown: MessageRow | null | undefined;
  #unread: number | undefined;

  /**
   * Whether onStart ran in this instance since the room was last erased. A new room's first
   * socket starts it in fetch, before partyserver would: it then runs once, not twice.
   */
  #ready = false;

  onStart() {
    if (this.#ready) return;
    const sql = this.ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      sender TEXT NOT NULL,
      agent_id TEXT,
      text TEXT NOT NULL,
      ts INTEGER NOT NULL,
      author TEXT)`);
    // Rooms from before agents had names: their replies keep no author.
    const columns = sql
      .exec<{ name: string }>(`SELECT name FROM pragma_table_info('messages')`)
      .toArray()
      .map((row) => row.name);
    if (!columns.includes("author")) sql.exec(`ALTER TABLE messages ADD COLUMN author TEXT`);
    // Rooms from before the retention alarm: their last message (or their join) starts the period.
    if (this.#get("lastActivityAt") === null) {
      const last = sql.exec<{ ts: number | null }>(`SELECT MAX(ts) AS ts FROM messages`).one().ts;
      const at = last ?? this.#number("createdAt");
      if (at > 0) this.#touch(at);
    }
    this.#ready = true;
  }

  // --- meta --------------------------------------------------------------------------------

  // Meta is read on every message (profile, status, claim, read marks): kept in memory, written
  // through. Only this instance writes it, so the copy cannot go stale; a new instance (after
  // hibernation or a restart) loads it again on first use.
  #meta: Map<string, string> | null = null;
  #parsedProfile: VisitorProfile | null | undefined;

  #metaMap(): Map<string, string> {
    this.#meta ??= new Map(
      this.ctx.storage.sql
        .exec<{ k: string; v: string }>(`SELECT k, v FROM meta`)
        .toArray()
        .map((row) => [row.k, row.v]),
    );
    return this.#meta;
  }

  #get(key: string): string | null {
    return this.#metaMap().get(key) ?? null;
  }

  #set(key: string, value: string | number | boolean) {
    this.#setAll({ [key]: value });
  }

  /** Several keys in one statement (a room's first join writes five). */
  #setAll(values: Record<string, string | number | boolean>) {
    const meta = this.#metaMap();
    const changed = Object.entries(values)
      .map(([key, value]) => [key, String(value)] as const)
      .filter(([key, text]) => meta.get(key) !== text);
    if (changed.length === 0) return;
    this.ctx.storage.sql.exec(
      `INSERT INTO meta (k, v) VALUES ${changed.map(() => "(?, ?)").join(", ")}
       ON CONFLICT (k) DO UPDATE SET v = excluded.v`,
      ...changed.flat(),
    );
    for (const [key, text] of changed) meta.set(key, text);
    if (changed.some(([key]) => key === "profile")) this.#parsedProfile = undefined;
  }

  #delete(key: string) {
    if (!this.#metaMap().has(key)) return;
    this.ctx.storage.sql.exec(`DELETE FROM meta WHERE k = ?`, key);
    this.#metaMap().delete(key);
  }

  #number(key: string): number {
    return Number(this.#get(key) ?? 0);
  }

  #profile(): VisitorProfile | null {
    if (this.#parsedProfile === undefined) {
      const raw = this.#get("profile");
      this.#parsedProfile = raw ? (JSON.parse(raw) as VisitorProfile) : null;
    }
    return this.#parsedProfile;
  }

  #agentsOnline(): boolean {
    return this.#get("agentsOnline") === "true";
  }

  #block(): RoomBlock | null {
    const raw = this.#get("block");
    const block = raw ? (JSON.parse(raw) as RoomBlock) : null;
    return blockInForce(block) ? block : null;
  }

  // --- connections -------------------------------------------------------------------------

  getConnectionTags(_connection: Connection, ctx: ConnectionContext): string[] {
    return agentTags(ctx.request) ?? [VISITOR_TAG];
  }

  #send(connection: Connection, frame: ServerFrame) {
    try {
      connection.send(encode(frame));
    } catch {
      // The socket closed meanwhile; the client resyncs with ?after= on reconnect.
    }
  }

  #sendTo(tag: string, frame: ServerFrame, except?: string) {
    const raw = encode(frame);
    for (const connection of this.getConnections(tag)) {
      if (connection.id === except) continue;
      try {
        connection.send(raw);
      } catch {
        // As above.
      }
    }
  }

  /** A new message to every socket: agents see which agent wrote it, visitors never see notes. */
  #deliver(message: ChatMessage) {
    this.#sendTo(AGENT_TAG, { t: "message", ...message });
    if (message.sender !== "note")
      this.#sendTo(VISITOR_TAG, { t: "message", ...forVisitor(message) });
  }

  #visitorOnline(except?: Connection) {
    for (const connection of this.getConnections(VISITOR_TAG)) {
      if (connection !== except && connection.readyState === WebSocket.OPEN) return true;
    }
    return false;
  }

  /** Agents whose session ended are closed before a frame is taken from or sent to them. */
  #closeExpired(): Connection[] {
    return this.#expired.close(() => this.getConnections());
  }

  async fetch(request: Request): Promise<Response> {
    const refused = refusedConnectionId(request);
    if (refused) return refused;
    // A poll of a room nobody opened is answered without starting it: partyserver and onStart
    // would store its name and tables, so made-up ids could fill storage.
    if (!this.#started()) {
      if (request.method === "GET" && !isWebSocketUpgrade(request)) {
        const empty: PollResponse = { messages: [], hasMore: false, agentsOnline: false };
        return Response.json(empty, { headers: { "Cache-Control": "no-store" } });
      }
      // A room erased at the end of its retention period, in an instance that already started:
      // partyserver will not run onStart again, and the visitor starts afresh.
      this.onStart();
    }
    return super.fetch(request);
  }

  /** Whether this room was ever opened (its tables exist); a read that stores nothing. */
  #started(): boolean {
    if (this.#ready) return true;
    return (
      this.ctx.storage.sql
        .exec<{ n: number }>(
          `SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'messages'`,
        )
        .one().n > 0
    );
  }

  async onConnect(connection: Connection, ctx: ConnectionContext) {
    const state: SocketState = {
      budgets: {},
      client: isAgentSocket(connection) ? null : ctx.request.headers.get(CLIENT_HEADER),
    };
    connection.setState(state);
    // A new agent socket may end sooner than those the room knew.
    this.#expired.reset();
    // partyserver would send a setup error's stack trace to the client: ours stay here.
    try {
      await this.#greet(connection, ctx);
    } catch (error) {
      console.error(`Room ${this.name}: connect failed`, error);
      connection.close(1011, "Internal error");
    }
  }

  async #greet(connection: Connection, ctx: ConnectionContext) {
    const after = Number(new URL(ctx.request.url).searchParams.get("after") ?? 0);
    if (isAgentSocket(connection)) {
      this.#send(connection, { t: "history", ...this.#history(after, "agent") });
      this.#send(connection, { t: "room", ...this.summary() });
      this.#send(connection, { t: "status", agentsOnline: true });
      return;
    }
    this.#send(connection, { t: "history", ...this.#history(after, "visitor") });
    this.#send(connection, { t: "status", agentsOnline: this.#agentsOnline() });
    const block = this.#block();
    if (block) this.#send(connection, { t: "blocked", until: block.until });
    if (this.#get("status") === "closed") {
      this.#send(connection, { t: "conversation", status: "closed" });
    }
    // The visitor being online reaches the list with the join that usually follows: one update.
    this.#summaryChanged();
  }

  onClose(connection: Connection) {
    // The room's own erasure (end of retention) closes its sockets after its tables are gone.
    if (!this.#started()) return;
    if (!isAgentSocket(connection) && this.#profile()) {
      this.ctx.waitUntil(this.#pushSummary(connection));
    }
  }

  onError(connection: Connection) {
    this.onClose(connection);
  }

  /** Sign-out (RPC from the Worker): closes the sockets of that agent session. */
  closeAgentSession(sessionId: string): number {
    return closeSession(this.getConnections(), sessionId);
  }

  async onMessage(connection: Connection, raw: WSMessage) {
    if (this.#closeExpired().includes(connection)) return;
    const frame = parseClientFrame(raw);
    if (!this.#spend(connection, budgetFor(frame?.t ?? "invalid"))) {
      const id = frame?.t === "send_message" || frame?.t === "note" ? frame.id : undefined;
      this.#send(connection, { t: "error", code: "rate_limited", ...(id ? { id } : {}) });
      connection.close(CLOSE_OVER_BUDGET, "Too many frames");
      return;
    }
    if (!frame) return this.#send(connection, { t: "error", code: "invalid" });
    const agent = agentOf(connection);
    const forbidden = () => this.#send(connection, { t: "error", code: "forbidden" });
    switch (frame.t) {
      case "join":
        if (agent) return forbidden();
        return this.#join(connection, frame);
      case "send_message":
      case "note": {
        if (frame.t === "note" && !agent) return forbidden();
        const from: Author = agent
          ? { side: frame.t === "note" ? "note" : "support", agent }
          : { side: "user" };
        const result = await this.sendMessage(from, frame.id, frame.text);
        if ("error" in result)
          return this.#send(connection, { t: "error", code: result.error, id: frame.id });
        // A retry of a stored message: only the sender needs its ack again.
        if (result.duplicate) {
          const message = agent ? result.message : forVisitor(result.message);
          this.#send(connection, { t: "message", ...message });
        }
        return;
      }
      case "typing":
        // Relayed to the other side only; never stored. A blocked visitor's hint goes nowhere.
        if (agent) return this.#sendTo(VISITOR_TAG, { t: "typing", from: "support" });
        if (this.#block()) return;
        return this.#sendTo(AGENT_TAG, { t: "typing", from: "user" });
      case "read":
        return this.#markRead(agent ? "support" : "user", frame.seq, connection.id);
      case "page":
        if (agent) return forbidden();
        return this.#visitorPage(frame.path);
      case "transcript":
        if (agent) return forbidden();
        return this.#send(connection, await this.#requestTranscript());
      case "claim":
      case "close":
      case "release":
      case "transfer":
      case "reopen":
      case "block":
      case "unblock": {
        if (!agent) return forbidden();
        const error = await this.#agentAction(agent, frame);
        if (error) this.#send(connection, { t: "error", code: error });
        return;
      }
    }
  }

  /**
   * Takes one frame of this type from the connection's budget. A token bucket rather than a
   * fixed window: the same ceiling over time, but frames that a slow network delivers in a bunch
   * are not refused when their sender kept to the pace.
   */
  #spend(connection: Connection, kind: BudgetName): boolean {
    const now = Date.now();
    const { burst, perSecond } = FRAME_BUDGETS[kind];
    const state = (connection.state as SocketState | null) ?? { budgets: {}, client: null };
    const bucket = state.budgets[kind] ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    const allowed = tokens >= 1;
    connection.setState({
      ...state,
      budgets: { ...state.budgets, [kind]: { tokens: allowed ? tokens - 1 : tokens, at: now } },
    });
    return allowed;
  }

  async #join(connection: Connection, frame: Extract<ClientFrame, { t: "join" }>) {
    const { t: _t, ...profile } = frame;
    const known = this.#profile();
    const client = (connection.state as SocketState | null)?.client ?? "unknown";
    if (!known) {
      // A blocked visitor (by email or address) may not start another conversation; starting one
      // is also what a flood of rooms from one address would repeat. Both asked at once.
      const address = blockableClient(client);
      const rule = { limit: newRoomsPerHour(this.env), windowMs: HOUR_MS };
      const [blocked, verdict] = await Promise.all([
        activeBlockFor(this.env.DB, profile.email, address).catch(() => null),
        takeAtomic(this.env, "chat-new-room", client, rule),
      ]);
      if (blocked) {
        this.#send(connection, { t: "blocked", until: blocked.until });
        connection.close(CLOSE_FORBIDDEN, "Blocked");
        return;
      }
      if (!verdict.ok) {
        this.#send(connection, { t: "error", code: "rate_limited" });
        connection.close(CLOSE_OVER_BUDGET, "Too many new conversations");
        return;
      }
    }
    // The first join names the visitor; a later one (another tab, a new page) only refreshes it,
    // and never moves the page where the conversation started.
    const startPage = known?.page ?? profile.page;
    this.#setAll({
      profile: JSON.stringify({ ...known, ...profile, page: startPage }),
      ...(profile.page ? { currentPage: profile.page } : {}),
      ...(known ? {} : { createdAt: Date.now(), status: "open", client }),
    });
    // Giving one's details is contact too: the retention period starts again.
    this.#touch(Date.now());
    this.#send(connection, { t: "session_created", sessionId: this.name });
    // A new room asks the inbox at once whether anyone is online: its first message must know.
    this.#summaryChanged({ now: !known });
  }

  /** The widget reports each page the visitor opens, for the agent's context. */
  #visitorPage(path: string) {
    if (!this.#profile() || this.#get("currentPage") === path) return;
    this.#set("currentPage", path);
    this.#summaryChanged();
  }

  /**
   * Stores one message (idempotent on its client id) and delivers it to every socket of the
   * room. Shared by the WebSocket path and the HTTP polling fallback.
   */
  async sendMessage(
    from: Author,
    id: string,
    rawText: string,
  ): Promise<{ message: ChatMessage; duplicate: boolean } | { error: ErrorCode }> {
    if (from.side === "user" && !this.#profile()) return { error: "not_joined" };
    if (from.side === "user" && this.#block()) {
      // A resend of what was stored before the block is still acknowledged.
      const stored = this.#message(id);
      return stored ? { message: stored, duplicate: true } : { error: "blocked" };
    }
    const text = cleanText(rawText);
    if (!text) {
      const stored = this.#message(id);
      return stored ? { message: stored, duplicate: true } : { error: "invalid" };
    }
    if (text.length > MAX_TEXT_LENGTH) return { error: "too_long" };
    if (from.side === "support") {
      const claimedBy = this.#get("claimedBy");
      if (claimedBy && claimedBy !== from.agent.id) {
        const stored = this.#message(id);
        return stored ? { message: stored, duplicate: true } : { error: "claimed" };
      }
    }
    const agent = from.side === "user" ? null : from.agent;
    const message = this.#insert(from.side, id, text, agent);
    // Stored already: a resend of the same id is answered with what was stored.
    if (!message) {
      const stored = this.#message(id);
      return stored ? { message: stored, duplicate: true } : { error: "invalid" };
    }
    if (from.side === "support") {
      if (!this.#get("claimedBy")) this.#claim(from.agent);
      if (this.#get("firstVisitorAt") !== null && this.#get("firstReplyAt") === null) {
        this.#set("firstReplyAt", message.timestamp);
        this.#set("firstReplyBy", from.agent.id);
      }
    }
    this.#deliver(message);
    if (from.side === "support") {
      // Answering is reading: the agent has seen everything up to their reply.
      this.#set("agentReadSeq", message.seq);
      this.#unread = 0;
      this.#sendTo(AGENT_TAG, { t: "read", by: "support", seq: message.seq });
    } else if (from.side === "user") {
      if (this.#get("firstVisitorAt") === null) this.#set("firstVisitorAt", message.timestamp);
      if (this.#get("status") === "closed") this.#setStatus("open");
      this.#armUnreadAlert(message);
      if (!this.#agentsOnline() && this.#get("noticePosted") !== "true") this.#postNoAgentNotice();
    }
    this.#indexSoon();
    // The message is stored and delivered; the agents' list follows within SUMMARY_DELAY_MS.
    this.#summaryChanged();
    return { message, duplicate: false };
  }

  /** Stores a message; null when its id is already stored (a resend). */
  #insert(
    sender: Sender,
    id: string,
    text: string,
    agent: AgentPresence | null,
  ): ChatMessage | null {
    const row = this.ctx.storage.sql
      .exec<MessageRow>(
        `INSERT INTO messages (id, sender, agent_id, author, text, ts) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO NOTHING
         RETURNING ${COLUMNS}`,
        id,
        sender,
        agent?.id ?? null,
        agent?.name ?? null,
        text,
        Date.now(),
      )
      .toArray()[0];
    if (!row) return null;
    this.#touch(row.ts);
    if (sender === "user" || sender === "support") this.#lastShown = row;
    if (sender === "user" && this.#unread !== undefined) this.#unread += 1;
    return toMessage(row);
  }

  #message(id: string): ChatMessage | null {
    const row = this.ctx.storage.sql
      .exec<MessageRow>(`SELECT ${COLUMNS} FROM messages WHERE id = ?`, id)
      .toArray()[0];
    return row ? toMessage(row) : null;
  }

  #history(after: number, audience: Audience): { messages: ChatMessage[]; hasMore: boolean } {
    const from = Number.isSafeInteger(after) && after > 0 ? after : 0;
    const rows = this.ctx.storage.sql
      .exec<MessageRow>(
        `SELECT ${COLUMNS} FROM messages WHERE seq > ? ${audience === "visitor" ? "AND sender != 'note'" : ""}
         ORDER BY seq LIMIT ?`,
        from,
        HISTORY_PAGE_SIZE + 1,
      )
      .toArray();
    const messages = rows.slice(0, HISTORY_PAGE_SIZE).map(toMessage);
    return {
      messages: audience === "visitor" ? messages.map(forVisitor) : messages,
      hasMore: rows.length > HISTORY_PAGE_SIZE,
    };
  }

  /** One honest notice per session when nobody can answer now; the visitor may keep writing. */
  #postNoAgentNotice() {
    const locale = this.#profile()?.locale ?? "en";
    this.#set("noticePosted", true);
    const notice = this.#insert(
      "system",
      `notice-${crypto.randomUUID()}`,
      notices[locale].noAgentOnline,
      null,
    );
    if (notice) this.#deliver(notice);
  }

  #markRead(side: Side, seq: number, from: string) {
    const key = side === "user" ? "visitorReadSeq" : "agentReadSeq";
    const capped = Math.min(seq, this.#lastSeq());
    if (capped <= this.#number(key)) return;
    this.#set(key, capped);
    if (side === "support") this.#unread = undefined;
    this.#sendTo(
      side === "user" ? VISITOR_TAG : AGENT_TAG,
      { t: "read", by: side, seq: capped },
      from,
    );
    if (side === "support") this.#summaryChanged();
  }

  #lastSeq(): number {
    return (
      this.ctx.storage.sql
        .exec<{ seq: number | null }>(`SELECT MAX(seq) AS seq FROM messages`)
        .one().seq ?? 0
    );
  }

  // --- agents' actions: claim, hand-offs, close and reopen, block -------------------------

  #claim(agent: AgentPresence) {
    this.#set("claimedBy", agent.id);
    this.#set("claimedByName", agent.name);
  }

  #setStatus(status: RoomStatus) {
    if (this.#get("status") === status) return;
    this.#set("status", status);
    if (status === "closed") this.#set("closedAt", Date.now());
    else this.#delete("closedAt");
    this.#sendTo(VISITOR_TAG, { t: "conversation", status });
    this.#indexSoon();
  }

  /** An agent's action on the conversation; answers the refusal, if any. */
  async #agentAction(
    agent: AgentPresence,
    frame: Extract<
      ClientFrame,
      { t: "claim" | "close" | "release" | "transfer" | "reopen" | "block" | "unblock" }
    >,
  ): Promise<ErrorCode | null> {
    const claimedBy = this.#get("claimedBy");
    switch (frame.t) {
      case "claim":
        if (claimedBy && claimedBy !== agent.id) return "claimed";
        this.#claim(agent);
        break;
      case "release":
        if (claimedBy !== agent.id) return "not_claimed";
        this.#delete("claimedBy");
        this.#delete("claimedByName");
        break;
      case "transfer": {
        // Only the agent who holds the conversation (or anyone, while nobody does) hands it on.
        if (claimedBy && claimedBy !== agent.id) return "claimed";
        if (frame.to === agent.id) return "invalid";
        const to = await this.env.SupportInbox.getByName(INBOX_ROOM).transferred(
          this.name,
          agent,
          frame.to,
          this.#profile()?.name ?? null,
        );
        if (!to) return "agent_offline";
        this.#claim(to);
        break;
      }
      case "close":
        this.#setStatus("closed");
        break;
      case "reopen":
        this.#setStatus("open");
        break;
      case "block":
        await this.#blockVisitor(agent, frame.duration, frame.reason);
        break;
      case "unblock":
        this.#delete("block");
        await liftBlocks(this.env.DB, this.name, agent.id);
        this.#sendTo(VISITOR_TAG, { t: "blocked", until: 0 });
        break;
    }
    this.#summaryChanged({ now: true });
    return null;
  }

  /**
   * The room, the visitor's email and their address's hash are blocked: this room refuses their
   * messages (its own state), and D1 refuses a new room from the same email or address.
   */
  async #blockVisitor(agent: AgentPresence, duration: BlockDuration, reason: string) {
    const until = blockUntil(duration);
    const block: RoomBlock = { until, reason, by: agent.name };
    this.#set("block", JSON.stringify(block));
    await recordBlock(this.env.DB, {
      sessionId: this.name,
      email: this.#profile()?.email ?? null,
      client: blockableClient(this.#get("client")),
      reason,
      agentId: agent.id,
      until,
    });
    this.#sendTo(VISITOR_TAG, { t: "blocked", until });
  }

  // --- the inbox's view --------------------------------------------------------------------

  /** What the agents' inbox lists for this conversation. */
  summary(closing?: Connection): RoomSummary {
    // The list previews what a person wrote: the room's own notice ("no one is online") would
    // hide the visitor's question that came just before it, and notes are not the conversation.
    this.#lastShown ??=
      this.ctx.storage.sql
        .exec<MessageRow>(
          `SELECT ${COLUMNS} FROM messages WHERE sender IN ('user', 'support') ORDER BY seq DESC LIMIT 1`,
        )
        .toArray()[0] ?? null;
    const last = this.#lastShown;
    this.#unread ??= this.ctx.storage.sql
      .exec<{ n: number }>(
        `SELECT COUNT(*) AS n FROM messages WHERE sender = 'user' AND seq > ?`,
        this.#number("agentReadSeq"),
      )
      .one().n;
    const unread = this.#unread;
    const createdAt = this.#number("createdAt");
    return {
      sessionId: this.name,
      profile: this.#profile(),
      status: (this.#get("status") as RoomStatus | null) ?? "open",
      createdAt,
      lastAt: last?.ts ?? createdAt,
      lastPreview: last ? last.text.slice(0, 140) : "",
      lastSender: last?.sender ?? null,
      lastAuthor: last?.author ?? null,
      unreadForAgents: unread,
      visitorOnline: this.#visitorOnline(closing),
      claimedBy: this.#get("claimedBy"),
      claimedByName: this.#get("claimedByName"),
      currentPage: this.#get("currentPage"),
      blocked: this.#block(),
    };
  }

  /**
   * The conversation changed: agents on it and the team's list hear of it. Messages wait
   * SUMMARY_DELAY_MS, so a burst is one update; an agent's own action is shown at once.
   */
  #summaryChanged(options: { now?: boolean } = {}) {
    if (options.now) {
      if (this.#summaryTimer) clearTimeout(this.#summaryTimer);
      this.#summaryTimer = null;
      this.ctx.waitUntil(this.#pushSummary());
      return;
    }
    this.#summaryTimer ??= setTimeout(() => {
      this.#summaryTimer = null;
      this.ctx.waitUntil(this.#pushSummary());
    }, SUMMARY_DELAY_MS);
  }

  /**
   * Shows agents on this conversation its new state, and tells the inbox, which answers
   * whether an agent is online (visitors are told). One inbox call at a time per room, carrying
   * the latest summary: under load, states that a newer one replaces are never sent, so the one
   * inbox for the whole team sees at most one call in flight per room.
   */
  #pushSummary(closing?: Connection): Promise<void> {
    if (!this.#profile()) return Promise.resolve();
    this.#closeExpired();
    const summary = this.summary(closing);
    this.#sendTo(AGENT_TAG, { t: "room", ...summary });
    this.#pendingSummary = summary;
    this.#inboxFlush ??= this.#flushToInbox();
    return this.#inboxFlush;
  }

  async #flushToInbox(): Promise<void> {
    try {
      while (this.#pendingSummary) {
        const summary = this.#pendingSummary;
        this.#pendingSummary = null;
        try {
          // getByName, not partyserver's getServerByName: that adds a setName round trip to
          // every call, and the inbox needs no name.
          const agentsOnline =
            await this.env.SupportInbox.getByName(INBOX_ROOM).roomUpdated(summary);
          this.agentsOnlineChanged(agentsOnline);
        } catch (error) {
          // The inbox is a mirror; the next update rebuilds it.
          console.error(`Room ${this.name}: inbox update failed`, error);
        }
      }
    } finally {
      this.#inboxFlush = null;
    }
  }

  /** Called by the inbox when the first agent arrives or the last one leaves. */
  agentsOnlineChanged(agentsOnline: boolean) {
    if (this.#agentsOnline() === agentsOnline && this.#get("agentsOnline") !== null) return;
    this.#set("agentsOnline", agentsOnline);
    this.#sendTo(VISITOR_TAG, { t: "status", agentsOnline });
  }

  /** An agent lifted the block from the console's list of blocks (RPC from the Worker). */
  liftBlock(): boolean {
    if (!this.#started() || this.#get("block") === null) return false;
    this.#delete("block");
    this.#sendTo(VISITOR_TAG, { t: "blocked", until: 0 });
    this.#summaryChanged({ now: true });
    return true;
  }

  // --- search and reports: D1's index of the conversation ----------------------------------

  #indexSoon() {
    if (this.#indexTimer) return;
    this.#indexTimer = setTimeout(
      () => {
        this.#indexTimer = null;
        this.ctx.waitUntil(this.#writeIndex());
      },
      INDEX_DELAY_MS * (1 + Math.random()),
    );
  }

  /** Writes what D1 has not got yet; a failure is retried with the next message. */
  async #writeIndex() {
    const profile = this.#profile();
    if (!profile) return;
    const indexed = this.#number("indexedSeq");
    const rows = this.ctx.storage.sql
      .exec<MessageRow>(
        `SELECT ${COLUMNS} FROM messages WHERE seq > ? ORDER BY seq LIMIT ?`,
        indexed,
        INDEX_BATCH,
      )
      .toArray();
    const nullable = (key: string) => (this.#get(key) === null ? null : this.#number(key));
    try {
      await writeConversationIndex(
        this.env.DB,
        {
          sessionId: this.name,
          profile,
          status: (this.#get("status") as RoomStatus | null) ?? "open",
          startedAt: this.#number("createdAt"),
          lastAt: rows.at(-1)?.ts ?? this.#number("lastMessageAt"),
          firstVisitorAt: nullable("firstVisitorAt"),
          firstReplyAt: nullable("firstReplyAt"),
          firstReplyBy: this.#get("firstReplyBy"),
          closedAt: nullable("closedAt"),
        },
        rows.map((row) => ({ seq: row.seq, sender: row.sender, text: row.text, ts: row.ts })),
      );
    } catch (error) {
      console.error(`Room ${this.name}: search index not written`, error);
      return;
    }
    const last = rows.at(-1);
    if (last) {
      this.#set("indexedSeq", last.seq);
      this.#set("lastMessageAt", last.ts);
    }
    if (rows.length === INDEX_BATCH) this.#indexSoon();
  }

  // --- the alarm: the team alert, and the end of the retention period ---------------------

  /**
   * Every message (and join) moves the end of the retention period: the conversation is erased
   * CONTACT_RETENTION_YEARS after its last activity, as the privacy policy says, never sooner.
   * The start is kept rounded up to the next whole day: one write and one alarm per room per day,
   * not per message; the erasure comes at most a day later than the exact figure.
   */
  #touch(at: number) {
    const day = endOfDay(at);
    if (day <= this.#number("lastActivityAt")) return;
    this.#set("lastActivityAt", day);
    this.#armAlarm();
  }

  #expiresAt(): number | null {
    const last = this.#number("lastActivityAt");
    return last > 0 ? shiftYears(last, CONTACT_RETENTION_YEARS) : null;
  }

  /** A Durable Object has one alarm: it is set to whichever comes first. */
  #armAlarm() {
    const alertAt = this.#get("alertSeq") === null ? null : this.#number("alertAt");
    const times = [alertAt, this.#expiresAt()].filter((at): at is number => at !== null);
    if (times.length > 0) void this.ctx.storage.setAlarm(Math.min(...times));
  }

  /** A visitor message still unread by agents after 3 minutes tells the team (NOTIFY queue). */
  #armUnreadAlert(message: ChatMessage) {
    if (this.#get("alertSeq") !== null) return;
    this.#set("alertSeq", message.seq);
    this.#set("alertAt", message.timestamp + UNREAD_NOTIFY_DELAY_MS);
    this.#armAlarm();
  }

  async onAlarm() {
    const expiresAt = this.#expiresAt();
    if (expiresAt !== null && Date.now() >= expiresAt) return this.#erase();
    // A pending alert always comes first (three minutes after a message, long before the end).
    const alertSeq = this.#get("alertSeq");
    if (alertSeq !== null) await this.#sendUnreadAlert(alertSeq);
    this.#armAlarm();
  }

  /** The end of the retention period: the transcript, the profile and the room's state go. */
  async #erase() {
    for (const connection of this.getConnections()) connection.close(1000, "Conversation expired");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.#ready = false;
    this.#meta = null;
    this.#parsedProfile = undefined;
    this.#lastShown = undefined;
    this.#unread = undefined;
  }

  async #sendUnreadAlert(alertSeq: string) {
    const seq = Number(alertSeq);
    // Everything up to here is either read or in this alert; only later messages start a new wait.
    let covered = Math.max(seq, this.#number("agentReadSeq"));
    if (this.#number("agentReadSeq") < seq) {
      const unread = this.ctx.storage.sql
        .exec<MessageRow>(
          `SELECT seq, id, sender, text, ts FROM messages WHERE sender = 'user' AND seq > ? ORDER BY seq`,
          this.#number("agentReadSeq"),
        )
        .toArray();
      if (await this.#alertAllowed()) {
        const alertId = await storeChatAlert(this.env.DB, {
          sessionId: this.name,
          seq,
          profile: this.#profile(),
          messages: unread.map((row) => row.text),
          firstAt: unread[0]?.ts ?? Date.now(),
        });
        await enqueueNotification(this.env.NOTIFY, { kind: "chat", alertId });
      }
      // Past the cap the batch counts as handled too: only later messages start a new wait.
      covered = Math.max(covered, unread.at(-1)?.seq ?? 0);
    }
    this.#delete("alertSeq");
    const next = this.ctx.storage.sql
      .exec<MessageRow>(
        `SELECT seq, id, sender, text, ts FROM messages WHERE sender = 'user' AND seq > ? ORDER BY seq LIMIT 1`,
        covered,
      )
      .toArray()[0];
    if (next) this.#armUnreadAlert(toMessage(next));
  }

  /**
   * Alerts reach people's phones: a room, and an address over all its rooms, may raise only a
   * few a day. Past that the conversation still waits in the agents' list, unread.
   */
  async #alertAllowed(): Promise<boolean> {
    const room = await takeAtomic(this.env, "chat-alert-room", this.name, {
      limit: ALERTS_PER_ROOM_PER_DAY,
      windowMs: DAY_MS,
    });
    if (!room.ok) return false;
    const client = await takeAtomic(
      this.env,
      "chat-alert-client",
      this.#get("client") ?? "unknown",
      {
        limit: ALERTS_PER_ADDRESS_PER_DAY,
        windowMs: DAY_MS,
      },
    );
    return client.ok;
  }

  // --- transcripts ------------------------------------------------------------------------

  /** Whether anyone (visitor or agent) wrote here: the room's own notices are not a conversation. */
  #hasConversation(): boolean {
    return (
      this.ctx.storage.sql
        .exec(`SELECT 1 FROM messages WHERE sender IN ('user', 'support') LIMIT 1`)
        .toArray().length > 0
    );
  }

  /** A visitor asks for the conversation by email: the NOTIFY consumer sends it, or why not. */
  async #requestTranscript(): Promise<ServerFrame> {
    if (!this.#profile() || !this.#hasConversation()) {
      return { t: "transcript", status: "unavailable" };
    }
    if (!mailSettings(this.env)) return { t: "transcript", status: "not_configured" };
    const rule = { limit: TRANSCRIPTS_PER_ROOM_PER_DAY, windowMs: DAY_MS };
    const verdict = await takeAtomic(this.env, "chat-transcript", this.name, rule);
    if (!verdict.ok) return { t: "error", code: "rate_limited" };
    await enqueueNotification(this.env.NOTIFY, { kind: "transcript", sessionId: this.name });
    return { t: "transcript", status: "queued" };
  }

  #transcriptSource(): TranscriptSource | null {
    if (!this.#started()) return null;
    const messages = this.ctx.storage.sql
      .exec<MessageRow>(`SELECT ${COLUMNS} FROM messages ORDER BY seq`)
      .toArray()
      .map(toMessage);
    const startedAt = this.#number("createdAt") || (messages[0]?.timestamp ?? Date.now());
    return { sessionId: this.name, profile: this.#profile(), startedAt, messages };
  }

  /** RPC for the NOTIFY consumer: the transcript as text and where the visitor wants it. */
  transcript(audience: TranscriptAudience): TranscriptMail | null {
    const source = this.#transcriptSource();
    const profile = this.#profile();
    if (!source || !profile || !this.#hasConversation()) return null;
    return {
      to: profile.email,
      name: profile.name,
      locale: profile.locale,
      subject: transcriptSubject(source),
      text: renderTranscript(source, audience),
    };
  }

  /** GET ?format=text: agents download the transcript, notes included; visitors are refused. */
  #transcriptDownload(agent: boolean): Response {
    const headers = { "Cache-Control": "no-store" };
    if (!agent) return Response.json({ t: "error", code: "forbidden" }, { status: 403, headers });
    const source = this.#transcriptSource();
    if (!source) return Response.json({ t: "error", code: "invalid" }, { status: 404, headers });
    return new Response(renderTranscript(source, "agent"), {
      headers: {
        ...headers,
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Disposition": `attachment; filename="${transcriptFileName(source)}"`,
      },
    });
  }

  // --- HTTP: the polling fallback and tests ------------------------------------------------

  async onRequest(request: Request): Promise<Response> {
    this.#closeExpired();
    // The Worker sets these on the agents' route only, after its session check.
    const agent =
      request.headers.get(ROLE_HEADER) === "agent" ? agentFromHeaders(request.headers) : null;
    if (request.method === "GET") {
      if (new URL(request.url).searchParams.has("format"))
        return this.#transcriptDownload(agent !== null);
      const after = Number(new URL(request.url).searchParams.get("after") ?? 0);
      const body: PollResponse = {
        ...this.#history(after, agent ? "agent" : "visitor"),
        agentsOnline: this.#agentsOnline(),
      };
      return Response.json(body, { headers: { "Cache-Control": "no-store" } });
    }
    if (request.method === "POST") {
      // Read no further than a frame may be (a chunked body has no Content-Length).
      const body = await readCappedText(request, 4 * MAX_FRAME_LENGTH).catch(() => "");
      if (body === null) {
        return Response.json({ t: "error", code: "invalid" }, { status: 413 });
      }
      const frame = parseClientFrame(body);
      // The widget's polling fallback asks for the transcript over HTTP too.
      if (frame?.t === "transcript" && !agent) {
        const answer = await this.#requestTranscript();
        return Response.json(answer, { status: answer.t === "error" ? 429 : 200 });
      }
      if (!frame || frame.t !== "send_message") {
        return Response.json({ t: "error", code: "invalid" }, { status: 400 });
      }
      const result = await this.sendMessage(
        agent ? { side: "support", agent } : { side: "user" },
        frame.id,
        frame.text,
      );
      if ("error" in result) {
        const status =
          result.error === "not_joined" || result.error === "claimed"
            ? 409
            : result.error === "blocked"
              ? 403
              : 422;
        return Response.json({ t: "error", code: result.error, id: frame.id }, { status });
      }
      const message = agent ? result.message : forVisitor(result.message);
      return Response.json(message, { status: result.duplicate ? 200 : 201 });
    }
    return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
}
