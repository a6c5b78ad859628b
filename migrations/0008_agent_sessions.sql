-- Support agents' sessions: the signed cookie names a row here, so signing out ends the session at
-- once for every copy of the cookie, and the Worker checks each request against it.
CREATE TABLE agent_sessions (
  -- 256 random bits, base64url; the cookie carries it with an HMAC, so the id alone is no key.
  id TEXT PRIMARY KEY,
  agent_id TEXT NOT NULL,
  -- Milliseconds since the epoch, as the Durable Objects compare them.
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX agent_sessions_expires_at ON agent_sessions (expires_at);

-- The chat rooms each session opened a socket in: signing out closes those sockets too.
CREATE TABLE agent_session_rooms (
  session_id TEXT NOT NULL REFERENCES agent_sessions (id) ON DELETE CASCADE,
  room TEXT NOT NULL,
  PRIMARY KEY (session_id, room)
) WITHOUT ROWID;
