import { type Lobby, routePartykitRequest } from "partyserver";
import { addressKey } from "#app/lib/atomic-limit.server";
import {
  type AgentSession,
  noteSessionRoom,
} from "#app/features/agent-console/agent-session.server";
import { checkBurst } from "#app/lib/rate-limit.server";
import { sha256Hex } from "#app/lib/sha256";
import {
  AGENT_ID_HEADER,
  AGENT_NAME_HEADER,
  AGENT_PREFIX,
  defaultAgentName,
  CLIENT_HEADER,
  UNKNOWN_CLIENT,
  CONNECTION_ID_PARAM,
  isSessionId,
  INBOX_ROOM,
  ROLE_HEADER,
  VISITOR_PREFIX,
} from "#party/protocol";
import { isWebSocketUpgrade } from "#party/connection-id";
import { AGENT_SESSION_HEADER, sessionHeader } from "#party/session-sockets";

const json = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ success: false, message }, { status, headers });

/** Only our own pages may open a chat socket (no cross-site WebSocket hijacking). */
function foreignOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

/**
 * The request as the Durable Object gets it: the headers only the Worker may set removed (then
 * set again by the agent route after its session check), and a connection id of our own in
 * place of any the client chose (partyserver reads it from `_pk` and tags the socket with it).
 */
function forwarded(request: Request, set: Record<string, string> = {}): Request {
  const url = new URL(request.url);
  if (isWebSocketUpgrade(request)) {
    url.searchParams.set(CONNECTION_ID_PARAM, crypto.randomUUID());
  } else {
    url.searchParams.delete(CONNECTION_ID_PARAM);
  }
  const headers = new Headers(request.headers);
  headers.delete(ROLE_HEADER);
  headers.delete(AGENT_ID_HEADER);
  headers.delete(AGENT_NAME_HEADER);
  headers.delete(CLIENT_HEADER);
  headers.delete(AGENT_SESSION_HEADER);
  for (const [name, value] of Object.entries(set)) headers.set(name, value);
  return new Request(url, { method: request.method, headers, body: request.body });
}

/** A room's own failure never reaches the client as more than a status (no stack trace). */
function withoutInternals(response: Response | null): Response {
  if (!response) return json(404, "Not found");
  if (response.status >= 500 && !response.webSocket) return json(500, "Internal error");
  return response;
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
    const client = addressKey(req.headers.get("CF-Connecting-IP"));
    const socket = isWebSocketUpgrade(req);
    if (req.method !== "GET" || socket) {
      const verdict = await checkBurst(env, "chat", client);
      if (!verdict.ok) {
        return json(429, "Too many requests", { "Retry-After": String(verdict.retryAfter) });
      }
    }
    // A socket's room counts new conversations and alerts per address: it gets a hash, not the
    // address. Polls and posts do not need it.
    if (!socket) return forwarded(req);
    // No address (never on Cloudflare's edge; a local server's own clients): "unknown", which a
    // room counts as one client but never blocks, since that would block every such visitor.
    const key = client === UNKNOWN_CLIENT ? UNKNOWN_CLIENT : (await sha256Hex(client)).slice(0, 32);
    return forwarded(req, { [CLIENT_HEADER]: key });
  };
  const response = await routePartykitRequest(request, env, {
    prefix: VISITOR_PREFIX,
    onBeforeConnect: guard,
    onBeforeRequest: guard,
  });
  return withoutInternals(response);
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
    if (room && isWebSocketUpgrade(req)) {
      await noteSessionRoom(env, session.sessionId, lobby.name);
    }
    return forwarded(req, {
      [ROLE_HEADER]: "agent",
      [AGENT_ID_HEADER]: session.agentId,
      // The name visitors read on the agent's replies, as the agent saved it.
      [AGENT_NAME_HEADER]: encodeURIComponent(
        session.displayName ?? defaultAgentName(session.agentId),
      ),
      [AGENT_SESSION_HEADER]: sessionHeader(session.sessionId, session.expiresAt),
    });
  };
  const response = await routePartykitRequest(request, env, {
    prefix: AGENT_PREFIX,
    onBeforeConnect: guard,
    onBeforeRequest: guard,
  });
  return withoutInternals(response);
}
