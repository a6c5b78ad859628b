import { type Connection, type ConnectionContext, getServerByName, Server } from "partyserver";
import { refusedConnectionId } from "#party/connection-id";
import {
  AGENT_TAG,
  CLOSE_FORBIDDEN,
  CLOSED_SNAPSHOT_DAYS,
  encode,
  IDLE_ROOM_MS,
  type AgentPresence,
  type InboxFrame,
  type RoomSummary,
} from "#party/protocol";
import { closeSession, ExpiredSessions, nextSessionEnd } from "#party/session-sockets";
import { agentOf, agentTags, isAgentSocket } from "#party/socket-roles";

/** Conversations sent in a snapshot: the open ones with recent activity, newest first. */
const SNAPSHOT_LIMIT = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The agents' view of every chat room: one instance ("main") for the team. It mirrors each room's
 * summary (rooms push it on every change) and knows which agents are online from its own agent
 * sockets. It is an index, not the truth: the rooms hold the transcripts.
 */
export class SupportInbox extends Server<Env> {
  static options = { hibernate: true };

  // In the constructor, not onStart: rooms reach the inbox by RPC, which does not run onStart.
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS rooms (
      session_id TEXT PRIMARY KEY,
      summary TEXT NOT NULL,
      status TEXT NOT NULL,
      last_at INTEGER NOT NULL,
      visitor_online INTEGER NOT NULL)`);
    ctx.storage.sql.exec(`CREATE INDEX IF NOT EXISTS rooms_open ON rooms (status, last_at)`);
    // Visitors on the site who joined but have not written yet: told when agents come and go,
    // never listed for the agents (joins alone must not fill their list).
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS waiting (session_id TEXT PRIMARY KEY)`);
  }

  async fetch(request: Request): Promise<Response> {
    return refusedConnectionId(request) ?? super.fetch(request);
  }

  getConnectionTags(_connection: Connection, ctx: ConnectionContext): string[] {
    return agentTags(ctx.request) ?? [];
  }

  /**
   * Who is online, and when the first agent session ends: every room update asks the first and
   * checks the second, so both are kept rather than read off every socket each time. Any socket
   * opening or closing starts them over.
   */
  #online: AgentPresence[] | null = null;
  #expired = new ExpiredSessions();

  #socketsChanged() {
    this.#online = null;
    this.#expired.reset();
  }

  #closeExpired() {
    if (this.#expired.close(() => this.getConnections()).length > 0) this.#online = null;
  }

  /** Agents with a console open, by name (one entry per agent however many tabs). */
  #agents(except?: Connection): AgentPresence[] {
    if (!except && this.#online) return this.#online;
    const byId = new Map<string, AgentPresence>();
    for (const connection of this.getConnections(AGENT_TAG)) {
      if (connection === except || connection.readyState !== WebSocket.OPEN) continue;
      const agent = agentOf(connection);
      if (agent) byId.set(agent.id, agent);
    }
    const agents = [...byId.values()].toSorted(
      (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
    if (!except) this.#online = agents;
    return agents;
  }

  #toAgents(frame: InboxFrame) {
    this.#closeExpired();
    const raw = encode(frame);
    for (const connection of this.getConnections(AGENT_TAG)) {
      try {
        connection.send(raw);
      } catch {
        // Closing; the console gets a fresh snapshot when it reconnects.
      }
    }
  }

  /** Every (re)connect gets the whole picture, never a "changed since" window. */
  onConnect(connection: Connection) {
    this.#socketsChanged();
    if (!isAgentSocket(connection)) {
      connection.close(CLOSE_FORBIDDEN, "Agents only");
      return;
    }
    // Open conversations idle for a day leave the list, closed ones after CLOSED_SNAPSHOT_DAYS
    // (the console's "Closed" view); their rooms keep them, and search finds them.
    const now = Date.now();
    const rooms = this.ctx.storage.sql
      .exec<{ summary: string }>(
        `SELECT summary FROM rooms
         WHERE (status = 'open' AND last_at > ?) OR (status = 'closed' AND last_at > ?)
         ORDER BY last_at DESC LIMIT ?`,
        now - IDLE_ROOM_MS,
        now - CLOSED_SNAPSHOT_DAYS * DAY_MS,
        SNAPSHOT_LIMIT,
      )
      .toArray()
      .map((row) => JSON.parse(row.summary) as RoomSummary);
    const agents = this.#agents();
    connection.send(encode({ t: "snapshot", rooms, agents }));
    this.ctx.waitUntil(this.#wakeAtSessionEnd());
    this.#toAgents({ t: "agents", agents });
    if (agents.length === 1) this.ctx.waitUntil(this.#tellRooms(true));
  }

  onClose(connection: Connection) {
    this.#socketsChanged();
    if (!isAgentSocket(connection)) return;
    const agents = this.#agents(connection);
    this.#toAgents({ t: "agents", agents });
    if (agents.length === 0) this.ctx.waitUntil(this.#tellRooms(false));
  }

  onError(connection: Connection) {
    this.onClose(connection);
  }

  /** Sign-out (RPC from the Worker): closes the sockets of that agent session. */
  closeAgentSession(sessionId: string): number {
    this.#socketsChanged();
    return closeSession(this.getConnections(), sessionId);
  }

  // A console left open on a quiet inbox hears nothing, so the inbox wakes when the first
  // session of its sockets ends and closes that session's sockets.
  async #wakeAtSessionEnd() {
    const next = nextSessionEnd(this.getConnections());
    if (next !== null) await this.ctx.storage.setAlarm(next);
  }

  async onAlarm() {
    this.#socketsChanged();
    this.#closeExpired();
    await this.#wakeAtSessionEnd();
  }

  /** Visitors who are on the site now hear at once that an agent arrived or left. */
  async #tellRooms(agentsOnline: boolean) {
    const online = this.ctx.storage.sql
      .exec<{ session_id: string }>(
        `SELECT session_id FROM rooms WHERE visitor_online = 1 UNION SELECT session_id FROM waiting`,
      )
      .toArray();
    await Promise.allSettled(
      online.map(async ({ session_id }) => {
        const room = await getServerByName(this.env.ChatRoom, session_id);
        await room.agentsOnlineChanged(agentsOnline);
      }),
    );
  }

  /** A room's new summary (RPC from the room). Answers whether an agent is online now. */
  roomUpdated(summary: RoomSummary): boolean {
    const sql = this.ctx.storage.sql;
    if (summary.lastSender === null) {
      // No one wrote yet: not a conversation to list, only a visitor to tell about agents.
      if (summary.visitorOnline) {
        sql.exec(`INSERT OR IGNORE INTO waiting (session_id) VALUES (?)`, summary.sessionId);
      } else {
        sql.exec(`DELETE FROM waiting WHERE session_id = ?`, summary.sessionId);
      }
      return this.#agents().length > 0;
    }
    sql.exec(`DELETE FROM waiting WHERE session_id = ?`, summary.sessionId);
    this.ctx.storage.sql.exec(
      `INSERT INTO rooms (session_id, summary, status, last_at, visitor_online) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (session_id) DO UPDATE SET summary = excluded.summary, status = excluded.status,
         last_at = excluded.last_at, visitor_online = excluded.visitor_online`,
      summary.sessionId,
      JSON.stringify(summary),
      summary.status,
      summary.lastAt,
      summary.visitorOnline ? 1 : 0,
    );
    this.#toAgents({ t: "room", room: summary });
    return this.#agents().length > 0;
  }

  /**
   * A conversation handed from one agent to another (RPC from its room): the receiving agent
   * must be online, and every console of theirs is told. Answers them, or null when offline.
   */
  transferred(
    sessionId: string,
    from: AgentPresence,
    toAgentId: string,
    visitorName: string | null,
  ): AgentPresence | null {
    const to = this.#agents().find((agent) => agent.id === toAgentId);
    if (!to) return null;
    const raw = encode({ t: "transferred", sessionId, from, visitorName });
    for (const connection of this.getConnections(AGENT_TAG)) {
      if (agentOf(connection)?.id !== to.id) continue;
      try {
        connection.send(raw);
      } catch {
        // Closing; the conversation shows as theirs in the next snapshot.
      }
    }
    return to;
  }

  /**
   * Retention (the daily purge): drops the summaries of conversations idle since `cutoff`, whose
   * rooms have erased themselves. Answers how many went.
   */
  forgetRoomsBefore(cutoff: number): number {
    return this.ctx.storage.sql
      .exec(`DELETE FROM rooms WHERE last_at < ? RETURNING session_id`, cutoff)
      .toArray().length;
  }

  /** For the worker tests and the console's first paint: whether anyone can answer now. */
  agentsOnline(): boolean {
    return this.#agents().length > 0;
  }
}
