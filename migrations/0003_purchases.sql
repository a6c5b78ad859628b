-- Webinar checkout: what the webhook learns about a purchase, and which notification channels
-- already have it (a retried notification skips them).
ALTER TABLE purchases ADD COLUMN checkout_id TEXT;
ALTER TABLE purchases ADD COLUMN locale TEXT;
-- The Stripe event that recorded the purchase (duplicate deliveries carry the same intent).
ALTER TABLE purchases ADD COLUMN stripe_event_id TEXT;
ALTER TABLE purchases ADD COLUMN notified_at TEXT;

CREATE TABLE purchase_deliveries (
  payment_intent_id TEXT NOT NULL REFERENCES purchases (payment_intent_id),
  channel TEXT NOT NULL,
  delivered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (payment_intent_id, channel)
);
