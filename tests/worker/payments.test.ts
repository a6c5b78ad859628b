import {
  createExecutionContext,
  createMessageBatch,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Stripe } from "stripe";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordConsent } from "#app/features/cookie-consent/consent-log.server";
import { CONSENT_VERSION } from "#app/features/cookie-consent/consent-store";
import { handleNotifyBatch } from "#app/features/notifications/notify.server";
import { countDaily } from "#app/lib/rate-limit.server";
import { app } from "#worker/index";
import enApi from "#locales/en/pages/webiCheckout.json";
import frApi from "#locales/fr/pages/webiCheckout.json";

const origin = "https://www.subnova.example";
const keys = {
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
  STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
  STRIPE_API_URL: "http://stripe.fake:12111",
};

let ipCounter = 0;
/** A fresh client address per test, so burst and daily counters never leak between tests. */
const freshIp = () => `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}-${crypto.randomUUID()}`;

function call(path: string, init: RequestInit, extraEnv: Partial<Env> = keys) {
  return app.fetch(
    new Request(`${origin}${path}`, init),
    { ...env, ...extraEnv },
    createExecutionContext(),
  );
}

function createIntent(body: unknown, ip = freshIp(), extraEnv: Partial<Env> = keys, lang = "en") {
  return call(
    `/api/create-payment-intent?lang=${lang}`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "CF-Connecting-IP": ip,
      },
      body: JSON.stringify(body),
    },
    extraEnv,
  );
}

interface SeenCall {
  url: string;
  body: URLSearchParams;
  headers: Headers;
}

/** A fake Stripe API on the injected fetch: records each call and answers like Stripe. */
function fakeStripe(answer: (call: SeenCall) => Response = () => intentResponse()) {
  const calls: SeenCall[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const seen = {
      url: request.url,
      body: new URLSearchParams(await request.text()),
      headers: request.headers,
    };
    calls.push(seen);
    return answer(seen);
  });
  return calls;
}

function intentResponse(id = `pi_${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`) {
  return Response.json({
    id,
    object: "payment_intent",
    amount: 1999,
    currency: "usd",
    client_secret: `${id}_secret_abc`,
    status: "requires_payment_method",
  });
}

const checkoutId = () => crypto.randomUUID();

/** Writes a visitor's choice as the consent endpoint would, and answers its anonymous id. */
async function recordChoice(marketing: boolean, consentId: string = crypto.randomUUID()) {
  await recordConsent(env.DB, {
    consentId,
    version: CONSENT_VERSION,
    analytics: false,
    marketing,
    functional: false,
    locale: "en",
    source: "script",
  });
  return consentId;
}

async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/create-payment-intent", () => {
  it("without Stripe keys answers 503 JSON saying payments are not configured", async () => {
    const res = await createIntent({ email: "a@b.co", checkoutId: checkoutId() }, freshIp(), {
      STRIPE_SECRET_KEY: "",
      STRIPE_PUBLISHABLE_KEY: "",
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: enApi.api.notConfigured });
  });

  it("charges the catalogue price whatever the client sends, with receipt email, metadata and an idempotency key", async () => {
    const calls = fakeStripe();
    const id = checkoutId();
    const res = await createIntent({
      amount: 1,
      currency: "eur",
      product_name: "free stuff",
      customer_email: "buyer@example.com",
      checkoutId: id,
      locale: "fr",
    });
    expect(res.status).toBe(200);
    const body = await res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ success: true, amount: 1999, currency: "usd" });
    expect(body.client_secret).toMatch(/^pi_.+_secret_abc$/);
    expect(body.clientSecret).toBe(body.client_secret);

    expect(calls).toHaveLength(1);
    const [stripe] = calls;
    expect(stripe?.url).toBe("http://stripe.fake:12111/v1/payment_intents");
    expect(stripe?.headers.get("Authorization")).toBe("Bearer sk_test_fake");
    expect(stripe?.headers.get("Idempotency-Key")).toBe(`pi:${id}`);
    expect(stripe?.body.get("amount")).toBe("1999");
    expect(stripe?.body.get("currency")).toBe("usd");
    expect(stripe?.body.get("receipt_email")).toBe("buyer@example.com");
    expect(stripe?.body.get("metadata[product_id]")).toBe("webinar");
    expect(stripe?.body.get("metadata[checkout_id]")).toBe(id);
    expect(stripe?.body.get("metadata[locale]")).toBe("fr");
  });

  it("carries the buyer's consent id in the intent's metadata, never a consent flag", async () => {
    const calls = fakeStripe();
    const consentId = crypto.randomUUID();
    const res = await createIntent({
      email: "a@example.com",
      checkoutId: checkoutId(),
      consentId,
      marketingConsent: true,
    });
    expect(res.status).toBe(200);
    expect(calls[0]?.body.get("metadata[consent_id]")).toBe(consentId);
    expect(calls[0]?.body.has("metadata[marketing_consent]")).toBe(false);

    const bad = await createIntent({
      email: "a@example.com",
      checkoutId: checkoutId(),
      consentId: "not-an-id",
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ success: false, message: enApi.api.invalid });
    expect(calls).toHaveLength(1);
  });

  it("a retried checkout sends the same idempotency key, a new checkout another", async () => {
    const calls = fakeStripe();
    const id = checkoutId();
    const ip = freshIp();
    await createIntent({ email: "a@example.com", checkoutId: id }, ip);
    await createIntent({ email: "a@example.com", checkoutId: id }, ip);
    await createIntent({ email: "a@example.com", checkoutId: checkoutId() }, ip);
    const keysSeen = calls.map((c) => c.headers.get("Idempotency-Key"));
    expect(keysSeen[0]).toBe(keysSeen[1]);
    expect(keysSeen[2]).not.toBe(keysSeen[0]);
  });

  it("a Stripe failure reads 'Payment intent creation failed' (502)", async () => {
    fakeStripe(() =>
      Response.json(
        { error: { type: "invalid_request_error", message: "No such thing" } },
        { status: 400 },
      ),
    );
    const res = await createIntent({ email: "a@example.com", checkoutId: checkoutId() });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      success: false,
      message: "Payment intent creation failed",
    });
  });

  it("refuses a bad email or checkout id with 422 before calling Stripe, in the request language", async () => {
    const calls = fakeStripe();
    const bad = await createIntent(
      { email: "nope", checkoutId: checkoutId() },
      freshIp(),
      keys,
      "fr",
    );
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ success: false, message: frApi.api.invalidEmail });
    const missing = await createIntent({ checkoutId: checkoutId() });
    expect(missing.status).toBe(422);
    const noId = await createIntent({ email: "a@example.com", checkoutId: "short" });
    expect(noId.status).toBe(422);
    expect(await noId.json()).toEqual({ success: false, message: enApi.api.invalid });
    expect(calls).toHaveLength(0);
  });

  it("JSON only: 415 for another content type", async () => {
    const res = await call("/api/create-payment-intent", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "CF-Connecting-IP": freshIp() },
      body: "email=a@b.co",
    });
    expect(res.status).toBe(415);
  });

  it("past the burst limit: 429 with Retry-After, without calling Stripe", async () => {
    // The binding's windows are aligned to the minute: start well inside one.
    const second = new Date().getUTCSeconds();
    if (second > 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const calls = fakeStripe();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await createIntent({ email: "a@example.com", checkoutId: checkoutId() }, ip);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(await res.json()).toEqual({ success: false, message: enApi.api.burst });
      }
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    expect(calls).toHaveLength(20);
  });

  it("past the daily quota per IP: 429 until midnight UTC", async () => {
    const calls = fakeStripe();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      await countDaily(env.RATE_LIMIT_KV, "payment", [{ kind: "ip", subject: ip }]);
    }
    const res = await createIntent({ email: "a@example.com", checkoutId: checkoutId() }, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(res.headers.get("Retry-After"))).toBeLessThanOrEqual(86_400);
    expect(await res.json()).toEqual({ success: false, message: enApi.api.daily });
    expect(calls).toHaveLength(0);
  });
});

describe("POST /api/stripe/webhook", () => {
  const stripe = new Stripe("sk_test_fake");

  async function deliver(event: object, secret = keys.STRIPE_WEBHOOK_SECRET, extraEnv = keys) {
    const payload = JSON.stringify(event);
    const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
    return call(
      "/api/stripe/webhook",
      { method: "POST", headers: { "Stripe-Signature": signature }, body: payload },
      extraEnv,
    );
  }

  function succeeded(
    intentId: string,
    eventId = `evt_${crypto.randomUUID()}`,
    intent: Record<string, unknown> = {},
  ) {
    return {
      id: eventId,
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: intentId,
          object: "payment_intent",
          amount: 1999,
          amount_received: 1999,
          currency: "usd",
          status: "succeeded",
          receipt_email: "buyer@example.com",
          metadata: { product_id: "webinar", checkout_id: "chk_1234567890abcdef", locale: "en" },
          ...intent,
        },
      },
    };
  }

  const withMeta = {
    ...keys,
    META_PIXEL_ID: "42",
    META_CAPI_TOKEN: "t",
    META_GRAPH_URL: "http://graph.fake",
  };

  /** A local Conversions API on the injected fetch: records each call. */
  function fakeGraph() {
    const graph: Array<{ url: string; body: { data: Array<Record<string, unknown>> } }> = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      graph.push({ url: request.url, body: await request.json() });
      return Response.json({ events_received: 1 });
    });
    return graph;
  }

  /** Delivers a signed event and waits for the work done after the answer (the Meta call). */
  async function deliverAndSettle(event: object, extraEnv: Partial<Env> = withMeta) {
    const payload = JSON.stringify(event);
    const signature = await stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: keys.STRIPE_WEBHOOK_SECRET,
    });
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${origin}/api/stripe/webhook`, {
        method: "POST",
        headers: { "Stripe-Signature": signature },
        body: payload,
      }),
      { ...env, ...extraEnv },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }

  const metadata = (extra: Record<string, string> = {}) => ({
    product_id: "webinar",
    checkout_id: "chk_1234567890abcdef",
    locale: "en",
    ...extra,
  });

  const mismatches = async (intentId: string) =>
    (
      await env.DB.prepare("SELECT * FROM payment_mismatches WHERE payment_intent_id = ?")
        .bind(intentId)
        .all<Record<string, unknown>>()
    ).results;

  const queuedFor = (send: { mock: { calls: unknown[][] } }, intentId: string) =>
    send.mock.calls.filter(
      ([message]) => (message as { paymentIntentId?: string }).paymentIntentId === intentId,
    );

  const purchases = async (intentId: string) =>
    (
      await env.DB.prepare("SELECT * FROM purchases WHERE payment_intent_id = ?")
        .bind(intentId)
        .all<Record<string, unknown>>()
    ).results;

  it("refuses a bad signature with 400 and records nothing", async () => {
    const intentId = `pi_${crypto.randomUUID()}`;
    const res = await deliver(succeeded(intentId), "whsec_someone_else");
    expect(res.status).toBe(400);
    expect(await purchases(intentId)).toHaveLength(0);

    const unsigned = await call("/api/stripe/webhook", {
      method: "POST",
      body: JSON.stringify(succeeded(intentId)),
    });
    expect(unsigned.status).toBe(400);
  });

  it("records a payment once, however many times Stripe delivers it, and queues one notification", async () => {
    const send = vi.spyOn(env.NOTIFY, "send");
    const intentId = `pi_${crypto.randomUUID()}`;
    const event = succeeded(intentId);
    const first = await deliver(event);
    const again = await deliver(event);
    const retriedAsNewEvent = await deliver(succeeded(intentId));
    for (const res of [first, again, retriedAsNewEvent]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    const rows = await purchases(intentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      product_id: "webinar",
      email: "buyer@example.com",
      amount: 1999,
      currency: "usd",
      status: "succeeded",
      locale: "en",
      stripe_event_id: event.id,
    });
    const purchaseMessages = send.mock.calls.filter(
      ([message]) => (message as { paymentIntentId?: string }).paymentIntentId === intentId,
    );
    expect(purchaseMessages).toEqual([
      [{ kind: "purchase", paymentIntentId: intentId }, expect.anything()],
    ]);
  });

  it("acknowledges other event types without recording anything", async () => {
    const res = await deliver({
      id: `evt_${crypto.randomUUID()}`,
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1" } },
    });
    expect(res.status).toBe(200);
  });

  it("without a webhook secret answers 503 (never trusts an unsigned event)", async () => {
    const res = await deliver(succeeded(`pi_${crypto.randomUUID()}`), keys.STRIPE_WEBHOOK_SECRET, {
      ...keys,
      STRIPE_WEBHOOK_SECRET: "",
    });
    expect(res.status).toBe(503);
  });

  it("the queued purchase reaches Telegram once; a retry does not post it again", async () => {
    const intentId = `pi_${crypto.randomUUID()}`;
    expect((await deliver(succeeded(intentId))).status).toBe(200);
    const channels = {
      ...env,
      TELEGRAM_BOT_TOKEN: "123:abc",
      TELEGRAM_CHAT_ID: "-100",
      TELEGRAM_API_URL: "http://telegram.fake",
    };
    const posted: string[] = [];
    const fetcher: typeof fetch = async (_input, init) => {
      posted.push(String(init?.body));
      return Response.json({ ok: true });
    };
    const message = { kind: "purchase", paymentIntentId: intentId };
    const batch = () =>
      createMessageBatch("subnova-notify", [
        { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: message },
      ]);
    await handleNotifyBatch(batch(), channels, fetcher);
    await handleNotifyBatch(batch(), channels, fetcher);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain("New purchase: webinar");
    expect(posted[0]).toContain("19.99 USD");
    expect(posted[0]).toContain("buyer@example.com");
    const [row] = await purchases(intentId);
    expect(row?.notified_at).toEqual(expect.any(String));
  });

  it("sends the Purchase server event once, with the intent's id, only when the buyer's recorded choice allows it", async () => {
    const graph = fakeGraph();
    const consenting = `pi_${crypto.randomUUID()}`;
    const allowed = succeeded(consenting, undefined, {
      metadata: metadata({ consent_id: await recordChoice(true) }),
    });
    expect((await deliverAndSettle(allowed)).status).toBe(200);
    expect((await deliverAndSettle(allowed)).status).toBe(200);
    expect(graph).toHaveLength(1);
    expect(graph[0]?.url).toBe("http://graph.fake/v25.0/42/events?access_token=t");
    expect(graph[0]?.body.data[0]).toMatchObject({
      event_name: "Purchase",
      event_id: consenting,
      event_source_url: `${origin}/webiCheckout`,
      user_data: { em: [await sha256("buyer@example.com")] },
      custom_data: { content_ids: ["masterclass_registration"], value: 19.99, currency: "USD" },
    });

    // A French buyer paid on the French checkout: the event names that page.
    graph.length = 0;
    const french = succeeded(`pi_${crypto.randomUUID()}`, undefined, {
      metadata: metadata({ consent_id: await recordChoice(true), locale: "fr" }),
    });
    expect((await deliverAndSettle(french)).status).toBe(200);
    expect(graph[0]?.body.data[0]?.event_source_url).toBe(`${origin}/fr/webiCheckout`);

    // Recorded, never sent to Meta: a refusal, a withdrawal after checkout, an id with no
    // recorded choice, no id, and the old metadata flag that anyone creating an intent could set.
    graph.length = 0;
    const refused = [
      metadata({ consent_id: await recordChoice(false) }),
      metadata({ consent_id: await recordChoice(false, await recordChoice(true)) }),
      metadata({ consent_id: crypto.randomUUID() }),
      metadata(),
      metadata({ marketing_consent: "true" }),
    ];
    for (const refusing of refused) {
      const intentId = `pi_${crypto.randomUUID()}`;
      const res = await deliverAndSettle(succeeded(intentId, undefined, { metadata: refusing }));
      expect(res.status).toBe(200);
      expect(await purchases(intentId), JSON.stringify(refusing)).toHaveLength(1);
    }
    expect(graph).toHaveLength(0);
  });

  it("an intent of another amount, currency or product is stored and alerted as a mismatch, never a purchase", async () => {
    const graph = fakeGraph();
    const send = vi.spyOn(env.NOTIFY, "send");
    const consent_id = await recordChoice(true);
    const cases = [
      { reason: "amount", intent: { amount: 100, amount_received: 100 }, paid: [100, "usd"] },
      { reason: "currency", intent: { currency: "eur" }, paid: [1999, "eur"] },
      {
        reason: "unknown-product",
        intent: { metadata: metadata({ consent_id, product_id: "gold" }) },
        paid: [1999, "usd"],
      },
      {
        reason: "unknown-product",
        intent: { metadata: metadata({ consent_id, product_id: "toString" }) },
        paid: [1999, "usd"],
      },
      { reason: "unknown-product", intent: { metadata: { consent_id } }, paid: [1999, "usd"] },
    ];
    for (const { reason, intent, paid } of cases) {
      const intentId = `pi_${crypto.randomUUID()}`;
      const event = succeeded(intentId, undefined, {
        metadata: metadata({ consent_id }),
        ...intent,
      });
      // Stripe may deliver it again: still one mismatch and one alert.
      for (const delivery of [event, event]) {
        const res = await deliverAndSettle(delivery);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ received: true });
      }
      expect(await purchases(intentId), reason).toHaveLength(0);
      const rows = await mismatches(intentId);
      expect(rows, reason).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        reason,
        amount: paid[0],
        currency: paid[1],
        stripe_event_id: event.id,
      });
      expect(queuedFor(send, intentId)).toEqual([
        [{ kind: "payment_mismatch", paymentIntentId: intentId }, expect.anything()],
      ]);
    }
    expect(graph).toHaveLength(0);
  });

  it("the queued mismatch alert reaches Telegram with what was paid and what the catalogue says", async () => {
    const intentId = `pi_${crypto.randomUUID()}`;
    const event = succeeded(intentId, undefined, { amount: 100, amount_received: 100 });
    expect((await deliverAndSettle(event, keys)).status).toBe(200);
    const channels = {
      ...env,
      TELEGRAM_BOT_TOKEN: "123:abc",
      TELEGRAM_CHAT_ID: "-100",
      TELEGRAM_API_URL: "http://telegram.fake",
    };
    const posted: string[] = [];
    const fetcher: typeof fetch = async (_input, init) => {
      posted.push(String(init?.body));
      return Response.json({ ok: true });
    };
    const batch = () =>
      createMessageBatch("subnova-notify", [
        {
          id: crypto.randomUUID(),
          timestamp: new Date(),
          attempts: 1,
          body: { kind: "payment_mismatch", paymentIntentId: intentId },
        },
      ]);
    await handleNotifyBatch(batch(), channels, fetcher);
    await handleNotifyBatch(batch(), channels, fetcher);
    expect(posted).toHaveLength(1);
    const text = String((JSON.parse(posted[0] ?? "{}") as { text?: string }).text);
    expect(text).toContain("Payment mismatch (amount): webinar");
    expect(text).toContain("Paid: 1.00 USD");
    expect(text).toContain("Expected: 19.99 USD");
    expect(text).toContain(intentId);
    const [row] = await mismatches(intentId);
    expect(row?.notified_at).toEqual(expect.any(String));
  });

  it("reads a chunked body no further than 256 KB: over it, 413 and nothing recorded", async () => {
    const chunked = async (event: object) => {
      const payload = JSON.stringify(event);
      const signature = await stripe.webhooks.generateTestHeaderStringAsync({
        payload,
        secret: keys.STRIPE_WEBHOOK_SECRET,
      });
      const bytes = new TextEncoder().encode(payload);
      // A stream has no Content-Length: only counting what is read can stop it.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 16_384) {
            controller.enqueue(bytes.slice(i, i + 16_384));
          }
          controller.close();
        },
      });
      const request = new Request(`${origin}/api/stripe/webhook`, {
        method: "POST",
        headers: { "Stripe-Signature": signature },
        body,
      });
      expect(request.headers.get("Content-Length")).toBeNull();
      return app.fetch(request, { ...env, ...keys }, createExecutionContext());
    };
    const oversized = `pi_${crypto.randomUUID()}`;
    const big = succeeded(oversized, undefined, { description: "x".repeat(300 * 1024) });
    const res = await chunked(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: "Payload too large" });
    expect(await purchases(oversized)).toHaveLength(0);

    // A chunked body within the cap is read and recorded as usual.
    const small = `pi_${crypto.randomUUID()}`;
    expect((await chunked(succeeded(small))).status).toBe(200);
    expect(await purchases(small)).toHaveLength(1);
  });
});
