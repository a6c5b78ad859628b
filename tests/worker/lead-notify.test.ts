import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeLead } from "#app/features/lead/lead-store.server";
import { storeChatAlert } from "#app/features/notifications/chat-alert.server";
import {
  handleNotifyBatch,
  MAX_ATTEMPTS,
  retryDelaySeconds,
} from "#app/features/notifications/notify.server";
import worker from "#worker/index";

/**
 * The NOTIFY consumer with a fake fetcher: which channels are called, what is recorded in
 * lead_deliveries and dead_letters, and whether each message is acked or retried. Leads are
 * inserted with storeLead and every query is scoped to the test's own lead or message id.
 */

const QUEUE = "subnova-notify";
const TELEGRAM_API = "https://telegram.test";
const BOT_TOKEN = "123456:test-bot-token";
const CHAT_ID = "-1001234567890";
const WEBHOOK = "https://hooks.test/lead";
const TELEGRAM_SEND = `${TELEGRAM_API}/bot${BOT_TOKEN}/sendMessage`;

/** A new env object each time: the lead config is cached per env object. */
const channelsEnv = (overrides: Partial<Env> = {}): Env => ({
  ...env,
  TELEGRAM_BOT_TOKEN: BOT_TOKEN,
  TELEGRAM_CHAT_ID: CHAT_ID,
  TELEGRAM_API_URL: TELEGRAM_API,
  LEAD_WEBHOOK_URL: WEBHOOK,
  ...overrides,
});

const noChannelEnv = (): Env => ({
  ...env,
  TELEGRAM_BOT_TOKEN: "",
  TELEGRAM_CHAT_ID: "",
  LEAD_WEBHOOK_URL: "",
});

interface Call {
  url: string;
  method: string | undefined;
  headers: Headers;
  body: unknown;
}

type Answer = "ok" | "fail" | "throw" | "telegram-not-ok";

/** A fetcher that records each call and answers Telegram and the webhook as told. */
function fakeFetcher(answers: { telegram?: Answer; webhook?: Answer } = {}) {
  const calls: Call[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const text = typeof init?.body === "string" ? init.body : "";
    calls.push({
      url,
      method: init?.method,
      headers: new Headers(init?.headers),
      body: text ? JSON.parse(text) : null,
    });
    const answer =
      url === TELEGRAM_SEND ? answers.telegram : url === WEBHOOK ? answers.webhook : "fail";
    switch (answer ?? "ok") {
      case "throw":
        throw new TypeError("Network connection lost");
      case "fail":
        return Response.json({ ok: false }, { status: 500 });
      case "telegram-not-ok":
        return Response.json({ ok: false, description: "Bad Request: chat not found" });
      default:
        return url === TELEGRAM_SEND
          ? Response.json({ ok: true, result: { message_id: 1 } })
          : new Response(null, { status: 204 });
    }
  };
  return { fetcher, calls, urls: () => calls.map((call) => call.url) };
}

async function newLead(): Promise<{ leadId: string; email: string }> {
  const email = `notify-${crypto.randomUUID()}@example.com`;
  const stored = await storeLead(env.DB, {
    fields: {
      firstName: "Jane",
      lastName: "Doe",
      email,
      telegram: "@jane_doe",
      whatsapp: "+1 234 567 890",
    },
    language: "fr",
    page: "/fr/contact",
    referrer: "https://www.google.com/",
    utm: { source: "newsletter", campaign: "spring" },
    userAgent: "Vitest",
    country: "FR",
    channel: "api",
    idempotencyKey: crypto.randomUUID(),
    verification: "skipped",
  });
  if (stored.kind !== "stored") throw new Error(`lead not stored: ${stored.kind}`);
  return { leadId: stored.leadId, email };
}

/** Runs the consumer on one message and returns the queue's verdict on it. */
async function consume(
  body: unknown,
  attempts: number,
  testEnv: Env,
  fetcher: typeof fetch,
  id = crypto.randomUUID(),
) {
  const batch = createMessageBatch(QUEUE, [{ id, timestamp: new Date(), attempts, body }]);
  const [message] = batch.messages;
  if (!message) throw new Error("empty batch");
  // getQueueResult does not report the delay a retry asked for; the spy does.
  const retry = vi.spyOn(message, "retry");
  const ctx = createExecutionContext();
  await handleNotifyBatch(batch, testEnv, fetcher);
  const result = await getQueueResult(batch, ctx);
  return { id, result, retryDelays: retry.mock.calls.map(([options]) => options?.delaySeconds) };
}

async function deliveries(leadId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT channel FROM lead_deliveries WHERE lead_id = ? ORDER BY channel",
  )
    .bind(leadId)
    .all<{ channel: string }>();
  return results.map((row) => row.channel);
}

async function forwardedAt(leadId: string): Promise<string | null | undefined> {
  const row = await env.DB.prepare("SELECT forwarded_at FROM leads WHERE id = ?")
    .bind(leadId)
    .first<{ forwarded_at: string | null }>();
  return row?.forwarded_at;
}

interface DeadLetter {
  queue: string;
  message_id: string;
  body: string;
  attempts: number;
  error: string;
}

async function deadLetters(messageId: string): Promise<DeadLetter[]> {
  const { results } = await env.DB.prepare(
    "SELECT queue, message_id, body, attempts, error FROM dead_letters WHERE message_id = ?",
  )
    .bind(messageId)
    .all<DeadLetter>();
  return results;
}

const acked = (id: string) => ({ explicitAcks: [id], retryMessages: [] });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("NOTIFY consumer", () => {
  it("delivers a chat alert (a visitor unanswered for 3 minutes) to both channels, once each", async () => {
    const sessionId = crypto.randomUUID();
    const alertId = await storeChatAlert(env.DB, {
      sessionId,
      seq: 1,
      profile: {
        name: "Guest",
        email: "waiting@example.com",
        telegram: "@waiting_visitor",
        locale: "fr",
        page: "/fr/pricing",
      },
      messages: ["Bonjour ?", "Quelqu’un ?"],
      firstAt: Date.parse("2026-11-23T10:00:00Z"),
    });
    // The room's alarm may fire twice for the same message: the row is written once.
    expect(
      await storeChatAlert(env.DB, {
        sessionId,
        seq: 1,
        profile: null,
        messages: ["other"],
        firstAt: 0,
      }),
    ).toBe(alertId);
    const fake = fakeFetcher();
    const { id, result } = await consume({ kind: "chat", alertId }, 1, channelsEnv(), fake.fetcher);
    expect(result).toMatchObject(acked(id));
    expect(fake.urls()).toEqual([TELEGRAM_SEND, WEBHOOK]);
    const text = (fake.calls[0]?.body as { text?: string } | undefined)?.text ?? "";
    expect(text).toContain("Chat visitor waiting for 3 minutes (fr)");
    expect(text).toContain("Email: waiting@example.com");
    expect(text).toContain("Telegram: @waiting_visitor");
    expect(text).toContain("Message 1 of 2:\n> Bonjour ?\nMessage 2 of 2:\n> Quelqu’un ?");
    expect(text).toContain(`/agent?alert=${alertId}`);
    expect(fake.calls[1]?.body).toMatchObject({
      event: "chat.unanswered",
      alert: {
        id: alertId,
        email: "waiting@example.com",
        messages: ["Bonjour ?", "Quelqu’un ?"],
        link: `${env.SITE_URL.replace(/\/$/, "")}/agent?alert=${alertId}`,
      },
    });
    const { results } = await env.DB.prepare(
      "SELECT channel FROM chat_alert_deliveries WHERE alert_id = ? ORDER BY channel",
    )
      .bind(alertId)
      .all<{ channel: string }>();
    expect(results.map((row) => row.channel)).toEqual(["telegram", "webhook"]);
    // A redelivered queue message does not post again.
    const again = fakeFetcher();
    await consume({ kind: "chat", alertId }, 1, channelsEnv(), again.fetcher);
    expect(again.calls).toEqual([]);
  });

  it("acks after Telegram and the webhook both took the lead, and records both", async () => {
    const { leadId, email } = await newLead();
    const fake = fakeFetcher();
    const { id, result } = await consume({ kind: "lead", leadId }, 1, channelsEnv(), fake.fetcher);

    expect(result).toMatchObject(acked(id));
    expect(result.ackAll).toBe(false);
    expect(fake.urls()).toEqual([TELEGRAM_SEND, WEBHOOK]);
    expect(await deliveries(leadId)).toEqual(["telegram", "webhook"]);
    expect(await forwardedAt(leadId)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await deadLetters(id)).toEqual([]);

    const [telegram, webhook] = fake.calls;
    expect(telegram?.method).toBe("POST");
    expect(telegram?.headers.get("content-type")).toBe("application/json");
    expect(telegram?.body).toMatchObject({ chat_id: CHAT_ID, disable_web_page_preview: true });
    const text = (telegram?.body as { text?: unknown } | undefined)?.text;
    expect(typeof text).toBe("string");
    expect(text).toContain(`Email: ${email}`);
    expect(text).toContain("Name: Jane Doe");
    expect(text).toContain("Telegram: @jane_doe");
    expect(text).toContain("WhatsApp: +1 234 567 890");
    expect(text).toContain("Page: /fr/contact");
    expect(text).toContain(
      "UTM source/medium/campaign/term/content: newsletter / - / spring / - / -",
    );
    expect(text).toContain("New lead (fr, api)");

    expect(webhook?.method).toBe("POST");
    expect(webhook?.headers.get("idempotency-key")).toBe(leadId);
    expect(webhook?.body).toMatchObject({
      event: "lead.created",
      lead: { id: leadId, email, first_name: "Jane", locale: "fr", country: "FR" },
    });
  });

  it("retries a half-delivered lead and then calls only the channel that failed", async () => {
    const { leadId } = await newLead();
    const id = crypto.randomUUID();
    const first = fakeFetcher({ webhook: "fail" });
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const attempt1 = await consume({ kind: "lead", leadId }, 1, channelsEnv(), first.fetcher, id);

    expect(attempt1.result.explicitAcks).toEqual([]);
    expect(attempt1.result.retryMessages).toEqual([{ msgId: id }]);
    expect(attempt1.retryDelays).toEqual([20]);
    expect(first.urls()).toEqual([TELEGRAM_SEND, WEBHOOK]);
    expect(await deliveries(leadId)).toEqual(["telegram"]);
    expect(await forwardedAt(leadId)).toBeNull();
    expect(await deadLetters(id)).toEqual([]);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("Webhook answered 500"));

    const second = fakeFetcher();
    const attempt2 = await consume({ kind: "lead", leadId }, 2, channelsEnv(), second.fetcher, id);
    expect(attempt2.result).toMatchObject(acked(id));
    expect(second.urls()).toEqual([WEBHOOK]);
    expect(await deliveries(leadId)).toEqual(["telegram", "webhook"]);
    expect(await forwardedAt(leadId)).not.toBeNull();

    // A duplicate delivery of an already delivered message sends nothing again.
    const third = fakeFetcher();
    const again = await consume({ kind: "lead", leadId }, 1, channelsEnv(), third.fetcher);
    expect(again.result).toMatchObject(acked(again.id));
    expect(third.calls).toEqual([]);
  });

  it("backs off longer on each attempt, at most 10 minutes", async () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelaySeconds)).toEqual([20, 40, 80, 160, 320, 600, 600]);
    const { leadId } = await newLead();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fake = fakeFetcher({ telegram: "throw" });
    const { id, result, retryDelays } = await consume(
      { kind: "lead", leadId },
      3,
      channelsEnv(),
      fake.fetcher,
    );
    expect(result.retryMessages).toEqual([{ msgId: id }]);
    expect(retryDelays).toEqual([80]);
    // The webhook is still tried when Telegram fails, and recorded.
    expect(await deliveries(leadId)).toEqual(["webhook"]);
  });

  it("retries when Telegram answers 200 with ok: false", async () => {
    const { leadId } = await newLead();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fake = fakeFetcher({ telegram: "telegram-not-ok" });
    const { id, result, retryDelays } = await consume(
      { kind: "lead", leadId },
      1,
      channelsEnv({ LEAD_WEBHOOK_URL: "" }),
      fake.fetcher,
    );
    expect(result.retryMessages).toEqual([{ msgId: id }]);
    expect(retryDelays).toEqual([20]);
    expect(result.explicitAcks).toEqual([]);
    expect(fake.urls()).toEqual([TELEGRAM_SEND]);
    expect(await deliveries(leadId)).toEqual([]);
  });

  it(`dead-letters and acks a message still failing on attempt ${MAX_ATTEMPTS}`, async () => {
    expect(MAX_ATTEMPTS).toBe(6);
    const { leadId } = await newLead();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const body = { kind: "lead", leadId };
    const fake = fakeFetcher({ webhook: "fail" });
    const { id, result } = await consume(body, MAX_ATTEMPTS, channelsEnv(), fake.fetcher);

    expect(result).toMatchObject(acked(id));
    const letters = await deadLetters(id);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ queue: QUEUE, message_id: id, attempts: MAX_ATTEMPTS });
    expect(JSON.parse(letters[0]?.body ?? "null")).toEqual(body);
    expect(letters[0]?.error).toContain("webhook: Webhook answered 500");
    // Telegram got it on this attempt and that is kept; the lead is not marked forwarded.
    expect(await deliveries(leadId)).toEqual(["telegram"]);
    expect(await forwardedAt(leadId)).toBeNull();
  });

  it("still retries on attempt 5", async () => {
    const { leadId } = await newLead();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fake = fakeFetcher({ telegram: "fail", webhook: "fail" });
    const { id, result, retryDelays } = await consume(
      { kind: "lead", leadId },
      5,
      channelsEnv(),
      fake.fetcher,
    );
    expect(result.retryMessages).toEqual([{ msgId: id }]);
    expect(retryDelays).toEqual([320]);
    expect(await deadLetters(id)).toEqual([]);
  });

  it.each([
    ["a string", "not a notification"],
    ["null", null],
    ["a lead without an id", { kind: "lead" }],
    ["another kind", { kind: "chat", leadId: "x" }],
    ["an extra key", { kind: "lead", leadId: "x", extra: true }],
    ["an empty id", { kind: "lead", leadId: "" }],
  ])("dead-letters a malformed body (%s) at once, without a fetch", async (_name, body) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fake = fakeFetcher();
    const { id, result } = await consume(body, 1, channelsEnv(), fake.fetcher);
    expect(result).toMatchObject(acked(id));
    expect(fake.calls).toEqual([]);
    const letters = await deadLetters(id);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ queue: QUEUE, attempts: 1 });
    expect(letters[0]?.body).toBe(JSON.stringify(body));
    expect(letters[0]?.error).toContain("Not a notification");
  });

  it("dead-letters a notification for a lead that does not exist", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const leadId = crypto.randomUUID();
    const fake = fakeFetcher();
    const { id, result } = await consume({ kind: "lead", leadId }, 1, channelsEnv(), fake.fetcher);
    expect(result).toMatchObject(acked(id));
    expect(fake.calls).toEqual([]);
    const letters = await deadLetters(id);
    expect(letters).toHaveLength(1);
    expect(letters[0]?.error).toBe(`Lead ${leadId} does not exist`);
  });

  it("acks without any fetch when no channel is configured", async () => {
    const { leadId } = await newLead();
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const fake = fakeFetcher();
    const { id, result } = await consume({ kind: "lead", leadId }, 1, noChannelEnv(), fake.fetcher);
    expect(result).toMatchObject(acked(id));
    expect(fake.calls).toEqual([]);
    expect(await deliveries(leadId)).toEqual([]);
    expect(await forwardedAt(leadId)).toBeNull();
    expect(await deadLetters(id)).toEqual([]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining("no notification channel configured"),
    );
  });

  it("needs both the Telegram token and chat id to use Telegram", async () => {
    const { leadId } = await newLead();
    const fake = fakeFetcher();
    const { id, result } = await consume(
      { kind: "lead", leadId },
      1,
      channelsEnv({ TELEGRAM_CHAT_ID: "" }),
      fake.fetcher,
    );
    expect(result).toMatchObject(acked(id));
    expect(fake.urls()).toEqual([WEBHOOK]);
    expect(await deliveries(leadId)).toEqual(["webhook"]);
  });

  it("decides each message of a batch on its own", async () => {
    const good = await newLead();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const batch = createMessageBatch<unknown>(QUEUE, [
      {
        id: crypto.randomUUID(),
        timestamp: new Date(),
        attempts: 1,
        body: { kind: "lead", leadId: good.leadId },
      },
      { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: "garbage" },
    ]);
    const [first, second] = batch.messages;
    const ctx = createExecutionContext();
    await handleNotifyBatch(batch, channelsEnv({ LEAD_WEBHOOK_URL: "" }), fakeFetcher().fetcher);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.toSorted()).toEqual([first?.id, second?.id].toSorted());
    expect(result.retryMessages).toEqual([]);
    expect(await deliveries(good.leadId)).toEqual(["telegram"]);
    expect(await deadLetters(second?.id ?? "")).toHaveLength(1);
  });

  it("is the Worker's queue handler, using the global fetch", async () => {
    const { leadId, email } = await newLead();
    const seen: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      seen.push(url);
      expect(String(init?.body)).toContain(email);
      return new Response(null, { status: 200 });
    });
    const id = crypto.randomUUID();
    const batch = createMessageBatch(QUEUE, [
      { id, timestamp: new Date(), attempts: 1, body: { kind: "lead", leadId } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, channelsEnv({ TELEGRAM_BOT_TOKEN: "" }));
    expect(await getQueueResult(batch, ctx)).toMatchObject(acked(id));
    expect(seen).toEqual([WEBHOOK]);
    expect(await deliveries(leadId)).toEqual(["webhook"]);
  });
});
