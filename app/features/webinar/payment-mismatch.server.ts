import { isProductId, products, type ProductId } from "#app/features/webinar/catalogue";

/**
 * A succeeded payment checked against the server's catalogue. Our server sets the price when it
 * creates an intent, so any other figure means an intent made elsewhere (the Dashboard, another
 * integration, a leaked key): it is kept and alerted, never fulfilled as a purchase.
 */

export type MismatchReason = "unknown-product" | "currency" | "amount";

/** What the webhook learnt about a succeeded payment intent. */
export interface PaidIntent {
  paymentIntentId: string;
  stripeEventId: string;
  /** The metadata's product_id, as given. */
  productId: string | undefined;
  email: string;
  /** The amount requested and the amount received, in the currency's smallest unit. */
  amount: number;
  amountReceived: number;
  currency: string;
}

export type CatalogueCheck =
  | { ok: true; productId: ProductId }
  | { ok: false; reason: MismatchReason; expected: { amount: number; currency: string } | null };

export function checkAgainstCatalogue(paid: PaidIntent): CatalogueCheck {
  if (!isProductId(paid.productId)) return { ok: false, reason: "unknown-product", expected: null };
  const product = products[paid.productId];
  const expected = { amount: product.amount, currency: product.currency };
  if (paid.currency.toLowerCase() !== product.currency) {
    return { ok: false, reason: "currency", expected };
  }
  // A succeeded intent receives what it asked for; both are checked so neither can differ.
  if (paid.amount !== product.amount || paid.amountReceived !== product.amount) {
    return { ok: false, reason: "amount", expected };
  }
  return { ok: true, productId: paid.productId };
}

/** Stores a mismatch once per intent; true only the first time (the alert is queued then). */
export async function recordMismatch(
  db: D1Database,
  paid: PaidIntent,
  check: Extract<CatalogueCheck, { ok: false }>,
): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO payment_mismatches (payment_intent_id, stripe_event_id, product_id, email,
         amount, currency, expected_amount, expected_currency, reason)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (payment_intent_id) DO NOTHING
       RETURNING payment_intent_id`,
    )
    .bind(
      paid.paymentIntentId,
      paid.stripeEventId,
      paid.productId ?? null,
      paid.email,
      paid.amountReceived || paid.amount,
      paid.currency,
      check.expected?.amount ?? null,
      check.expected?.currency ?? null,
      check.reason,
    )
    .first<{ payment_intent_id: string }>();
  return row !== null;
}

export interface StoredMismatch {
  payment_intent_id: string;
  stripe_event_id: string;
  product_id: string | null;
  email: string;
  amount: number;
  currency: string;
  expected_amount: number | null;
  expected_currency: string | null;
  reason: MismatchReason;
  created_at: string;
  notified_at: string | null;
}

export const readMismatch = (db: D1Database, paymentIntentId: string) =>
  db
    .prepare("SELECT * FROM payment_mismatches WHERE payment_intent_id = ?")
    .bind(paymentIntentId)
    .first<StoredMismatch>();

const money = (amount: number, currency: string) =>
  `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The team's alert (Telegram text), in English like the other notifications. */
export function mismatchText(mismatch: StoredMismatch): string {
  const expected =
    mismatch.expected_amount !== null && mismatch.expected_currency !== null
      ? money(mismatch.expected_amount, mismatch.expected_currency)
      : "not in the catalogue";
  return [
    `Payment mismatch (${mismatch.reason}): ${mismatch.product_id ?? "no product"}`,
    `Paid: ${money(mismatch.amount, mismatch.currency)}`,
    `Expected: ${expected}`,
    `Email: ${mismatch.email || "-"}`,
    `Payment intent: ${mismatch.payment_intent_id}`,
    "Not recorded as a purchase: check it in Stripe before giving access or refunding.",
    `Received: ${mismatch.created_at}`,
  ].join("\n");
}
