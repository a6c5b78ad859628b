import {
  revokeSession,
  sessionFromRequest,
} from "#app/features/agent-console/agent-session.server";
import { errorFields, logLine } from "#app/lib/log.server";
import { INBOX_ROOM } from "#party/protocol";

/**
 * Signs the request's session out: the session is revoked in D1 first (every copy of the cookie
 * stops working), then its open sockets are closed, the inbox's and each room's it opened.
 */
export async function signOut(request: Request, env: Env): Promise<void> {
  const session = await sessionFromRequest(request, env);
  if (!session) return;
  const rooms = await revokeSession(env, session.sessionId);
  const closing = await Promise.allSettled([
    env.SupportInbox.getByName(INBOX_ROOM).closeAgentSession(session.sessionId),
    ...rooms.map((room) => env.ChatRoom.getByName(room).closeAgentSession(session.sessionId)),
  ]);
  for (const result of closing) {
    // The session is already revoked: a socket left open can no longer reconnect.
    if (result.status === "rejected") {
      logLine("error", "signed_out_socket_not_closed", errorFields(result.reason));
    }
  }
}
