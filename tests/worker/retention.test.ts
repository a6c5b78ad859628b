import {
  createExecutionContext,
  createScheduledController,
  runDurableObjectAlarm,
  runInDurableObject,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DAY_MS } from "#app/lib/atomic-limit.server";
import { endOfDay, shiftYears } from "#app/lib/retention";
import { SEARCH_DAYS, writeConversationIndex } from "#party/conversation-index";
import { INBOX_ROOM, type PollResponse, type RoomSummary } from "#party/protocol";
import worker from "#worker/index";
import {
  closeSocketsAfterEach,
  eventually,
  joinedVisitor,
  newSessionId,
  profile,
  say,
  visitorSocket,
} from "./chat-helpers";
import { get, origin } from "./helpers";

/**
 * What the privacy policy promises: lead forms and chats go three years after the last contact,
 * each cookie choice five years after it was made, and nothing sooner.
 */

const iso = (at: number) => new Date(at).toISOString();

/** Runs the Worker's daily Cron Trigger as if it fired at `now`, and waits for its work. */
async function runPurge(now: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: now, cron: "17 3 * * *" }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

async function addLead(id: string, createdAt: number) {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO leads (id, first_name, last_name, email, telegram, whatsapp, locale, created_at)
       VALUES (?, 'Jane', 'Doe', 'jane@example.com', '@jane_doe', '+33612345678', 'fr', ?)`,
    ).bind(id, iso(createdAt)),
    env.DB.prepare(`INSERT INTO lead_deliveries (lead_id, channel) VALUES (?, 'telegram')`).bind(
      id,
    ),
  ]);
}

async function addChatAlert(id: string, createdAt: number) {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO chat_alerts (id, session_id, seq, email, messages, first_at, created_at)
       VALUES (?, ?, 1, 'jane@example.com', '["hello?"]', ?, ?)`,
    ).bind(id, crypto.randomUUID(), iso(createdAt), iso(createdAt)),
    env.DB.prepare(
      `INSERT INTO chat_alert_deliveries (alert_id, channel) VALUES (?, 'telegram')`,
    ).bind(id),
  ]);
}

async function addConsentChoice(consentId: string, createdAt: number) {
  await env.DB.prepare(
    `INSERT INTO consent_log (consent_id, version, analytics, marketing, functional, locale, source, created_at)
     VALUES (?, 1, 1, 0, 0, 'fr', 'script', ?)`,
  )
    .bind(consentId, iso(createdAt))
    .run();
}

const count = async (sql: string, id: string) =>
  (await env.DB.prepare(sql).bind(id).first<{ n: number }>("n")) ?? 0;

const inboxSummary = (sessionId: string, lastAt: number): RoomSummary => ({
  sessionId,
  profile: profile(),
  status: "closed",
  createdAt: lastAt,
  lastAt,
  lastPreview: "hello?",
  lastSender: "user",
  unreadForAgents: 0,
  visitorOnline: false,
  claimedBy: null,
});

describe("the daily retention purge (Cron Trigger)", () => {
  it("deletes leads, chat alerts and inbox summaries three years after, consent choices five years after, and keeps the rest", async () => {
    const now = Date.now();
    const threeYearsAgo = shiftYears(now, -3);
    const fiveYearsAgo = shiftYears(now, -5);
    const ids = {
      oldLead: crypto.randomUUID(),
      newLead: crypto.randomUUID(),
      oldAlert: crypto.randomUUID(),
      newAlert: crypto.randomUUID(),
      oldConsent: crypto.randomUUID(),
      // Past the contact figure but not the consent one: proof of consent is kept longer.
      keptConsent: crypto.randomUUID(),
      oldRoom: newSessionId(),
      newRoom: newSessionId(),
    };
    await addLead(ids.oldLead, threeYearsAgo - DAY_MS);
    await addLead(ids.newLead, threeYearsAgo + DAY_MS);
    await addChatAlert(ids.oldAlert, threeYearsAgo - DAY_MS);
    await addChatAlert(ids.newAlert, threeYearsAgo + DAY_MS);
    await addConsentChoice(ids.oldConsent, fiveYearsAgo - DAY_MS);
    await addConsentChoice(ids.keptConsent, fiveYearsAgo + DAY_MS);
    const inbox = env.SupportInbox.getByName(INBOX_ROOM);
    await inbox.roomUpdated(inboxSummary(ids.oldRoom, threeYearsAgo - DAY_MS));
    await inbox.roomUpdated(inboxSummary(ids.newRoom, threeYearsAgo + DAY_MS));

    await runPurge(now);

    const lead = `SELECT COUNT(*) AS n FROM leads WHERE id = ?`;
    const leadDeliveries = `SELECT COUNT(*) AS n FROM lead_deliveries WHERE lead_id = ?`;
    expect(await count(lead, ids.oldLead)).toBe(0);
    expect(await count(leadDeliveries, ids.oldLead)).toBe(0);
    expect(await count(lead, ids.newLead)).toBe(1);
    expect(await count(leadDeliveries, ids.newLead)).toBe(1);

    const alert = `SELECT COUNT(*) AS n FROM chat_alerts WHERE id = ?`;
    const alertDeliveries = `SELECT COUNT(*) AS n FROM chat_alert_deliveries WHERE alert_id = ?`;
    expect(await count(alert, ids.oldAlert)).toBe(0);
    expect(await count(alertDeliveries, ids.oldAlert)).toBe(0);
    expect(await count(alert, ids.newAlert)).toBe(1);
    expect(await count(alertDeliveries, ids.newAlert)).toBe(1);

    const consent = `SELECT COUNT(*) AS n FROM consent_log WHERE consent_id = ?`;
    expect(await count(consent, ids.oldConsent)).toBe(0);
    expect(await count(consent, ids.keptConsent)).toBe(1);

    const listed = await runInDurableObject(
      await getServerByName(env.SupportInbox, INBOX_ROOM),
      (_instance, state) =>
        state.storage.sql
          .exec<{ session_id: string }>(
            `SELECT session_id FROM rooms WHERE session_id IN (?, ?)`,
            ids.oldRoom,
            ids.newRoom,
          )
          .toArray()
          .map((row) => row.session_id),
    );
    expect(listed).toEqual([ids.newRoom]);
  });

  it(`deletes the search's copy of messages after ${SEARCH_DAYS} days and a conversation's row three years after its last activity`, async () => {
    const now = Date.now();
    /** A conversation as its room indexes it: one message, at its last activity. */
    const conversation = async (lastAt: number) => {
      const sessionId = newSessionId();
      await writeConversationIndex(
        env.DB,
        {
          sessionId,
          profile: profile(),
          status: "closed",
          startedAt: lastAt,
          lastAt,
          firstVisitorAt: lastAt,
          firstReplyAt: null,
          firstReplyBy: null,
          closedAt: lastAt,
        },
        [{ seq: 1, sender: "user", text: "Do you support SEPA?", ts: lastAt }],
      );
      return sessionId;
    };
    const expired = await conversation(shiftYears(now, -3) - DAY_MS);
    const unsearchable = await conversation(now - (SEARCH_DAYS + 1) * DAY_MS);
    const searchable = await conversation(now - (SEARCH_DAYS - 1) * DAY_MS);

    await runPurge(now);

    const row = `SELECT COUNT(*) AS n FROM chat_conversations WHERE session_id = ?`;
    const text = `SELECT COUNT(*) AS n FROM chat_search WHERE session_id = ?`;
    expect(await count(row, expired)).toBe(0);
    expect(await count(text, expired)).toBe(0);
    // Still listed among the visitor's earlier conversations; its text is no longer searched.
    expect(await count(row, unsearchable)).toBe(1);
    expect(await count(text, unsearchable)).toBe(0);
    expect(await count(row, searchable)).toBe(1);
    expect(await count(text, searchable)).toBe(1);
  });

  it("is declared as a daily Cron Trigger", async () => {
    const config = await import("../../wrangler.toml?raw");
    expect(config.default).toMatch(/\[triggers\]\s*\ncrons = \["17 3 \* \* \*"\]/);
  });
});

describe("a chat room erases itself three years after its last activity", () => {
  const track = closeSocketsAfterEach();
  afterEach(() => {
    vi.useRealTimers();
  });

  const alarmOf = async (sessionId: string) =>
    runInDurableObject(await getServerByName(env.ChatRoom, sessionId), (_i, state) =>
      state.storage.getAlarm(),
    );

  const tablesOf = async (sessionId: string) =>
    runInDurableObject(await getServerByName(env.ChatRoom, sessionId), (_i, state) =>
      state.storage.sql
        .exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table'`)
        .toArray()
        .map((row) => row.name),
    );

  /** When the room last stored something: its newest message (the visitor's, or its notice). */
  async function lastActivity(sessionId: string): Promise<number> {
    const poll = await get(`/parties/chat-room/${sessionId}?after=0`, {
      headers: { Origin: origin },
    });
    const body: PollResponse = await poll.json();
    return Math.max(...body.messages.map((m) => m.timestamp));
  }

  /** A visitor's conversation with one message, its 3-minute team alert already handled. */
  async function conversation(sessionId: string) {
    const visitor = track(await joinedVisitor(sessionId));
    say(visitor, "Do you support SEPA?");
    const message = await visitor.next("message", (m) => m.sender === "user");
    // The first alarm is the team alert, three minutes on; then only the retention end is left.
    expect(await runDurableObjectAlarm(await getServerByName(env.ChatRoom, sessionId))).toBe(true);
    return { visitor, message };
  }

  it("sets the room's alarm to three years after its last day of activity, and a message on a later day pushes it back", async () => {
    const sessionId = newSessionId();
    const { visitor, message } = await conversation(sessionId);
    const first = await lastActivity(sessionId);
    expect(first).toBeGreaterThanOrEqual(message.timestamp);
    // Never sooner than three years after the message, at most a day later.
    const end = await alarmOf(sessionId);
    expect(end).toBe(shiftYears(endOfDay(first), 3));
    expect(end).toBeGreaterThanOrEqual(shiftYears(first, 3));
    expect(end).toBeLessThanOrEqual(shiftYears(first, 3) + DAY_MS);

    // A message two days later moves the end with it (after its own team alert).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(first + 2 * DAY_MS);
    say(visitor, "And iDEAL?");
    const later = await visitor.next("message", (m) => m.text === "And iDEAL?");
    expect(later.timestamp).toBeGreaterThanOrEqual(first + 2 * DAY_MS);
    await runDurableObjectAlarm(await getServerByName(env.ChatRoom, sessionId));
    vi.useRealTimers();
    expect(await lastActivity(sessionId)).toBe(later.timestamp);
    expect(await alarmOf(sessionId)).toBe(shiftYears(endOfDay(later.timestamp), 3));
  });

  it("keeps every message when the alarm runs before the end of the period", async () => {
    const sessionId = newSessionId();
    await conversation(sessionId);
    const last = await lastActivity(sessionId);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(shiftYears(last, 3) - 1);
    expect(await runDurableObjectAlarm(await getServerByName(env.ChatRoom, sessionId))).toBe(true);
    vi.useRealTimers();
    expect(await tablesOf(sessionId)).toContain("messages");
    const poll = await get(`/parties/chat-room/${sessionId}?after=0`, {
      headers: { Origin: origin },
    });
    const body: PollResponse = await poll.json();
    expect(body.messages.map((m) => m.text)).toContain("Do you support SEPA?");
    expect(await alarmOf(sessionId)).toBe(shiftYears(endOfDay(last), 3));
  });

  it("deletes the room's whole storage when the period ends; the visitor can then start afresh", async () => {
    const sessionId = newSessionId();
    const { visitor } = await conversation(sessionId);
    const last = await lastActivity(sessionId);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(shiftYears(endOfDay(last), 3) + 1);
    expect(await runDurableObjectAlarm(await getServerByName(env.ChatRoom, sessionId))).toBe(true);
    vi.useRealTimers();

    // The transcript, the visitor's details and the room's state are gone, and no alarm is left.
    expect(await tablesOf(sessionId)).not.toContain("messages");
    expect(await tablesOf(sessionId)).not.toContain("meta");
    expect(await alarmOf(sessionId)).toBeNull();
    await eventually(
      () => visitor.closed,
      (closed) => closed !== null,
    );

    // Coming back with the same session id opens an empty conversation that works.
    const again = track(await visitorSocket(sessionId));
    const history = await again.next("history");
    expect(history.messages).toEqual([]);
    again.send({ t: "join", ...profile() });
    await again.next("session_created");
    say(again, "Hello again");
    const fresh = await again.next("message", (m) => m.text === "Hello again");
    expect(fresh.seq).toBeGreaterThan(0);
  });
});
