import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "#worker/index";

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

const event = (overrides: Record<string, unknown> = {}) => ({
  eventName: "AddToCart",
  eventId: crypto.randomUUID(),
  email: null,
  clientUserAgent: "Mozilla/5.0 test",
  clientIpAddress: null,
  fbp: "fb.1.1700000000000.123456789",
  fbc: null,
  eventSourceUrl: `${origin}/webi`,
  consent: { marketing: true },
  ...overrides,
});

async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/track-facebook-event", () => {
  it("drops the event without marketing consent: nothing reaches Meta", async () => {
    const calls = fakeGraph();
    for (const consent of [undefined, { marketing: false }]) {
      const res = await track(event({ consent }));
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ success: true, forwarded: false, reason: "no-consent" });
    }
    expect(calls).toHaveLength(0);
  });

  it("with consent forwards one server event: IP from CF-Connecting-IP, shared event id, SPEC content", async () => {
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

  it("a Purchase carries the hashed, normalised email and the masterclass content id", async () => {
    const calls = fakeGraph();
    await track(event({ eventName: "Purchase", email: "  Buyer@Example.COM " }));
    const [sent] = calls[0]?.body.data ?? [];
    expect(sent?.user_data).toMatchObject({ em: [await sha256("buyer@example.com")] });
    expect(JSON.stringify(sent)).not.toContain("Buyer@Example");
    expect(sent?.custom_data).toMatchObject({
      content_ids: ["masterclass_registration"],
      content_type: "product",
      num_items: 1,
    });
  });

  it("refuses event names outside the funnel's four with 422", async () => {
    const calls = fakeGraph();
    for (const eventName of ["PageView", "Lead", "purchase", ""]) {
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
