import { type Lobby, routePartykitRequest } from "partyserver";
import {
  type AgentSession,
  noteSessionRoom,
} from "#app/features/agent-console/agent-session.server";
import { checkBurst } from "#app/lib/rate-limit.server";
import {
  AGENT_ID_HEADER,
  AGENT_PREFIX,
  isSessionId,
  INBOX_ROOM,
  ROLE_HEADER,
  VISITOR_PREFIX,
} from "#party/protocol";
import { AGENT_SESSION_HEADER, sessionHeader } from "#party/session-sockets";

const json = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ success: false, message }, { status, headers });

/** Only our own pages may open a chat socket (no cross-site WebSocket hijacking). */
function foreignOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

/** A copy of the request without the headers only the Worker may set. */
function withoutRoleHeaders(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete(ROLE_HEADER);
  headers.delete(AGENT_ID_HEADER);
  headers.delete(AGENT_SESSION_HEADER);
  return new Request(request, { headers });
}

/**
 * Visitor chat traffic: only the chat-room party, only UUID rooms, only from our own origin,
 * and a per-IP budget of new sockets and posted messages (polling reads are not counted). Every
 * Durable Object binding is routable by partyserver, so the allow-list matters.
 */
export async function routeVisitorParty(request: Request, env: Env): Promise<Response> {
  if (foreignOrigin(request)) return json(403, "Forbidden origin");
  const guard = async (req: Request, lobby: Lobby<Env>) => {
    if (lobby.className !== "ChatRoom") return json(404, "Not found");
    if (!isSessionId(lobby.name)) return json(400, "Invalid room");
    if (req.method !== "GET" || req.headers.get("Upgrade") === "websocket") {
      const ip = req.headers.get("CF-Connecting-IP") ?? "unknown";
      const verdict = await checkBurst(env, "chat", ip);
      if (!verdict.ok) {
        return json(429, "Too many requests", { "Retry-After": String(verdict.retryAfter) });
      }
    }
    return withoutRoleHeaders(req);
  };
  const response = await routePartykitRequest(request, env, {
    prefix: VISITOR_PREFIX,
    onBeforeConnect: guard,
    onBeforeRequest: guard,
  });
  return response ?? json(404, "Not found");
}

/** Who is signed in as a support agent, from the request's session cookie; null if nobody. */
export type AgentIdentifier = (request: Request, env: Env) => Promise<AgentSession | null>;

/**
 * Support agents' traffic: the inbox and any chat room, for signed-in agents only. The room
 * learns the agent from headers set here, after the session check; visitors' copies of those
 * headers are stripped on the visitor prefix.
 */
export async function routeAgentParty(
  request: Request,
  env: Env,
  identify: AgentIdentifier,
): Promise<Response> {
  if (foreignOrigin(request)) return json(403, "Forbidden origin");
  const session = await identify(request, env);
  if (!session) return json(401, "Agent sign-in required");
  const guard = async (req: Request, lobby: Lobby<Env>) => {
    const inbox = lobby.className === "SupportInbox" && lobby.name === INBOX_ROOM;
    const room = lobby.className === "ChatRoom" && isSessionId(lobby.name);
    if (!inbox && !room) return json(404, "Not found");
    // Kept with the session before the socket opens: signing out closes it.
    if (room && req.headers.get("Upgrade") === "websocket") {
      await noteSessionRoom(env, session.sessionId, lobby.name);
    }
    const headers = new Headers(req.headers);
    headers.set(ROLE_HEADER, "agent");
    headers.set(AGENT_ID_HEADER, session.agentId);
    headers.set(AGENT_SESSION_HEADER, sessionHeader(session.sessionId, session.expiresAt));
    return new Request(req, { headers });
  };
  const response = await routePartykitRequest(request, env, {
    prefix: AGENT_PREFIX,
    onBeforeConnect: guard,
    onBeforeRequest: guard,
  });
  return response ?? json(404, "Not found");
}
