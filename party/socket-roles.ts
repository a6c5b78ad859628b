import type { Connection } from "partyserver";
import { AGENT_ID_HEADER, AGENT_ID_TAG_PREFIX, AGENT_TAG, ROLE_HEADER } from "#party/protocol";
import { sessionTags } from "#party/session-sockets";

/**
 * Who a socket of a room or the inbox is, written once for both. The role comes from headers
 * only the Worker's agent route sets (after its session check; the visitor route strips them),
 * and is kept in the socket's tags.
 */

/** An agent socket's tags, from the Worker's headers; null for anyone else. */
export function agentTags(request: Request): string[] | null {
  const agentId = request.headers.get(AGENT_ID_HEADER);
  if (request.headers.get(ROLE_HEADER) !== "agent" || !agentId) return null;
  return [AGENT_TAG, `${AGENT_ID_TAG_PREFIX}${agentId}`, ...sessionTags(request.headers)];
}

// partyserver puts the connection's id first among its tags: only the ones after it are ours.
const ownTags = (connection: Connection) => connection.tags.slice(1);

export const isAgentSocket = (connection: Connection) => ownTags(connection).includes(AGENT_TAG);

/** The agent behind a socket, or null for a visitor's. */
export function agentIdOf(connection: Connection): string | null {
  const tag = ownTags(connection).find((t) => t.startsWith(AGENT_ID_TAG_PREFIX));
  return tag ? tag.slice(AGENT_ID_TAG_PREFIX.length) : null;
}
