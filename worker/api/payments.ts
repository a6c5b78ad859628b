import { Hono } from "hono";
import { errorFields, logLine } from "#app/lib/log.server";
import { Stripe } from "stripe";
import type { Lang } from "#app/config/languages";
import { topLevelPages } from "#app/config/pages";
import { products } from "#app/features/webinar/catalogue";
import {
  paymentIntentRequest,
  type PaymentIntentAnswer,
} from "#app/features/webinar/payment-request";
import { paymentsConfig, stripeClient } from "#app/features/webinar/payments.server";
import { enqueueNotification } from "#app/features/notifications/notify.server";
import { readCappedText } from "#app/lib/capped-body.server";
import { messages } from "#app/lib/messages.server";
import { checkBurst, checkDaily, countDaily } from "#app/lib/rate-limit.server";
import type { ApiError } from "#worker/api/index";
import { readJsonBody, requestLang } from "#worker/api/json-request";
import type { AppEnv } from "#worker/app-env";
import { forwardToConversionsApi, serverEvent } from "#worker/api/tracking";

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
          marketing_consent: request.marketingConsent === true ? "true" : "false",
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
    const intent = event.data.object;
    const recorded = await c.env.DB.prepare(
      `INSERT INTO purchases (payment_intent_id, product_id, email, amount, currency, status,
         checkout_id, locale, stripe_event_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (payment_intent_id) DO NOTHING
       RETURNING payment_intent_id`,
    )
      .bind(
        intent.id,
        intent.metadata.product_id ?? "webinar",
        intent.receipt_email ?? "",
        intent.amount_received || intent.amount,
        intent.currency,
        intent.status,
        intent.metadata.checkout_id ?? null,
        intent.metadata.locale ?? null,
        event.id,
      )
      .first<{ payment_intent_id: string }>();
    if (recorded) {
      await enqueueNotification(c.env.NOTIFY, { kind: "purchase", paymentIntentId: intent.id });
      // The Purchase server event, once, and only if the buyer had given marketing consent. Its
      // id is the intent's, as the browser pixel's, so Meta counts one purchase.
      if (intent.metadata.marketing_consent === "true") {
        const purchase = await serverEvent(
          {
            eventName: "Purchase",
            eventId: intent.id,
            email: intent.receipt_email,
            eventSourceUrl: `${c.env.SITE_URL.replace(/\/$/, "")}${topLevelPages.webiCheckout.path}`,
            consent: { marketing: true },
          },
          {
            ip: null,
            userAgent: null,
            siteUrl: c.env.SITE_URL,
            now: new Date(event.created * 1000),
          },
        );
        forwardToConversionsApi(c.env, purchase, c.executionCtx);
      }
    }
  }
  return c.json({ received: true });
});
