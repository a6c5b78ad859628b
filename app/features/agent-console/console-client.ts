import { PartySocket } from "partysocket";
import {
  consoleReducer,
  emptyConsoleState,
  newestVisitorSeq,
  resumeSeq,
  transcriptOf,
  type ConsoleAction,
  type ConsoleState,
} from "#app/features/agent-console/console-state";
import {
  AGENT_PREFIX,
  CHAT_PARTY,
  cleanText,
  encode,
  INBOX_PARTY,
  INBOX_ROOM,
  MAX_TEXT_LENGTH,
  parseInboxFrame,
  parseServerFrame,
  pollResponse,
  TYPING_SHOWN_MS,
  TypingThrottle,
  type BlockDuration,
  type ClientFrame,
  type ErrorCode,
  type ServerFrame,
} from "#party/protocol";

/** connecting: never open yet. open: live. reconnecting: was open, lost, trying again. */
export type Link = "connecting" | "open" | "reconnecting";

export interface ConsoleSnapshot {
  state: ConsoleState;
  inbox: Link;
  /** The socket of the conversation on screen (meaningless while none is). */
  room: Link;
  /** The conversation on screen; null shows the list (phone) or a hint (desktop). */
  selected: string | null;
  /** The agent's session ended (the agent sockets are refused): sign in again. */
  signedOut: boolean;
}

/** A reply the room has not echoed this long after it went out is shown as not sent. */
export const REPLY_TIMEOUT_MS = 10_000;
/** After this many failed inbox connects in a row, ask whether the session is still valid. */
const CHECK_SESSION_AFTER = 3;
/** Replies refused for a reason a resend would not change are not resent on reconnect. */
const final: ReadonlySet<ErrorCode> = new Set(["claimed", "too_long", "invalid", "forbidden"]);

/** What an agent does to a conversation, held across a reconnect like a reply. */
type AgentAction = Extract<
  ClientFrame,
  { t: "claim" | "close" | "release" | "transfer" | "reopen" | "block" | "unblock" }
>;

/** Close codes from 4000 up are final (party/protocol.ts): no reconnecting after them. */
const FINAL_CLOSE_CODE = 4000;

const inboxUrl = `/${AGENT_PREFIX}/${INBOX_PARTY}/${INBOX_ROOM}`;
const roomUrl = (sessionId: string, after: number) =>
  `/${AGENT_PREFIX}/${CHAT_PARTY}/${sessionId}?after=${after}`;

/**
 * The console's connections: the inbox socket (every conversation, reconnecting forever with
 * partysocket's default backoff; a fresh snapshot on each connect) and one room socket for the
 * conversation on screen, which asks only for messages after the last seq it has. Replies go
 * through an outbox that is resent with the same ids after a reconnect (the room ignores
 * repeats). State changes go through the pure consoleReducer; React reads them through
 * subscribe/getSnapshot (useSyncExternalStore).
 */
export class AgentConsoleClient {
  private snapshot: ConsoleSnapshot = {
    state: emptyConsoleState,
    inbox: "connecting",
    room: "connecting",
    selected: null,
    signedOut: false,
  };
  private readonly listeners = new Set<() => void>();
  private inbox: PartySocket | null = null;
  private inboxFailures = 0;
  private room: PartySocket | null = null;
  /** The newest visitor seq reported read on the current room socket. */
  private readSent = 0;
  private readonly typingThrottle = new TypingThrottle();
  private paging = false;
  private typingTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly replyTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Claim and close clicked while the room socket was not open: sent, in order, once it is. */
  private heldActions: AgentAction[] = [];
  private readonly cleanups: Array<() => void> = [];

  // --- React's view -----------------------------------------------------------------------------

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  private set(patch: Partial<ConsoleSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private dispatch(action: ConsoleAction) {
    const state = consoleReducer(this.snapshot.state, action);
    if (state !== this.snapshot.state) this.set({ state });
  }

  // --- Lifecycle --------------------------------------------------------------------------------

  /** Opens the inbox (and the conversation asked for, if any). Browser only. */
  start(initialSessionId: string | null = null) {
    if (this.inbox) return;
    this.inbox = new PartySocket({
      host: window.location.host,
      prefix: AGENT_PREFIX,
      party: INBOX_PARTY,
      room: INBOX_ROOM,
    });
    this.inbox.addEventListener("open", this.onInboxOpen);
    this.inbox.addEventListener("close", this.onInboxClose);
    this.inbox.addEventListener("message", this.onInboxMessage);
    if (initialSessionId) this.select(initialSessionId);

    const wake = () => {
      if (document.visibilityState !== "visible") return;
      // A phone that slept may hold sockets that look open; partysocket retries the closed ones.
      this.markRead();
    };
    document.addEventListener("visibilitychange", wake);
    this.cleanups.push(() => document.removeEventListener("visibilitychange", wake));
  }

  /**
   * Opens the sockets again (after the agent renamed themselves: the Worker names an agent's
   * socket when it opens). Each resumes as after any drop: a fresh snapshot, the missing messages.
   */
  reconnect() {
    this.inbox?.reconnect();
    this.room?.reconnect();
  }

  dispose() {
    this.inbox?.close();
    this.inbox = null;
    this.closeRoom();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  // --- The inbox --------------------------------------------------------------------------------

  private onInboxOpen = () => {
    this.inboxFailures = 0;
    this.set({ inbox: "open", signedOut: false });
  };

  private onInboxClose = (event: CloseEvent) => {
    // 4000 and above is the server's final word (the session was signed out or expired).
    if (event.code >= FINAL_CLOSE_CODE) return this.endSession();
    if (this.snapshot.inbox === "open") this.set({ inbox: "reconnecting" });
    this.inboxFailures += 1;
    if (this.inboxFailures % CHECK_SESSION_AFTER === 0) void this.checkSession();
  };

  /** A browser cannot read why a socket upgrade failed; a plain request to the same path can. */
  private async checkSession() {
    try {
      const response = await fetch(inboxUrl, { headers: { Accept: "application/json" } });
      if (response.status === 401) this.endSession();
    } catch {
      // Offline: partysocket keeps trying, and so does the next check.
    }
  }

  private endSession() {
    this.set({ signedOut: true });
    // Nothing will let these sockets in again until the agent signs in anew.
    this.inbox?.close();
    this.closeRoom();
  }

  private onInboxMessage = (event: MessageEvent) => {
    const frame = parseInboxFrame(event.data);
    if (!frame) return;
    switch (frame.t) {
      case "snapshot":
        this.dispatch({ type: "snapshot", rooms: frame.rooms, agents: frame.agents });
        return;
      case "room":
        this.dispatch({ type: "room", room: frame.room });
        return;
      case "agents":
        this.dispatch({ type: "agents", agents: frame.agents });
        return;
      case "transferred":
        this.dispatch({
          type: "handedToMe",
          handOff: { sessionId: frame.sessionId, from: frame.from, visitorName: frame.visitorName },
        });
        return;
    }
  };

  // --- The conversation on screen ---------------------------------------------------------------

  /** Shows a conversation (null: none), with its own socket; the previous one is closed. */
  select(sessionId: string | null) {
    // Same conversation with its socket still there: nothing to do. (After dispose(), as React's
    // development double effects do, the conversation is selected again and needs a new socket.)
    if (sessionId === this.snapshot.selected && (sessionId === null || this.room)) return;
    this.closeRoom();
    this.set({ selected: sessionId, room: "connecting" });
    if (!sessionId || this.snapshot.signedOut) return;
    const socket = new PartySocket({
      host: window.location.host,
      prefix: AGENT_PREFIX,
      party: CHAT_PARTY,
      room: sessionId,
      // Evaluated on every connect: the room sends only what this tab is missing.
      query: () => ({ after: String(resumeSeq(transcriptOf(this.snapshot.state, sessionId))) }),
      // The outbox resends on open; partysocket's own buffer would send everything twice.
      maxEnqueuedMessages: 0,
    });
    socket.addEventListener("open", () => this.onRoomOpen(sessionId));
    socket.addEventListener("close", () => {
      if (this.room === socket && this.snapshot.room === "open") this.set({ room: "reconnecting" });
    });
    socket.addEventListener("message", (event: MessageEvent) => {
      const frame = parseServerFrame(event.data);
      if (frame && this.room === socket) this.onRoomFrame(sessionId, frame);
    });
    this.room = socket;
  }

  private closeRoom() {
    this.room?.close();
    this.room = null;
    this.readSent = 0;
    this.paging = false;
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = null;
    for (const timer of this.replyTimers.values()) clearTimeout(timer);
    this.replyTimers.clear();
    // They were for the conversation the agent has left.
    this.heldActions = [];
  }

  private onRoomOpen(sessionId: string) {
    this.set({ room: "open" });
    // The room may not have seen the last read receipt before the socket went.
    this.readSent = 0;
    const held = this.heldActions;
    this.heldActions = [];
    for (const t of held) this.act(t);
    this.resendPending(sessionId);
  }

  private onRoomFrame(sessionId: string, frame: ServerFrame) {
    switch (frame.t) {
      case "history":
        this.receive({
          type: "history",
          sessionId,
          messages: frame.messages,
          hasMore: frame.hasMore,
        });
        if (frame.hasMore) void this.fetchRest(sessionId, frame.messages.at(-1)?.seq ?? 0);
        return;
      case "message": {
        const { t: _t, ...message } = frame;
        this.clearReplyTimer(message.id);
        this.receive({ type: "message", sessionId, message });
        return;
      }
      case "room": {
        const { t: _t, ...room } = frame;
        this.dispatch({ type: "room", room });
        return;
      }
      case "typing":
        if (frame.from === "user") this.showVisitorTyping(sessionId);
        return;
      case "error":
        if (frame.id) {
          this.clearReplyTimer(frame.id);
          this.dispatch({ type: "failed", sessionId, id: frame.id, error: frame.code });
        } else if (frame.code === "claimed") {
          this.dispatch({ type: "claimRefused", sessionId });
        } else {
          this.dispatch({ type: "actionRefused", sessionId, code: frame.code });
        }
        return;
      case "read":
      case "status":
      case "session_created":
        // Other agents' reads reach us as the room's new summary; the rest is for visitors.
        return;
    }
  }

  private receive(action: ConsoleAction) {
    this.dispatch(action);
    this.markRead();
  }

  /**
   * The room sends at most a page of history per connect; the rest comes over HTTP from the same
   * room, page after page, each after the last one's final seq (not after the newest live seq).
   */
  private async fetchRest(sessionId: string, after: number) {
    if (this.paging) return;
    this.paging = true;
    try {
      let from = after;
      for (
        let page = 0;
        page < 100 && this.paging && this.snapshot.selected === sessionId;
        page += 1
      ) {
        const response = await fetch(roomUrl(sessionId, from), {
          headers: { Accept: "application/json" },
        });
        if (!response.ok) return;
        const parsed = pollResponse.safeParse(await response.json());
        if (!parsed.success || this.snapshot.selected !== sessionId) return;
        const { messages, hasMore } = parsed.data;
        this.receive({ type: "history", sessionId, messages, hasMore });
        const last = messages.at(-1)?.seq;
        if (!hasMore || last === undefined) return;
        from = last;
      }
    } catch {
      // The next reconnect asks again from the last complete seq.
    } finally {
      this.paging = false;
    }
  }

  private showVisitorTyping(sessionId: string) {
    this.dispatch({ type: "visitorTyping", sessionId, now: Date.now() });
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = setTimeout(() => {
      this.typingTimer = null;
      this.dispatch({ type: "typingExpired", sessionId, now: Date.now() });
    }, TYPING_SHOWN_MS);
  }

  private frame(frame: ClientFrame): boolean {
    if (this.room?.readyState !== WebSocket.OPEN) return false;
    this.room.send(encode(frame));
    return true;
  }

  /** Read receipts: the newest visitor message, while the conversation is on a visible tab. */
  private markRead() {
    const sessionId = this.snapshot.selected;
    if (!sessionId || document.visibilityState !== "visible") return;
    const seq = newestVisitorSeq(transcriptOf(this.snapshot.state, sessionId));
    if (seq <= this.readSent) return;
    if (this.frame({ t: "read", seq })) this.readSent = seq;
  }

  // --- What the agent does ----------------------------------------------------------------------

  /** Queues a reply to the conversation on screen; false for blank or over-long text. */
  send(text: string): boolean {
    return this.queue(text, false);
  }

  /** Queues an internal note: stored with the conversation, shown to agents only. */
  note(text: string): boolean {
    return this.queue(text, true);
  }

  private queue(text: string, note: boolean): boolean {
    const sessionId = this.snapshot.selected;
    const clean = cleanText(text);
    if (!sessionId || clean === "" || clean.length > MAX_TEXT_LENGTH) return false;
    const id = crypto.randomUUID();
    this.dispatch({ type: "queued", sessionId, id, text: clean, createdAt: Date.now(), note });
    this.transmit(id, clean, note);
    if (!note) this.typingThrottle.messageSent();
    return true;
  }

  retry(id: string) {
    const sessionId = this.snapshot.selected;
    if (!sessionId) return;
    const entry = transcriptOf(this.snapshot.state, sessionId).pending.find((p) => p.id === id);
    if (!entry) return;
    this.dispatch({ type: "resending", sessionId, ids: [id] });
    this.transmit(entry.id, entry.text, entry.note === true);
  }

  discard(id: string) {
    const sessionId = this.snapshot.selected;
    if (sessionId) this.dispatch({ type: "discarded", sessionId, id });
  }

  /** The agent's text changed: at most one typing frame per TYPING_THROTTLE_MS. */
  typing() {
    this.typingThrottle.typed(() => this.frame({ t: "typing" }));
  }

  claim() {
    this.act({ t: "claim" });
  }

  close() {
    this.act({ t: "close" });
  }

  reopen() {
    this.act({ t: "reopen" });
  }

  /** Gives the conversation back to the team. */
  release() {
    this.act({ t: "release" });
  }

  /** Hands the conversation to another online agent, who is told. */
  transfer(to: string) {
    this.act({ t: "transfer", to });
  }

  block(duration: BlockDuration, reason: string) {
    this.act({ t: "block", duration, reason });
  }

  unblock() {
    this.act({ t: "unblock" });
  }

  /** The agent opened (or dismissed) a conversation handed to them. */
  handOffSeen(sessionId: string) {
    this.dispatch({ type: "handOffSeen", sessionId });
  }

  /** Sends now, or holds the action for the next open: a click during a reconnect is not lost. */
  private act(action: AgentAction) {
    const sessionId = this.snapshot.selected;
    if (sessionId) this.dispatch({ type: "actionRefused", sessionId, code: null });
    if (this.frame(action)) return;
    const same = JSON.stringify(action);
    if (!this.heldActions.some((held) => JSON.stringify(held) === same)) {
      this.heldActions.push(action);
    }
  }

  private resendPending(sessionId: string) {
    const due = transcriptOf(this.snapshot.state, sessionId).pending.filter(
      (p) => !(p.error && final.has(p.error)),
    );
    if (due.length === 0) return;
    this.dispatch({ type: "resending", sessionId, ids: due.map((p) => p.id) });
    for (const entry of due) this.transmit(entry.id, entry.text, entry.note === true);
  }

  /** Sends now if the socket is open; otherwise the reply waits for the next open. */
  private transmit(id: string, text: string, note = false) {
    if (!this.frame(note ? { t: "note", id, text } : { t: "send_message", id, text })) return;
    this.clearReplyTimer(id);
    const sessionId = this.snapshot.selected;
    this.replyTimers.set(
      id,
      setTimeout(() => {
        this.replyTimers.delete(id);
        if (sessionId) this.dispatch({ type: "failed", sessionId, id });
      }, REPLY_TIMEOUT_MS),
    );
  }

  private clearReplyTimer(id: string) {
    const timer = this.replyTimers.get(id);
    if (timer) clearTimeout(timer);
    this.replyTimers.delete(id);
  }
}
