import type { Connection } from "partyserver";
import {
  AGENT_ID_HEADER,
  AGENT_ID_TAG_PREFIX,
  AGENT_NAME_HEADER,
  AGENT_NAME_TAG_PREFIX,
  AGENT_TAG,
  type AgentPresence,
  defaultAgentName,
  MAX_AGENT_NAME_LENGTH,
  ROLE_HEADER,
} from "#party/protocol";
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
  return [
    AGENT_TAG,
    `${AGENT_ID_TAG_PREFIX}${agentId}`,
    `${AGENT_NAME_TAG_PREFIX}${encodeURIComponent(nameFrom(request.headers, agentId))}`,
    ...sessionTags(request.headers),
  ];
}

/** The display name the Worker read from the agent's profile (URI-encoded in its header). */
function nameFrom(headers: Headers, agentId: string): string {
  try {
    const name = decodeURIComponent(headers.get(AGENT_NAME_HEADER) ?? "").trim();
    if (name) return name.slice(0, MAX_AGENT_NAME_LENGTH);
  } catch {
    // A malformed header: the default below.
  }
  return defaultAgentName(agentId);
}

// partyserver puts the connection's id first among its tags: only the ones after it are ours.
const ownTags = (connection: Connection) => connection.tags.slice(1);

export const isAgentSocket = (connection: Connection) => ownTags(connection).includes(AGENT_TAG);

/** The agent behind a socket, or null for a visitor's. */
export function agentIdOf(connection: Connection): string | null {
  const tag = ownTags(connection).find((t) => t.startsWith(AGENT_ID_TAG_PREFIX));
  return tag ? tag.slice(AGENT_ID_TAG_PREFIX.length) : null;
}

/** The agent behind a socket, as visitors and other agents read them; null for a visitor's. */
export function agentOf(connection: Connection): AgentPresence | null {
  const id = agentIdOf(connection);
  if (id === null) return null;
  const tag = ownTags(connection).find((t) => t.startsWith(AGENT_NAME_TAG_PREFIX));
  let name = defaultAgentName(id);
  try {
    if (tag) name = decodeURIComponent(tag.slice(AGENT_NAME_TAG_PREFIX.length)) || name;
  } catch {
    // Kept the default.
  }
  return { id, name };
}

/** The agent the Worker named on an HTTP request of the agents' route (as agentTags reads it). */
export function agentFromHeaders(headers: Headers): AgentPresence | null {
  const id = headers.get(AGENT_ID_HEADER);
  return id ? { id, name: nameFrom(headers, id) } : null;
}
