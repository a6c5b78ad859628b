import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { recordConsent } from "#app/features/cookie-consent/consent-log.server";
import { CONSENT_VERSION } from "#app/features/cookie-consent/consent-store";
import { app } from "#worker/index";
import enApi from "#locales/en/pages/webiCheckout.json";

const origin = "https://www.subnova.example";
const meta = {
  META_PIXEL_ID: "1234567890",
  META_CAPI_TOKEN: "capi-token",
  META_GRAPH_URL: "http://graph.fake",
};

const freshIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID()}`;

async function track(
  body: Record<string, unknown>,
  options: { ip?: string; env?: Partial<Env> } = {},
) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${origin}/api/track-facebook-event`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "CF-Connecting-IP": options.ip ?? freshIp(),
        "User-Agent": "Worker-test UA",
      },
      body: JSON.stringify(body),
    }),
    { ...env, ...(options.env ?? meta) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** A local Conversions API: records each call and answers like Meta. */
function fakeGraph(status = 200) {
  const calls: Array<{ url: string; body: { data: Array<Record<string, unknown>> } }> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    calls.push({ url: request.url, body: await request.json() });
    return Response.json({ events_received: 1 }, { status });
  });
  return calls;
}

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

/** A visitor whose recorded choice allows marketing: the default sender of these events. */
let consenting = "";
beforeAll(async () => {
  consenting = await recordChoice(true);
});

const event = (overrides: Record<string, unknown> = {}) => ({
  eventName: "AddToCart",
  eventId: crypto.randomUUID(),
  email: null,
  clientUserAgent: "Mozilla/5.0 test",
  clientIpAddress: null,
  fbp: "fb.1.1700000000000.123456789",
  fbc: null,
  eventSourceUrl: `${origin}/webi`,
  consentId: consenting,
  ...overrides,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/track-facebook-event", () => {
  it("forwards an event only when the visitor's recorded choice allows marketing", async () => {
    const calls = fakeGraph();
    const refusing = await recordChoice(false);
    const withdrawn = await recordChoice(false, await recordChoice(true));
    // The old body flag is sent along each time: it is no proof of anything.
    const flag = { consent: { marketing: true } };
    const dropped = [
      event({ ...flag, consentId: refusing }),
      event({ ...flag, consentId: withdrawn }),
      event({ ...flag, consentId: crypto.randomUUID() }),
      event({ ...flag, consentId: undefined }),
    ];
    for (const body of dropped) {
      const res = await track(body);
      expect(res.status, JSON.stringify(body)).toBe(202);
      expect(await res.json()).toEqual({ success: true, forwarded: false, reason: "no-consent" });
    }
    expect(calls).toHaveLength(0);

    const allowed = await track(event({ consentId: await recordChoice(true) }));
    expect(allowed.status).toBe(202);
    expect(await allowed.json()).toEqual({ success: true, forwarded: true });
    expect(calls).toHaveLength(1);
  });

  it("refuses a forged Purchase with 422: only the verified payment sends one", async () => {
    const calls = fakeGraph();
    const forged = event({
      eventName: "Purchase",
      eventId: "pi_forged1234567890",
      email: "someone@example.com",
      value: 99_999,
      currency: "EUR",
      consent: { marketing: true },
    });
    const res = await track(forged);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ success: false, message: enApi.api.invalid });
    expect(calls).toHaveLength(0);
  });

  it("refuses a malformed consent id with 422", async () => {
    const calls = fakeGraph();
    const res = await track(event({ consentId: "1 OR 1=1" }));
    expect(res.status).toBe(422);
    expect(calls).toHaveLength(0);
  });

  it("with consent forwards one server event: IP from CF-Connecting-IP, shared event id, catalogue content", async () => {
    const calls = fakeGraph();
    const body = event();
    const res = await track(body, { ip: "192.0.2.44" });
    expect(res.status).toBe(202);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("http://graph.fake/v25.0/1234567890/events?access_token=capi-token");
    const [sent] = calls[0]?.body.data ?? [];
    expect(sent).toMatchObject({
      event_name: "AddToCart",
      event_id: body.eventId,
      action_source: "website",
      event_source_url: `${origin}/webi`,
      user_data: {
        client_ip_address: "192.0.2.44",
        client_user_agent: "Mozilla/5.0 test",
        fbp: "fb.1.1700000000000.123456789",
      },
      custom_data: {
        value: 19.99,
        currency: "USD",
        content_name: "$10M masterclass",
        content_category: "Education",
      },
    });
    expect(Math.abs(Number(sent?.event_time) - Date.now() / 1000)).toBeLessThan(60);
    // Only a Purchase carries the email.
    expect((sent?.user_data as Record<string, unknown> | undefined)?.em).toBeUndefined();
    expect(sent?.user_data).toBeDefined();
  });

  it("refuses event names outside the three pre-purchase events with 422", async () => {
    const calls = fakeGraph();
    for (const eventName of ["PageView", "Lead", "Purchase", "purchase", ""]) {
      const res = await track(event({ eventName }));
      expect(res.status, eventName).toBe(422);
      expect(await res.json()).toMatchObject({ success: false });
    }
    expect(calls).toHaveLength(0);
  });

  it("never names another site as the event source", async () => {
    const calls = fakeGraph();
    await track(event({ eventSourceUrl: "https://evil.example/webi" }));
    expect(calls[0]?.body.data[0]?.event_source_url).toBe(origin);
  });

  it("without the pixel id and token it answers and forwards nothing", async () => {
    const calls = fakeGraph();
    const res = await track(event(), { env: { META_PIXEL_ID: "", META_CAPI_TOKEN: "" } });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ forwarded: false, reason: "not-configured" });
    expect(calls).toHaveLength(0);
  });

  it("a failing Conversions API never fails the request", async () => {
    fakeGraph(500);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await track(event());
    expect(res.status).toBe(202);
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({
      level: "error",
      event: "conversions_api_refused",
      status: 500,
    });
  });

  it("past the burst limit: 429 with Retry-After", async () => {
    const second = new Date().getUTCSeconds();
    if (second > 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    fakeGraph();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await track(event(), { ip });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(202));
    expect(statuses[20]).toBe(429);
  });
});
