-- The support console: agents' names and preferences, the team's canned replies, each chat
-- conversation as its room reports it (search, a visitor's earlier conversations, reports), the
-- full-text index of what was written, and blocked visitors. The rooms stay the truth for the
-- transcripts; these rows are fed by them a few seconds after each message.

-- One row per agent who saved a name or a preference; the sign-in list stays in the secret.
CREATE TABLE agent_profiles (
  agent_id TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  -- The console's language: 'en' or 'fr'.
  lang TEXT NOT NULL DEFAULT 'en',
  -- Sounds and desktop notifications off.
  muted INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);

CREATE TABLE canned_replies (
  id TEXT PRIMARY KEY,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'fr')),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX canned_replies_lang ON canned_replies (lang, title);

-- Times are milliseconds since the epoch, the rooms' clock.
CREATE TABLE chat_conversations (
  session_id TEXT PRIMARY KEY,
  name TEXT,
  email TEXT,
  telegram TEXT,
  locale TEXT,
  start_page TEXT,
  status TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  -- The visitor's first message, and the first agent reply after it (who and when).
  first_visitor_at INTEGER,
  first_reply_at INTEGER,
  first_reply_by TEXT,
  closed_at INTEGER
);
CREATE INDEX chat_conversations_email ON chat_conversations (email, started_at);
CREATE INDEX chat_conversations_started ON chat_conversations (started_at);

-- What visitors and agents wrote (notes too: only agents search), kept 90 days.
CREATE VIRTUAL TABLE chat_search USING fts5 (
  session_id UNINDEXED,
  seq UNINDEXED,
  ts UNINDEXED,
  body,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- A block covers the room, the visitor's email and the hash of their address; expires_at NULL is
-- for good; a lifted block keeps its row, as the record of who lifted it.
CREATE TABLE chat_blocks (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL,
  email TEXT,
  client TEXT,
  reason TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER,
  lifted_at INTEGER,
  lifted_by TEXT
);
CREATE INDEX chat_blocks_email ON chat_blocks (email);
CREATE INDEX chat_blocks_client ON chat_blocks (client);
CREATE INDEX chat_blocks_session ON chat_blocks (session_id);
