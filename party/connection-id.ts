import { CONNECTION_ID_PARAM, isSessionId } from "#party/protocol";

/** A request to open a socket (partyserver routes them by the same test). */
export const isWebSocketUpgrade = (request: Request) =>
  request.headers.get("Upgrade")?.toLowerCase() === "websocket";

/**
 * partyserver names a socket after the `_pk` query parameter and puts that name first among its
 * tags. The Worker sets it to a UUID of its own on every route; a room or the inbox refuses any
 * other, so a name can never look like a role tag, and an oversized one never reaches
 * partyserver, whose setup errors would send their stack trace to the client.
 */
export function refusedConnectionId(request: Request): Response | null {
  if (!isWebSocketUpgrade(request)) return null;
  const id = new URL(request.url).searchParams.get(CONNECTION_ID_PARAM);
  // Without one partyserver makes its own (letters, digits, - and _).
  if (id === null || isSessionId(id)) return null;
  return Response.json({ success: false, message: "Invalid connection" }, { status: 400 });
}
