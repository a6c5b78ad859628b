-- Live chat: a visitor message no agent read within 3 minutes becomes an alert for the team. The
-- room writes the alert once (its id is session:seq), then queues its id; the NOTIFY consumer reads
-- the row and records each channel it reached, like leads and purchases.
CREATE TABLE chat_alerts (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  name TEXT,
  email TEXT,
  telegram TEXT,
  locale TEXT,
  page TEXT,
  -- The unread visitor messages, newline-separated, capped in length.
  messages TEXT NOT NULL,
  first_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  notified_at TEXT
);

CREATE TABLE chat_alert_deliveries (
  alert_id TEXT NOT NULL REFERENCES chat_alerts (id),
  channel TEXT NOT NULL,
  delivered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (alert_id, channel)
);
