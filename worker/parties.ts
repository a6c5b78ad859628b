import { routePartykitRequest } from "partyserver";

/** Room names are random UUIDs made by the browser; anything else is refused. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const json = (status: number, message: string) =>
  Response.json({ success: false, message }, { status });

/**
 * Visitor chat traffic: only the chat-room party, only UUID rooms, only from our own origin.
 * Every Durable Object binding is routable by partyserver, so the allow-list matters.
 */
export async function routeVisitorParty(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const origin = request.headers.get("Origin");
  if (origin !== null && origin !== url.origin) return json(403, "Forbidden origin");
  const guard = (_req: Request, lobby: { className: string; name: string }) => {
    if (lobby.className !== "ChatRoom") return json(404, "Not found");
    if (!uuidPattern.test(lobby.name)) return json(400, "Invalid room");
    return undefined;
  };
  const response = await routePartykitRequest(request, env, {
    prefix: "parties",
    onBeforeConnect: guard,
    onBeforeRequest: guard,
  });
  return response ?? json(404, "Not found");
}

/**
 * Support agents' traffic. Agent sign-in is not built yet, so nothing gets through; the prefix
 * is reserved so no other route can claim it.
 */
export function routeAgentParty(): Response {
  return json(401, "Agent sign-in required");
}
