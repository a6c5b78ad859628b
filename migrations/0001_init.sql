-- Leads from the contact form, kept even when forwarding to the sales channel fails.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  telegram TEXT NOT NULL,
  whatsapp TEXT NOT NULL,
  locale TEXT NOT NULL,
  source_url TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  forwarded_at TEXT
);
CREATE INDEX leads_created_at ON leads (created_at);

-- Webinar seats paid through Stripe; the webhook is the source of truth.
CREATE TABLE purchases (
  payment_intent_id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL,
  email TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Proof of consent (CNIL 2020-092): what was chosen, under which policy version, when.
CREATE TABLE consent_log (
  consent_id TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  analytics INTEGER NOT NULL,
  marketing INTEGER NOT NULL,
  functional INTEGER NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL
);
