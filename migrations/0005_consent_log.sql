-- Proof of consent: one row per choice a visitor makes, under the anonymous id the browser keeps
-- beside its choice. No IP address, no email, nothing that names the visitor.
-- The table of 0001 was never written, so it is replaced rather than altered.
DROP TABLE IF EXISTS consent_log;
CREATE TABLE consent_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- A random UUID made by the browser with its first choice and kept with it.
  consent_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  analytics INTEGER NOT NULL,
  marketing INTEGER NOT NULL,
  functional INTEGER NOT NULL,
  locale TEXT NOT NULL,
  -- 'script' (the popup with the app's JavaScript) or 'form' (its plain form post).
  source TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX consent_log_consent_id ON consent_log (consent_id, id);
