import { Hono } from "hono";
import { errorFields, logLine } from "#app/lib/log.server";
import { Stripe } from "stripe";
import { defaultLang, isLang, type Lang } from "#app/config/languages";
import { webinarPath } from "#app/config/pages";
import { products } from "#app/features/webinar/catalogue";
import {
  paymentIntentRequest,
  type PaymentIntentAnswer,
} from "#app/features/webinar/payment-request";
import { paymentsConfig, stripeClient } from "#app/features/webinar/payments.server";
import {
  checkAgainstCatalogue,
  recordMismatch,
  type PaidIntent,
} from "#app/features/webinar/payment-mismatch.server";
import { forwardToConversionsApi, serverEvent } from "#app/features/webinar/conversions-api.server";
import { currentConsent } from "#app/features/cookie-consent/consent-log.server";
import { readCappedText } from "#app/lib/capped-body.server";
import { enqueueNotification } from "#app/features/notifications/notify.server";
import { messages } from "#app/lib/messages.server";
import { checkBurst, checkDaily, countDaily } from "#app/lib/rate-limit.server";
import type { ApiError } from "#worker/api/errors";
import { readJsonBody, requestLang } from "#worker/api/json-request";
import type { AppEnv } from "#worker/app-env";

export const paymentsApi = new Hono<AppEnv>();

const SCOPE = "payment";
/** Payment intents one IP may create in a day: far above a real buyer, far below a card tester. */
const DAILY_INTENTS_PER_IP = 30;

type PaymentMessage = keyof (typeof messages)["en"]["webiCheckout"]["api"];
const text = (lang: Lang, key: PaymentMessage) => messages[lang].webiCheckout.api[key];

paymentsApi.post("/create-payment-intent", async (c) => {
  c.header("Cache-Control", "no-store");
  const lang = requestLang(c);
  const fail = (status: 400 | 406 | 413 | 415 | 422 | 429 | 502 | 503, key: PaymentMessage) =>
    c.json<ApiError>({ success: false, message: text(lang, key) }, status);

  const config = paymentsConfig(c.env);
  if (!config) return fail(503, "notConfigured");
  const ip = c.req.header("CF-Connecting-IP") ?? "unknown";
  const burst = await checkBurst(c.env, SCOPE, ip);
  if (!burst.ok) {
    c.header("Retry-After", String(burst.retryAfter));
    return fail(429, "burst");
  }
  const read = await readJsonBody(c, 4 * 1024);
  if (!read.ok) return fail(read.status, read.problem);
  const parsed = paymentIntentRequest.safeParse(read.body);
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.some((i) => /email/.test(String(i.path[0])));
    return fail(422, emailIssue ? "invalidEmail" : "invalid");
  }
  const request = parsed.data;
  const email = request.email ?? request.customer_email;
  if (!email) return fail(422, "invalidEmail");

  const daily = await checkDaily(c.env.RATE_LIMIT_KV, SCOPE, [
    { kind: "ip", subject: ip, limit: DAILY_INTENTS_PER_IP },
  ]);
  if (!daily.ok) {
    c.header("Retry-After", String(daily.retryAfter));
    return fail(429, "daily");
  }

  const product = products[request.productId ?? "webinar"];
  const locale = request.locale ?? lang;
  try {
    const intent = await stripeClient(config).paymentIntents.create(
      {
        amount: product.amount,
        currency: product.currency,
        receipt_email: email,
        automatic_payment_methods: { enabled: true },
        description: product.name,
        metadata: {
          product_id: product.id,
          checkout_id: request.checkoutId,
          locale,
          // The webhook asks the consent log about this id before sending the Purchase event.
          ...(request.consentId ? { consent_id: request.consentId } : {}),
        },
      },
      // A double click or a retry of this checkout gets the same intent back, not a second one.
      { idempotencyKey: `pi:${request.checkoutId}` },
    );
    if (!intent.client_secret) throw new Error(`Intent ${intent.id} has no client secret`);
    await countDaily(c.env.RATE_LIMIT_KV, SCOPE, [{ kind: "ip", subject: ip }]).catch(() => {});
    return c.json<PaymentIntentAnswer>({
      success: true,
      clientSecret: intent.client_secret,
      client_secret: intent.client_secret,
      paymentIntentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
    });
  } catch (error) {
    logLine("error", "payment_intent_failed", errorFields(error));
    return fail(502, "intentFailed");
  }
});

/** Largest webhook payload read; Stripe's events are a few KB. */
const WEBHOOK_LIMIT = 256 * 1024;

/**
 * Stripe's webhook: the source of truth for a purchase (the browser may never come back).
 * The signature is checked on the raw body; a purchase is recorded once per payment intent,
 * however many times Stripe delivers the event, and only then is its notification queued.
 */
paymentsApi.post("/stripe/webhook", async (c) => {
  const config = paymentsConfig(c.env);
  if (!config?.webhookSecret) {
    return c.json<ApiError>({ success: false, message: "Webhooks are not configured" }, 503);
  }
  const signature = c.req.header("Stripe-Signature");
  if (!signature) return c.json<ApiError>({ success: false, message: "Missing signature" }, 400);
  // Counted as read: a chunked body has no Content-Length to refuse it by.
  const payload = await readCappedText(c.req.raw, WEBHOOK_LIMIT);
  if (payload === null) {
    return c.json<ApiError>({ success: false, message: "Payload too large" }, 413);
  }
  let event: Stripe.Event;
  try {
    event = await stripeClient(config).webhooks.constructEventAsync(
      payload,
      signature,
      config.webhookSecret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    return c.json<ApiError>({ success: false, message: "Invalid signature" }, 400);
  }
  if (event.type === "payment_intent.succeeded") {
    await paymentSucceeded(c.env, c.executionCtx, event.data.object, event);
  }
  return c.json({ received: true });
});

/**
 * A paid intent becomes a purchase only when it matches the catalogue; otherwise it is stored
 * and alerted as a mismatch. Either is done once per intent.
 */
async function paymentSucceeded(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  intent: Stripe.PaymentIntent,
  event: Stripe.Event,
): Promise<void> {
  const paid: PaidIntent = {
    paymentIntentId: intent.id,
    stripeEventId: event.id,
    productId: intent.metadata.product_id,
    email: intent.receipt_email ?? "",
    amount: intent.amount,
    amountReceived: intent.amount_received,
    currency: intent.currency,
  };
  const check = checkAgainstCatalogue(paid);
  if (!check.ok) {
    logLine("error", "payment_mismatch", { paymentIntentId: intent.id, reason: check.reason });
    if (await recordMismatch(env.DB, paid, check)) {
      await enqueueNotification(env.NOTIFY, {
        kind: "payment_mismatch",
        paymentIntentId: intent.id,
      });
    }
    return;
  }
  const recorded = await env.DB.prepare(
    `INSERT INTO purchases (payment_intent_id, product_id, email, amount, currency, status,
       checkout_id, locale, stripe_event_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (payment_intent_id) DO NOTHING
     RETURNING payment_intent_id`,
  )
    .bind(
      intent.id,
      check.productId,
      paid.email,
      intent.amount_received || intent.amount,
      intent.currency,
      intent.status,
      intent.metadata.checkout_id ?? null,
      intent.metadata.locale ?? null,
      event.id,
    )
    .first<{ payment_intent_id: string }>();
  if (!recorded) return;
  await enqueueNotification(env.NOTIFY, { kind: "purchase", paymentIntentId: intent.id });
  // The Purchase server event, once, and only if the choice recorded under the buyer's consent
  // id allows marketing now. Its id is the intent's, as the browser pixel's, so Meta counts one.
  const consentId = intent.metadata.consent_id;
  const consent = consentId ? await currentConsent(env.DB, consentId) : null;
  if (consent?.marketing !== true) return;
  const buyerLang = isLang(intent.metadata.locale) ? intent.metadata.locale : defaultLang;
  const purchase = await serverEvent(
    {
      eventName: "Purchase",
      eventId: intent.id,
      email: intent.receipt_email,
      // The checkout the buyer paid on: the intent carries the page's language.
      eventSourceUrl: `${env.SITE_URL.replace(/\/$/, "")}${webinarPath(buyerLang, "webiCheckout")}`,
    },
    { ip: null, userAgent: null, siteUrl: env.SITE_URL, now: new Date(event.created * 1000) },
  );
  forwardToConversionsApi(env, purchase, ctx);
}
