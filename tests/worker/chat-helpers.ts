import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { afterEach } from "vitest";
import {
  AGENT_ID_HEADER,
  AGENT_NAME_HEADER,
  type ClientFrame,
  encode,
  type InboxFrame,
  INBOX_ROOM,
  parseInboxFrame,
  parseServerFrame,
  ROLE_HEADER,
  type ServerFrame,
  type VisitorProfile,
} from "#party/protocol";
import { get, origin } from "./helpers";

/**
 * A documentation-range address per call, each in a /64 of its own (limits count an IPv6 /64
 * as one client), so a per-address budget never decides a test.
 */
let ipCounter = 0;
export const uniqueIp = () =>
  `2001:db8:${(Date.now() % 65_536).toString(16)}:${(++ipCounter).toString(16)}::1`;

export const newSessionId = () => crypto.randomUUID();

export const profile = (overrides: Partial<VisitorProfile> = {}): VisitorProfile => ({
  name: "Guest",
  email: "jane@example.com",
  telegram: "@jane_doe",
  locale: "en",
  page: "/en/contact",
  ...overrides,
});

/**
 * One client socket speaking the chat protocol: every frame it receives is parsed and kept, and
 * `next` waits for the first unread frame that matches.
 */
export class TestSocket<F extends { t: string }> {
  readonly frames: F[] = [];
  #read = 0;
  #waiters: Array<() => void> = [];
  closed: { code: number; reason: string } | null = null;

  constructor(
    readonly ws: WebSocket,
    parse: (raw: unknown) => F | null,
  ) {
    ws.accept();
    ws.addEventListener("message", (event) => {
      const frame = parse(event.data);
      if (!frame) throw new Error(`Unparseable frame: ${String(event.data)}`);
      this.frames.push(frame);
      for (const wake of this.#waiters.splice(0)) wake();
    });
    ws.addEventListener("close", (event) => {
      this.closed = { code: event.code, reason: event.reason };
      for (const wake of this.#waiters.splice(0)) wake();
    });
  }

  send(frame: ClientFrame | Record<string, unknown>) {
    this.ws.send(typeof frame === "string" ? frame : encode(frame as ClientFrame));
  }

  /** The next frame (after those already taken) of type `t` that passes `match`. */
  async next<T extends F["t"]>(
    t: T,
    match: (frame: Extract<F, { t: T }>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<Extract<F, { t: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = this.#read; i < this.frames.length; i++) {
        const frame = this.frames[i] as F;
        if (frame.t === t && match(frame as Extract<F, { t: T }>)) {
          this.#read = i + 1;
          return frame as Extract<F, { t: T }>;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `No "${t}" frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every frame of type `t` received so far. */
  all<T extends F["t"]>(t: T): Array<Extract<F, { t: T }>> {
    return this.frames.filter((frame): frame is Extract<F, { t: T }> => frame.t === t);
  }

  /** Lets frames in flight arrive (for asserting that something did NOT come). */
  settle(ms = 150) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  close() {
    this.ws.close(1000, "done");
  }
}

/** A visitor's socket through the real Worker entry and its public rules. */
export async function visitorSocket(
  sessionId: string,
  options: {
    after?: number;
    headers?: Record<string, string>;
    ip?: string;
    /** More query parameters, as an attacker may add them (`_pk`). */
    query?: Record<string, string>;
  } = {},
): Promise<TestSocket<ServerFrame>> {
  const params = new URLSearchParams(options.query);
  if (options.after !== undefined) params.set("after", String(options.after));
  const query = params.size > 0 ? `?${params}` : "";
  const res = await get(`/parties/chat-room/${sessionId}${query}`, {
    headers: {
      Upgrade: "websocket",
      Origin: origin,
      "CF-Connecting-IP": options.ip ?? uniqueIp(),
      ...options.headers,
    },
  });
  if (res.status !== 101 || !res.webSocket) throw new Error(`Upgrade refused: ${res.status}`);
  return new TestSocket(res.webSocket, parseServerFrame);
}

/** A visitor that has joined: the socket, after its session_created. */
export async function joinedVisitor(sessionId: string, who: Partial<VisitorProfile> = {}) {
  const socket = await visitorSocket(sessionId);
  socket.send({ t: "join", ...profile(who) });
  await socket.next("session_created");
  return socket;
}

/**
 * An agent's socket as the Worker's agent route hands it over after the sign-in check: the
 * request reaches the Durable Object with the role and agent id headers set.
 */
async function agentUpgrade(
  namespace: "ChatRoom" | "SupportInbox",
  name: string,
  agentId: string,
  after?: number,
  agentName?: string,
) {
  const stub =
    namespace === "ChatRoom"
      ? await getServerByName(env.ChatRoom, name)
      : await getServerByName(env.SupportInbox, name);
  const query = after === undefined ? "" : `?after=${after}`;
  const res = await stub.fetch(
    new Request(`${origin}/agent-parties/x/${name}${query}`, {
      headers: {
        Upgrade: "websocket",
        [ROLE_HEADER]: "agent",
        [AGENT_ID_HEADER]: agentId,
        ...(agentName ? { [AGENT_NAME_HEADER]: encodeURIComponent(agentName) } : {}),
      },
    }),
  );
  if (res.status !== 101 || !res.webSocket) throw new Error(`Agent upgrade refused: ${res.status}`);
  return res.webSocket;
}

export async function agentRoomSocket(
  sessionId: string,
  agentId = "alice@subnova.example",
  after?: number,
  name?: string,
) {
  return new TestSocket(
    await agentUpgrade("ChatRoom", sessionId, agentId, after, name),
    parseServerFrame,
  );
}

export async function agentInboxSocket(
  agentId = "alice@subnova.example",
  name?: string,
): Promise<TestSocket<InboxFrame>> {
  return new TestSocket(
    await agentUpgrade("SupportInbox", INBOX_ROOM, agentId, undefined, name),
    parseInboxFrame,
  );
}

/** Waits until a condition on the world holds (a Durable Object's async side effects). */
export async function eventually<T>(
  read: () => Promise<T> | T,
  ok: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Condition not met; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The sockets a test file opens, closed after each test, which then waits until the inbox has
 * seen the agents leave (the next test asks who is online). Call once per file; wrap each
 * socket in the answered function.
 */
export function closeSocketsAfterEach() {
  const open: Array<{ close(): void }> = [];
  afterEach(async () => {
    for (const socket of open.splice(0)) {
      try {
        socket.close();
      } catch {
        // Already closed by the test.
      }
    }
    const inbox = await getServerByName(env.SupportInbox, INBOX_ROOM);
    await eventually(
      () => inbox.agentsOnline(),
      (online) => !online,
    );
  });
  return <S extends { close(): void }>(socket: S) => {
    open.push(socket);
    return socket;
  };
}

/** Sends a message frame; answers its id. */
export const say = (socket: TestSocket<ServerFrame>, text: string, id = crypto.randomUUID()) => {
  socket.send({ t: "send_message", id, text });
  return id;
};
