-- Payments that do not match the catalogue: a succeeded intent of another amount, currency or an
-- unknown product is kept here and alerted, never recorded as a purchase. One row per payment
-- intent, however many times Stripe delivers it.
CREATE TABLE payment_mismatches (
  payment_intent_id TEXT PRIMARY KEY,
  stripe_event_id TEXT NOT NULL,
  -- As the intent's metadata named it; null when it named none.
  product_id TEXT,
  email TEXT NOT NULL,
  -- What was paid, in the currency's smallest unit.
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  -- The catalogue's price of that product; null for a product the catalogue does not know.
  expected_amount INTEGER,
  expected_currency TEXT,
  -- 'unknown-product', 'currency' or 'amount'.
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  notified_at TEXT
);

-- Which notification channels already have the alert (a retried notification skips them).
CREATE TABLE payment_mismatch_deliveries (
  payment_intent_id TEXT NOT NULL REFERENCES payment_mismatches (payment_intent_id),
  channel TEXT NOT NULL,
  delivered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (payment_intent_id, channel)
);
