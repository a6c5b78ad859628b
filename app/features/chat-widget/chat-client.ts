import { PartySocket } from "partysocket";
import type { Lang } from "#app/config/languages";
import {
  chatReducer,
  emptyChatState,
  unreadCount,
  type ChatAction,
  type ChatState,
} from "#app/features/chat-widget/chat-state";
import {
  DEFAULT_CHAT_NAME,
  type ChatStorage,
  type ChatUser,
  type StoredSession,
} from "#app/features/chat-widget/chat-storage";
import {
  CHAT_PARTY,
  chatMessage,
  cleanText,
  encode,
  MAX_TEXT_LENGTH,
  parseServerFrame,
  POLL_INTERVAL_MS,
  pollResponse,
  RECONNECT_ATTEMPTS,
  RECONNECT_DELAY_MS,
  TYPING_SHOWN_MS,
  TypingThrottle,
  VISITOR_PREFIX,
  type ClientFrame,
  type ErrorCode,
  type PollResponse,
  type RoomStatus,
  type ServerFrame,
} from "#party/protocol";
import {
  transcriptAnswer,
  type TranscriptRequest,
} from "#app/features/chat-widget/transcript-request";

/**
 * idle: no conversation yet (the pre-chat form). connecting: the socket is trying (first try or one
 * of the 5 retries). open: live. lost: the retries ran out; the widget polls over HTTP meanwhile and
 * offers Retry.
 */
export type ConnectionStatus = "idle" | "connecting" | "open" | "lost";

export interface ChatSnapshot {
  session: { id: string; joined: boolean } | null;
  chat: ChatState;
  connection: ConnectionStatus;
  /** While lost: whether the last HTTP poll answered (messages then still flow, slower). */
  pollingOk: boolean;
  /** From the room's `status`; null until it has said. */
  agentsOnline: boolean | null;
  /** The three dots: an agent is typing, or a reply is expected after the visitor's message. */
  supportTyping: boolean;
  unread: number;
  /** An agent blocked this conversation: until when (null: until they lift it). */
  blocked: { until: number | null } | null;
  /** The room's word on the conversation: an agent may close it (the visitor's message reopens it). */
  conversation: RoomStatus;
  /** The visitor's ask for the transcript by email, and the room's answer. */
  transcript: TranscriptRequest;
}

/** A message the room has not confirmed this long after it was sent is shown as failed. */
export const SEND_TIMEOUT_MS = 10_000;

const http = (status: number) => status >= 200 && status < 300;

export interface ChatClientOptions {
  lang: Lang;
  storage: ChatStorage;
}

/**
 * The widget's connection to its room: one PartySocket (5 retries 1 s apart, then HTTP polling),
 * the outbox that resends until the room acks, typing and read receipts. State changes go through
 * the pure chatReducer and are persisted, so a reload loses nothing. React reads it through
 * subscribe/getSnapshot (useSyncExternalStore).
 */
export class ChatClient {
  private snapshot: ChatSnapshot;
  private readonly listeners = new Set<() => void>();
  private socket: PartySocket | null = null;
  /** Closes since the last open: the first try plus RECONNECT_ATTEMPTS retries, then lost. */
  private closes = 0;
  private closing = false;
  private panelOpen = false;
  private readonly typingThrottle = new TypingThrottle();
  private rejoinNeeded = false;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private polling = false;
  /**
   * The socket's stream since it last opened. waiting: no history yet. behind: the history had
   * more than a page and the rest is being fetched over HTTP, so live frames sit above a gap.
   * live: history and live frames continue the transcript without a hole.
   */
  private stream: "waiting" | "behind" | "live" = "waiting";
  /** Highest seq this socket has delivered live since it opened. */
  private liveSeq = 0;
  /** Counts opens, so a catch-up for an earlier connection stops. */
  private opens = 0;
  private catchingUp = false;
  /** A catch-up whose page did not come, tried again after a pause on the same socket. */
  private catchUpTimer: ReturnType<typeof setTimeout> | null = null;
  private typingTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly sendTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly cleanups: Array<() => void> = [];
  private lang: Lang;
  private readonly storage: ChatStorage;
  /** The page the room last heard of. */
  private lastPage: string | null = null;

  constructor({ lang, storage }: ChatClientOptions) {
    this.lang = lang;
    this.storage = storage;
    const stored = storage.readSession();
    const chat = stored?.chat ?? emptyChatState;
    this.snapshot = {
      session: stored ? { id: stored.id, joined: stored.joined } : null,
      chat,
      connection: "idle",
      pollingOk: false,
      agentsOnline: null,
      supportTyping: false,
      unread: unreadCount(chat),
      blocked: null,
      conversation: "open",
      transcript: "idle",
    };
  }

  // --- React's view -----------------------------------------------------------------------------

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private set(patch: Partial<ChatSnapshot>) {
    const next = { ...this.snapshot, ...patch };
    next.unread = unreadCount(next.chat);
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private dispatch(action: ChatAction) {
    const chat = chatReducer(this.snapshot.chat, action);
    if (chat === this.snapshot.chat) return;
    this.set({ chat });
    this.persist();
  }

  private persist() {
    const { session, chat } = this.snapshot;
    if (!session) return;
    const stored: StoredSession = { id: session.id, joined: session.joined, chat };
    this.storage.writeSession(stored);
  }

  // --- Lifecycle --------------------------------------------------------------------------------

  /** The stored chat user, to pre-fill the form. */
  readUser(): ChatUser | null {
    return this.storage.readUser();
  }

  setLang(lang: Lang) {
    this.lang = lang;
  }

  /** A valid pre-chat submit: keeps the user, makes the session and connects. */
  start(details: { email: string; telegram: string }) {
    const user: ChatUser = {
      name: this.storage.readUser()?.name ?? DEFAULT_CHAT_NAME,
      email: details.email.trim(),
      telegram: details.telegram.trim(),
    };
    this.storage.writeUser(user);
    if (!this.snapshot.session) {
      this.set({ session: { id: crypto.randomUUID(), joined: false } });
      this.persist();
    }
    this.connect();
  }

  /** Connects to the stored conversation, if there is one. Safe to call again. */
  connect() {
    if (!this.snapshot.session || typeof window === "undefined") return;
    if (!this.socket) {
      this.socket = this.createSocket(this.snapshot.session.id);
      this.listen();
    }
    const state = this.socket.readyState;
    if ((state === WebSocket.OPEN || state === WebSocket.CONNECTING) && !this.closing) return;
    this.closes = 0;
    this.closing = false;
    this.set({ connection: "connecting" });
    this.socket.reconnect();
  }

  /** Closes the socket and stops every timer (the widget is removed). */
  dispose() {
    this.closing = true;
    this.socket?.close();
    this.socket = null;
    this.stopPolling();
    this.cancelCatchUpRetry();
    for (const timer of this.sendTimers.values()) clearTimeout(timer);
    this.sendTimers.clear();
    if (this.typingTimer) clearTimeout(this.typingTimer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  private createSocket(room: string) {
    return new PartySocket({
      host: window.location.host,
      prefix: VISITOR_PREFIX,
      party: CHAT_PARTY,
      room,
      // Evaluated on every connect: the room sends only what this tab has not received.
      query: () => ({ after: String(this.snapshot.chat.syncedSeq) }),
      maxRetries: RECONNECT_ATTEMPTS,
      minReconnectionDelay: RECONNECT_DELAY_MS,
      maxReconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayGrowFactor: 1,
      // The outbox resends on open; partysocket's own buffer would send everything twice.
      maxEnqueuedMessages: 0,
      startClosed: true,
    });
  }

  private listen() {
    const socket = this.socket;
    if (!socket) return;
    socket.addEventListener("open", this.onOpen);
    socket.addEventListener("close", this.onClose);
    socket.addEventListener("message", this.onMessage);
    // A socket error is only logged; the close that follows drives the state.
    socket.addEventListener("error", () => console.warn("Live chat: connection error"));

    const wake = () => {
      if (document.visibilityState === "visible") {
        if (this.snapshot.connection !== "open") this.connect();
        if (this.panelOpen) this.markRead();
      }
    };
    const online = () => this.connect();
    // Leaving the page closes the socket; coming back from the back/forward cache reopens it.
    const pagehide = () => {
      this.closing = true;
      this.socket?.close();
    };
    const pageshow = (event: PageTransitionEvent) => {
      if (event.persisted) this.connect();
    };
    document.addEventListener("visibilitychange", wake);
    window.addEventListener("online", online);
    window.addEventListener("pagehide", pagehide);
    window.addEventListener("pageshow", pageshow);
    this.cleanups.push(() => {
      document.removeEventListener("visibilitychange", wake);
      window.removeEventListener("online", online);
      window.removeEventListener("pagehide", pagehide);
      window.removeEventListener("pageshow", pageshow);
    });
  }

  private frame(frame: ClientFrame): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(encode(frame));
    return true;
  }

  private onOpen = () => {
    this.closes = 0;
    this.opens += 1;
    this.stream = "waiting";
    this.liveSeq = 0;
    // The new socket's history says afresh whether anything is missing.
    this.cancelCatchUpRetry();
    this.stopPolling();
    this.set({ connection: "open", pollingOk: false });
    this.join();
    this.resendPending();
    if (this.panelOpen) this.markRead();
  };

  private onClose = () => {
    this.cancelCatchUpRetry();
    if (this.closing) {
      this.set({ connection: this.snapshot.session ? "connecting" : "idle" });
      return;
    }
    this.closes += 1;
    if (this.closes > RECONNECT_ATTEMPTS) {
      this.set({ connection: "lost" });
      this.startPolling();
    } else {
      this.set({ connection: "connecting" });
    }
  };

  private join() {
    const session = this.snapshot.session;
    const user = this.storage.readUser();
    if (!session || session.joined || !user) return;
    this.frame({
      t: "join",
      name: user.name || DEFAULT_CHAT_NAME,
      email: user.email,
      telegram: user.telegram,
      locale: this.lang,
      page: window.location.pathname.slice(0, 300),
      ...timeZone(),
    });
    this.lastPage = window.location.pathname;
  }

  /** The visitor opened another page: agents see where they are (once joined). */
  page(path: string) {
    const session = this.snapshot.session;
    if (!session?.joined || path === this.lastPage) return;
    if (this.frame({ t: "page", path: path.slice(0, 300) })) this.lastPage = path;
  }

  private onMessage = (event: MessageEvent) => {
    const frame = parseServerFrame(event.data);
    if (frame) this.handle(frame);
  };

  private handle(frame: ServerFrame) {
    switch (frame.t) {
      case "history":
        // Everything after what we asked from, up to its last message.
        this.receive(frame.messages, frame.messages.at(-1)?.seq);
        this.stream = frame.hasMore ? "behind" : "live";
        if (frame.hasMore) void this.catchUp();
        return;
      case "message": {
        const { t: _t, ...message } = frame;
        const wasPending = this.snapshot.chat.pending.some((p) => p.id === message.id);
        this.liveSeq = Math.max(this.liveSeq, message.seq);
        this.receive([message], this.stream === "live" ? message.seq : undefined);
        // The visitor writing again reopens a closed conversation.
        if (message.sender === "user" && this.snapshot.conversation === "closed") {
          this.set({ conversation: "open" });
        }
        // A catch-up that failed is tried again; one under way is left to finish.
        if (this.stream === "behind") void this.catchUp();
        // The typing dots come on after the visitor's message is sent (when someone can answer) and
        // go off when any message arrives.
        if (wasPending && message.sender === "user" && this.snapshot.agentsOnline) {
          this.showTyping();
        }
        return;
      }
      case "status":
        this.set({ agentsOnline: frame.agentsOnline });
        return;
      case "session_created": {
        const session = this.snapshot.session;
        if (session && !session.joined) {
          this.set({ session: { ...session, joined: true } });
          this.persist();
        }
        if (this.rejoinNeeded) {
          this.rejoinNeeded = false;
          this.resendPending();
        }
        return;
      }
      case "typing":
        if (frame.from === "support") this.showTyping();
        return;
      case "read":
        if (frame.by === "user") this.dispatch({ type: "read", seq: frame.seq });
        return;
      case "error":
        // The transcript's refusal is the one error that names no message.
        if (!frame.id && this.snapshot.transcript === "sending") {
          this.set({ transcript: frame.code === "rate_limited" ? "rate_limited" : "failed" });
          return;
        }
        this.onError(frame.code, frame.id);
        return;
      case "blocked":
        // until 0: an agent lifted the block.
        this.set({ blocked: frame.until === 0 ? null : { until: frame.until } });
        return;
      case "conversation":
        this.set({ conversation: frame.status, transcript: "idle" });
        return;
      case "transcript":
        this.set({ transcript: frame.status });
        return;
      case "room":
        return;
    }
  }

  private onError(code: ErrorCode, id: string | undefined) {
    if (code === "not_joined") {
      // The room lost our join (or never had it): join again, then send the outbox again.
      const session = this.snapshot.session;
      if (session) this.set({ session: { ...session, joined: false } });
      this.rejoinNeeded = true;
      this.join();
      return;
    }
    if (code === "blocked" && !this.snapshot.blocked) this.set({ blocked: { until: null } });
    if (id) this.fail(id, code);
  }

  /** through: nothing up to this seq is missing (see ChatState.syncedSeq); omitted when unsure. */
  private receive(messages: ChatState["messages"], through?: number) {
    if (messages.length === 0 && through === undefined) return;
    const before = this.snapshot.chat;
    this.dispatch({ type: "received", messages, through });
    for (const message of messages) this.clearSendTimer(message.id);
    if (this.snapshot.chat !== before) this.hideTyping();
    if (this.panelOpen) this.markRead();
  }

  // --- Typing -----------------------------------------------------------------------------------

  private showTyping() {
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = setTimeout(() => this.hideTyping(), TYPING_SHOWN_MS);
    if (!this.snapshot.supportTyping) this.set({ supportTyping: true });
  }

  private hideTyping() {
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = null;
    if (this.snapshot.supportTyping) this.set({ supportTyping: false });
  }

  /** The visitor's text changed: at most one typing frame per TYPING_THROTTLE_MS. */
  typing() {
    this.typingThrottle.typed(() => this.frame({ t: "typing" }));
  }

  // --- Sending ----------------------------------------------------------------------------------

  /** Whether the visitor can send now: live, or the HTTP fallback answers. */
  canSend(): boolean {
    const { connection, pollingOk } = this.snapshot;
    return connection === "open" || (connection === "lost" && pollingOk);
  }

  /** Queues and sends a message; blank text is not a message. */
  send(text: string): boolean {
    const clean = cleanText(text);
    if (clean === "" || clean.length > MAX_TEXT_LENGTH || !this.canSend()) return false;
    const id = crypto.randomUUID();
    this.dispatch({ type: "queued", id, text: clean, createdAt: Date.now() });
    this.transmit(id, clean);
    this.typingThrottle.messageSent();
    return true;
  }

  retry(id: string) {
    const entry = this.snapshot.chat.pending.find((p) => p.id === id);
    if (!entry) return;
    this.dispatch({ type: "resending", ids: [id] });
    this.transmit(entry.id, entry.text);
  }

  private resendPending() {
    const pending = this.snapshot.chat.pending;
    if (pending.length === 0) return;
    this.dispatch({ type: "resending", ids: pending.map((p) => p.id) });
    for (const entry of pending) this.transmit(entry.id, entry.text);
  }

  private transmit(id: string, text: string) {
    this.armSendTimer(id);
    if (this.frame({ t: "send_message", id, text })) return;
    if (this.snapshot.connection === "lost") void this.post(id, text);
    // Otherwise it waits in the outbox for the next open.
  }

  private armSendTimer(id: string) {
    this.clearSendTimer(id);
    this.sendTimers.set(
      id,
      setTimeout(() => {
        this.sendTimers.delete(id);
        this.fail(id);
      }, SEND_TIMEOUT_MS),
    );
  }

  private clearSendTimer(id: string) {
    const timer = this.sendTimers.get(id);
    if (timer) clearTimeout(timer);
    this.sendTimers.delete(id);
  }

  private fail(id: string, error?: ErrorCode) {
    this.clearSendTimer(id);
    this.dispatch(error ? { type: "failed", id, error } : { type: "failed", id });
  }

  // --- Read receipts ----------------------------------------------------------------------------

  /** The popup is shown (or hidden); shown means everything in it is read. */
  setPanelOpen(open: boolean) {
    this.panelOpen = open;
    if (open) this.markRead();
  }

  private markRead() {
    if (typeof document !== "undefined" && document.visibilityState !== "visible") return;
    const { chat } = this.snapshot;
    if (unreadCount(chat) === 0) return;
    this.dispatch({ type: "read", seq: chat.lastSeq });
    // Other tabs of this conversation clear their badge when the room echoes it.
    this.frame({ t: "read", seq: chat.lastSeq });
  }

  // --- Transcript by email -------------------------------------------------------------------

  /** Asks the room to email the conversation to the visitor: over the socket, or over HTTP. */
  requestTranscript() {
    if (this.snapshot.transcript === "sending") return;
    this.set({ transcript: "sending" });
    // A socket that dropped before the answer leaves the visitor free to ask again.
    setTimeout(() => {
      if (this.snapshot.transcript === "sending") this.set({ transcript: "failed" });
    }, SEND_TIMEOUT_MS);
    if (this.frame({ t: "transcript" })) return;
    void fetch(this.roomUrl(), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: encode({ t: "transcript" }),
    })
      .then((response) => response.json())
      .then(
        (body: unknown) => this.set({ transcript: transcriptAnswer(body) }),
        () => this.set({ transcript: "failed" }),
      );
  }

  // --- HTTP fallback ----------------------------------------------------------------------------

  private roomUrl(after?: number) {
    const id = this.snapshot.session?.id ?? "";
    const base = `/${VISITOR_PREFIX}/${CHAT_PARTY}/${id}`;
    return after === undefined ? base : `${base}?after=${after}`;
  }

  private startPolling() {
    if (this.polling) return;
    this.polling = true;
    void this.poll();
  }

  private stopPolling() {
    this.polling = false;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  private async poll() {
    if (!this.polling) return;
    const wasOk = this.snapshot.pollingOk;
    const ok = await this.fetchMissing();
    if (!this.polling) return;
    if (ok !== wasOk) this.set({ pollingOk: ok });
    // The first answer after a silence: the outbox goes out over HTTP.
    if (ok && !wasOk) {
      for (const entry of this.snapshot.chat.pending) this.retry(entry.id);
    }
    this.pollTimer = setTimeout(() => void this.poll(), POLL_INTERVAL_MS);
  }

  /** Reads the room over HTTP until it has nothing newer; false when it could not be reached. */
  private async fetchMissing(): Promise<boolean> {
    return (await this.readPages()) !== "unreachable";
  }

  /**
   * The socket's history was a first page only: the rest comes over HTTP. Live frames that
   * arrived meanwhile continue from where the socket's history ended, which the last page
   * (asked for after that history) reaches, so once it is in, everything up to them is too.
   */
  private async catchUp() {
    if (this.catchingUp) return;
    this.catchingUp = true;
    this.cancelCatchUpRetry();
    const open = this.opens;
    try {
      if ((await this.readPages(() => open === this.opens)) === "end") {
        this.stream = "live";
        this.receive([], this.liveSeq);
      }
    } finally {
      this.catchingUp = false;
    }
    if (this.stream !== "behind") return;
    // The socket reopened meanwhile and its own history asked for a catch-up this one held off.
    if (open !== this.opens) void this.catchUp();
    // A page did not come (or the 50 did not reach the end): a quiet conversation sends no live
    // frame to try again on, so the older messages would stay missing until the next reconnect.
    // A closed socket is left to its reconnect's history or, once lost, to polling.
    else if (this.socket?.readyState === WebSocket.OPEN) {
      this.catchUpTimer = setTimeout(() => void this.catchUp(), POLL_INTERVAL_MS);
    }
  }

  private cancelCatchUpRetry() {
    if (this.catchUpTimer) clearTimeout(this.catchUpTimer);
    this.catchUpTimer = null;
  }

  /**
   * Page after page (at most 50) while `keepGoing` holds. end: the room had nothing newer.
   * stopped: `keepGoing` ended it, or the 50 pages did. unreachable: a page did not come.
   */
  private async readPages(
    keepGoing: () => boolean = () => true,
  ): Promise<"end" | "stopped" | "unreachable"> {
    for (let page = 0; page < 50; page += 1) {
      const answer = await this.fetchPage();
      if (!answer) return "unreachable";
      if (!keepGoing()) return "stopped";
      if (!answer.hasMore || answer.messages.length === 0) return "end";
    }
    return "stopped";
  }

  /** One page of what comes after syncedSeq; null when the room could not be reached. */
  private async fetchPage(): Promise<PollResponse | null> {
    try {
      const response = await fetch(this.roomUrl(this.snapshot.chat.syncedSeq), {
        headers: { Accept: "application/json" },
      });
      if (!http(response.status)) return null;
      const parsed = pollResponse.safeParse(await response.json());
      if (!parsed.success) return null;
      this.set({ agentsOnline: parsed.data.agentsOnline });
      // A page holds everything after what it asked from (at most syncedSeq) up to its last.
      this.receive(parsed.data.messages, parsed.data.messages.at(-1)?.seq);
      return parsed.data;
    } catch {
      return null;
    }
  }

  private async post(id: string, text: string) {
    try {
      const response = await fetch(this.roomUrl(), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: encode({ t: "send_message", id, text }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (http(response.status)) {
        const message = chatMessage.safeParse(body);
        if (message.success) this.receive([message.data]);
        return;
      }
      const error = parseServerFrame(JSON.stringify(body));
      if (error?.t === "error") this.onError(error.code, id);
      else this.fail(id);
    } catch {
      // No answer: the send timer marks it failed, and Retry tries again.
    }
  }
}

/** The browser's time zone, so agents see the visitor's local time; none when unknown. */
function timeZone(): { timeZone?: string } {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && /^[A-Za-z0-9_+\-/]{1,64}$/.test(zone) ? { timeZone: zone } : {};
  } catch {
    return {};
  }
}
