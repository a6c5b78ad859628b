import type { Connection } from "partyserver";

/**
 * Agents' sockets belong to a sign-in session: the Worker's agent route names the session and
 * its end in a header (the visitor route strips it), the room and the inbox keep both in one tag
 * on the socket, and close the socket when the session is signed out or has expired.
 */
export const AGENT_SESSION_HEADER = "x-agent-session";

/** The close code of a socket whose session ended: 4000 or more, so the console stops there. */
export const CLOSE_SESSION_ENDED = 4001;

// The prefix has a colon, which no client-chosen connection id has: a client cannot fake it.
const SESSION_TAG = "session:";

/** The header's value: `<session id>.<expiry, ms since the epoch>`. */
export const sessionHeader = (sessionId: string, expiresAt: number) => `${sessionId}.${expiresAt}`;

const SESSION_VALUE = /^[\w-]{16,64}\.\d{1,15}$/;

/** The tag to keep with an agent's socket, from the Worker's header; none without one. */
export function sessionTags(headers: Headers): string[] {
  const value = headers.get(AGENT_SESSION_HEADER) ?? "";
  return SESSION_VALUE.test(value) ? [`${SESSION_TAG}${value}`] : [];
}

function sessionOf(connection: Connection): { id: string; expiresAt: number } | null {
  const tag = connection.tags.find((t) => t.startsWith(SESSION_TAG));
  if (!tag) return null;
  const [id = "", expiry = ""] = tag.slice(SESSION_TAG.length).split(".");
  return { id, expiresAt: Number(expiry) };
}

function end(connection: Connection, reason: string) {
  try {
    connection.close(CLOSE_SESSION_ENDED, reason);
  } catch {
    // Already closing.
  }
}

/** Closes the sockets of one session (it was signed out); answers how many. */
export function closeSession(connections: Iterable<Connection>, sessionId: string): number {
  let closed = 0;
  for (const connection of connections) {
    if (sessionOf(connection)?.id !== sessionId) continue;
    end(connection, "Signed out");
    closed += 1;
  }
  return closed;
}

/** Closes the sockets whose session has expired; answers those it closed. */
export function closeExpiredSessions(
  connections: Iterable<Connection>,
  now = Date.now(),
): Connection[] {
  const closed: Connection[] = [];
  for (const connection of connections) {
    const session = sessionOf(connection);
    if (!session || session.expiresAt > now) continue;
    end(connection, "Session expired");
    closed.push(connection);
  }
  return closed;
}

/** When the first session of these open sockets ends, after now (null: none has one). */
export function nextSessionEnd(connections: Iterable<Connection>, now = Date.now()): number | null {
  let next: number | null = null;
  for (const connection of connections) {
    if (connection.readyState !== WebSocket.OPEN) continue;
    const expiresAt = sessionOf(connection)?.expiresAt;
    if (expiresAt === undefined || expiresAt <= now) continue;
    if (next === null || expiresAt < next) next = expiresAt;
  }
  return next;
}

/**
 * Closes the sockets of expired sessions, but scans the sockets only once the first session
 * among them has ended: a room or the inbox checks before every frame, and each scan reads every
 * socket's tags. Whoever owns the sockets calls `reset()` when one opens (it may end sooner).
 */
export class ExpiredSessions {
  /** When the first session of the open sockets ends; null: scan at the next check. */
  #next: number | null = null;

  reset() {
    this.#next = null;
  }

  /** Closes what has expired; answers the sockets it closed. */
  close(connections: () => Iterable<Connection>, now = Date.now()): Connection[] {
    if (this.#next !== null && now < this.#next) return [];
    const closed = closeExpiredSessions(connections(), now);
    this.#next = nextSessionEnd(connections(), now) ?? Number.POSITIVE_INFINITY;
    return closed;
  }
}
