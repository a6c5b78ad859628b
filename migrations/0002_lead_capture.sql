-- Lead capture: attribution, request context and idempotency on each lead, which channels a lead's
-- notification reached, and the notifications that gave up.
-- `locale` holds the form's language and `source_url` the page it was sent from.
ALTER TABLE leads ADD COLUMN email_normalized TEXT;
ALTER TABLE leads ADD COLUMN referrer TEXT;
ALTER TABLE leads ADD COLUMN utm_source TEXT;
ALTER TABLE leads ADD COLUMN utm_medium TEXT;
ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN utm_term TEXT;
ALTER TABLE leads ADD COLUMN utm_content TEXT;
ALTER TABLE leads ADD COLUMN user_agent TEXT;
ALTER TABLE leads ADD COLUMN country TEXT;
-- 'api' (the form with JavaScript) or 'form' (the no-JavaScript post).
ALTER TABLE leads ADD COLUMN channel TEXT;
-- One row per key: a double submit or a retry finds the first row instead of adding one.
ALTER TABLE leads ADD COLUMN idempotency_key TEXT;
-- SHA-256 of the five normalised fields: a key reused for different details is refused.
ALTER TABLE leads ADD COLUMN payload_hash TEXT;
-- passed (Turnstile said yes), skipped (Turnstile not configured) or unverified (siteverify was
-- unreachable: the lead is kept rather than lost, and flagged).
ALTER TABLE leads ADD COLUMN verification TEXT;
CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key);
CREATE INDEX leads_email_normalized ON leads (email_normalized);

-- A channel (telegram, webhook) that has the lead, so a retried notification skips it.
CREATE TABLE lead_deliveries (
  lead_id TEXT NOT NULL REFERENCES leads (id),
  channel TEXT NOT NULL,
  delivered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (lead_id, channel)
);

-- Queue messages whose retries ran out: kept for a person to replay.
CREATE TABLE dead_letters (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  queue TEXT NOT NULL,
  message_id TEXT NOT NULL,
  body TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  error TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
