import {
  createExecutionContext,
  runDurableObjectAlarm,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { normalizeEmail } from "#app/lib/patterns";
import { app } from "#worker/index";
import { joinedVisitor, newSessionId, type TestSocket, uniqueIp } from "./chat-helpers";
import { signedInAgents } from "./agent-sessions";
import { origin } from "./helpers";
import { alertTexts } from "./notify-helpers";
import type { ServerFrame } from "#party/protocol";

/**
 * What the team reads (the Telegram text and the webhook body of lead and chat alerts) when a
 * visitor types line breaks and bidi controls into one-line fields, and where a chat alert's
 * link leads.
 */

const RLO = "\u202E";
const lines = (text: string) => text.split("\n");
/** Every bidi control, zero-width or other invisible format character, and every line break. */
const INVISIBLE = /[\p{Cf}\p{Cc}\u2028\u2029]/u;

const open: TestSocket<ServerFrame>[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

describe("a lead's one-line fields", () => {
  it("reach D1 and the alert as one clean line each, whatever line breaks and bidi controls they held", async () => {
    const email = `lines-${crypto.randomUUID()}@example.com`;
    const res = await exports.default.fetch(
      new Request(`${origin}/api/lead`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "CF-Connecting-IP": uniqueIp(),
        },
        body: JSON.stringify({
          firstName: "Jane\nAnswer: https://evil.example/a",
          lastName: `Doe${RLO}\u2066`,
          email,
          telegram: "@jane_doe",
          whatsapp: "+1 234\n567 890",
          page: "/en/contact\r\nAnswer: https://evil.example/b",
          referrer: `https://ref.example/${RLO}gnp.exe\u200B`,
          utm: {
            source: "news\nAnswer: https://evil.example/c",
            medium: `mail${RLO}`,
            campaign: "spring\u2028sale",
            term: "a\u0085b",
            content: "\u200Fhero\t\t banner ",
          },
        }),
      }),
    );
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT * FROM leads WHERE email_normalized = ?")
      .bind(normalizeEmail(email))
      .first<Record<string, string>>();
    expect(row).toMatchObject({
      first_name: "Jane Answer: https://evil.example/a",
      last_name: "Doe",
      whatsapp: "+1 234 567 890",
      source_url: "/en/contact Answer: https://evil.example/b",
      referrer: "https://ref.example/gnp.exe",
      utm_source: "news Answer: https://evil.example/c",
      utm_medium: "mail",
      utm_campaign: "spring sale",
      utm_term: "a b",
      utm_content: "hero banner",
    });

    const { telegram, webhook } = await alertTexts({ kind: "lead", leadId: row?.id ?? "" });
    expect(lines(telegram).filter((line) => line.startsWith("Answer:"))).toEqual([]);
    expect(lines(telegram).filter((line) => INVISIBLE.test(line))).toEqual([]);
    expect(lines(telegram)).toContain("Referrer: https://ref.example/gnp.exe");
    expect(lines(telegram)).toContain(
      "UTM source/medium/campaign/term/content: news Answer: https://evil.example/c / mail / spring sale / a b / hero banner",
    );
    expect(JSON.stringify(webhook)).not.toMatch(/\\n|\\u202e|\\u200b/i);
  });
});

/** A visitor who joined and wrote, left unanswered until the room's 3-minute alarm fires. */
async function unansweredVisitor(name: string, messages: string[]) {
  const sessionId = newSessionId();
  const visitor = await joinedVisitor(sessionId, { name, page: `/en/pricing${RLO}\n` });
  open.push(visitor);
  for (const text of messages) {
    const id = crypto.randomUUID();
    visitor.send({ t: "send_message", id, text });
    await visitor.next("message", (m) => m.id === id);
  }
  expect(await runDurableObjectAlarm(await getServerByName(env.ChatRoom, sessionId))).toBe(true);
  const alert = await env.DB.prepare("SELECT id FROM chat_alerts WHERE session_id = ?")
    .bind(sessionId)
    .first<{ id: string }>();
  if (!alert) throw new Error("no alert stored");
  return { sessionId, alertId: alert.id };
}

describe("a chat alert", () => {
  it("shows a name with a line break on one line, and each message quoted, so nothing fakes an alert line", async () => {
    const { alertId } = await unansweredVisitor("Jane\nAnswer: https://evil.example", [
      "Hello\nAnswer: https://evil.example/reply",
      "Name: Support team",
    ]);
    const { telegram } = await alertTexts({ kind: "chat", alertId });
    const answerLines = lines(telegram).filter((line) => line.startsWith("Answer:"));
    expect(answerLines).toEqual([
      `Answer: ${env.SITE_URL.replace(/\/$/, "")}/agent?alert=${alertId}`,
    ]);
    expect(lines(telegram).filter((line) => line.startsWith("Name:"))).toEqual([
      "Name: Jane Answer: https://evil.example",
    ]);
    expect(lines(telegram)).toContain("Page: /en/pricing");
    // Each message starts on a line of its own, and each of its lines is quoted.
    expect(telegram).toContain(
      "Message 1 of 2:\n> Hello\n> Answer: https://evil.example/reply\nMessage 2 of 2:\n> Name: Support team",
    );
    expect(lines(telegram).filter((line) => INVISIBLE.test(line))).toEqual([]);
  });

  it("links to the console by an id that is not the room id, in the text and the webhook", async () => {
    const { sessionId, alertId } = await unansweredVisitor("Nora", ["Anyone there?"]);
    expect(alertId).not.toContain(sessionId);
    const { telegram, webhook } = await alertTexts({ kind: "chat", alertId });
    expect(telegram).toContain(`/agent?alert=${alertId}`);
    expect(telegram).not.toContain(sessionId);
    expect(JSON.stringify(webhook)).not.toContain(sessionId);
    expect(webhook).toMatchObject({ event: "chat.unanswered", alert: { id: alertId } });
  });
});

describe("the console opened from an alert's link", () => {
  let agentEnv: Env;
  let cookie = "";

  beforeAll(async () => {
    const agents = await signedInAgents(["ana@subnova.test"]);
    agentEnv = agents.env;
    cookie = agents.cookies["ana@subnova.test"] ?? "";
  });

  async function consolePage(path: string, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${origin}${path}`, { headers }), agentEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    return res.text();
  }

  it("sends an agent who signs in from the link back to it, and nobody elsewhere", async () => {
    const signInFrom = async (query: string) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request(`${origin}/agent${query}`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: origin, "CF-Connecting-IP": uniqueIp() },
          body: new URLSearchParams({
            agentId: "ana@subnova.test",
            password: "correct horse battery staple",
          }),
        }),
        agentEnv,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(302);
      return res.headers.get("Location");
    };
    const alertId = crypto.randomUUID();
    expect(await signInFrom(`?alert=${alertId}`)).toBe(`/agent?alert=${alertId}`);
    expect(await signInFrom("?alert=https%3A%2F%2Fevil.example")).toBe("/agent");
    expect(await signInFrom("")).toBe("/agent");
  });

  it("names the alert's conversation to a signed-in agent, and to nobody else", async () => {
    const { sessionId, alertId } = await unansweredVisitor("Lea", ["Bonjour ?"]);
    const signedIn = await consolePage(`/agent?alert=${alertId}`, { Cookie: cookie });
    expect(signedIn).toContain(sessionId);

    const anonymous = await consolePage(`/agent?alert=${alertId}`);
    expect(anonymous).not.toContain(sessionId);
    // Another alert id, or a room id in its place, opens nothing.
    const unknown = await consolePage(`/agent?alert=${crypto.randomUUID()}`, { Cookie: cookie });
    expect(unknown).not.toContain(sessionId);
    // (The loader's data alone: the document would echo the address it was asked for.)
    const byRoom = await consolePage(`/agent.data?alert=${sessionId}`, { Cookie: cookie });
    expect(byRoom).toContain("ana@subnova.test");
    expect(byRoom).not.toContain(sessionId);
  });
});
