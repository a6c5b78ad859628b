import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  historyResponse,
  searchResponse,
  type ConversationHit,
} from "#app/features/agent-console/search-schema";
import { DAY_MS } from "#app/lib/atomic-limit.server";
import { messages } from "#app/lib/messages.server";
import {
  SEARCH_DAYS,
  writeConversationIndex,
  type IndexedMessage,
} from "#party/conversation-index";
import type { RoomStatus, VisitorProfile } from "#party/protocol";
import { app } from "#worker/index";
import { signedInAgents } from "./agent-sessions";
import { newSessionId, profile } from "./chat-helpers";
import { origin } from "./helpers";

/**
 * The agents' search and a visitor's history, over what the rooms index in D1. Files share one
 * database: every test writes words, names and emails of its own.
 */

const SAM = "sam@subnova.test";
let agentEnv: Env;
let cookie = "";

beforeAll(async () => {
  const agents = await signedInAgents([SAM]);
  agentEnv = agents.env;
  cookie = agents.cookies[SAM] ?? "";
});

async function send(request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, agentEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const asAgent = (path: string, headers: Record<string, string> = {}) =>
  send(new Request(`${origin}${path}`, { headers: { Cookie: cookie, ...headers } }));

async function search(q: string): Promise<ConversationHit[]> {
  const res = await asAgent(`/api/agent/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return searchResponse.parse(await res.json()).results;
}

const sessionsOf = (hits: readonly { sessionId: string }[]) => hits.map((hit) => hit.sessionId);

/** A word no other test (or file) writes: letters only, so it is one FTS token. */
const word = (prefix: string) =>
  `${prefix}${crypto
    .randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 10)}`;

/** A conversation as a room indexes it: its row, and its messages from seq 1. */
async function seed(
  visitor: Partial<VisitorProfile>,
  texts: readonly string[],
  { at = Date.now(), status = "closed" }: { at?: number; status?: RoomStatus } = {},
) {
  const sessionId = newSessionId();
  const messages: IndexedMessage[] = texts.map((text, i) => ({
    seq: i + 1,
    sender: i % 2 === 0 ? "user" : "support",
    text,
    ts: at + i * 1000,
  }));
  const lastAt = at + Math.max(0, texts.length - 1) * 1000;
  await writeConversationIndex(
    env.DB,
    {
      sessionId,
      profile: profile(visitor),
      status,
      startedAt: at,
      lastAt,
      firstVisitorAt: at,
      firstReplyAt: texts.length > 1 ? at + 1000 : null,
      firstReplyBy: texts.length > 1 ? "sam@subnova.test" : null,
      closedAt: status === "closed" ? lastAt : null,
    },
    messages,
  );
  return sessionId;
}

describe("GET /api/agent/search", () => {
  it("finds a conversation by a word of a message, with the message around the match", async () => {
    const token = word("refund");
    const sessionId = await seed({ email: `${word("m")}@example.com` }, [
      `Hello, I would like a ${token} for my order`,
      "Of course, let me check.",
    ]);
    const hits = await search(token);
    expect(sessionsOf(hits)).toEqual([sessionId]);
    const [hit] = hits;
    expect(hit?.status).toBe("closed");
    expect(hit?.snippet).toContainEqual({ text: token, hit: true });
    expect(hit?.snippet?.map((part) => part.text).join("")).toContain("would like a");
    // The last word is a prefix: the agent may still be typing it.
    expect(sessionsOf(await search(`like a ${token.slice(0, 8)}`))).toContain(sessionId);
  });

  it("finds a conversation by the visitor's email, name and Telegram handle, case aside", async () => {
    const email = `${word("mail")}@example.com`;
    const name = `Zoé ${word("Name")}`;
    const telegram = `@${word("tg")}_x`;
    const sessionId = await seed({ email, name, telegram }, ["Hi"]);
    for (const query of [email, email.toUpperCase(), name.split(" ")[1] ?? "", telegram]) {
      const hits = await search(query);
      expect(sessionsOf(hits), query).toContain(sessionId);
      const hit = hits.find((h) => h.sessionId === sessionId);
      expect(hit).toMatchObject({ name, email, telegram, locale: "en", snippet: null });
    }
  });

  it("finds “déjà” when the agent types it without accents", async () => {
    const token = word("zz");
    const sessionId = await seed({}, [`J’ai déjà payé la commande ${token}`]);
    expect(sessionsOf(await search(`deja paye ${token}`))).toEqual([sessionId]);
    expect(sessionsOf(await search(`DÉJÀ ${token}`))).toEqual([sessionId]);
  });

  it("lists the newest activity first", async () => {
    const token = word("order");
    const older = await seed({}, [`first ${token}`], { at: Date.now() - 3 * DAY_MS });
    const newer = await seed({}, [`second ${token}`], { at: Date.now() - DAY_MS });
    expect(sessionsOf(await search(token))).toEqual([newer, older]);
  });

  it(`leaves out conversations older than ${SEARCH_DAYS} days, by text and by visitor`, async () => {
    const token = word("stale");
    const email = `${token}@example.com`;
    const old = await seed({ email }, [`about ${token}`], {
      at: Date.now() - (SEARCH_DAYS + 1) * DAY_MS,
    });
    const recent = await seed({ email }, [`about ${token}`], {
      at: Date.now() - (SEARCH_DAYS - 1) * DAY_MS,
    });
    expect(sessionsOf(await search(token))).toEqual([recent]);
    expect(sessionsOf(await search(email))).toEqual([recent]);
    expect(sessionsOf(await search(email))).not.toContain(old);
  });

  it("reads FTS query syntax and LIKE wildcards as plain text, never as a failure", async () => {
    const token = word("syntax");
    const sessionId = await seed({ name: "Plain Name", telegram: "@plainhandle" }, [
      `what about ${token} then: near, or not, and body`,
    ]);
    const queries = [
      `"`,
      `"${token}`,
      `${token}"`,
      `*`,
      `${token}*`,
      `NEAR`,
      `NEAR(${token} then)`,
      `-`,
      `-${token}`,
      `(`,
      `(${token}`,
      `${token} OR`,
      `AND ${token}`,
      `NOT`,
      `body:${token}`,
      `^${token}`,
      `'`,
      `\\`,
      `+`,
      `{a b}:${token}`,
    ];
    for (const query of queries) {
      const res = await asAgent(`/api/agent/search?q=${encodeURIComponent(query)}`);
      expect(res.status, query).toBe(200);
      const { results } = searchResponse.parse(await res.json());
      if (query.includes(token) && !query.startsWith("{")) {
        expect(sessionsOf(results), query).toContain(sessionId);
      }
    }
    // % and _ are no wildcards: they match only themselves.
    for (const query of ["%", "_", "Plain%Name", "Plain_Name"]) {
      expect(sessionsOf(await search(query)), query).not.toContain(sessionId);
    }
  });

  it("refuses an empty or over-long query with a message in the agent's language", async () => {
    for (const q of ["", "   ", "x".repeat(101)]) {
      const res = await asAgent(`/api/agent/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        message: messages.en.agent.search.errors.query,
      });
    }
    const missing = await asAgent(`/api/agent/search`, { "Accept-Language": "fr-FR,fr;q=0.9" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: messages.fr.agent.search.errors.query });
    expect((await asAgent(`/api/agent/search?q=${"x".repeat(100)}`)).status).toBe(200);
  });

  it("is for signed-in agents only, and never cached", async () => {
    const token = word("secret");
    await seed({}, [token]);
    for (const path of [
      `/api/agent/search?q=${token}`,
      `/api/agent/history?email=jane%40example.com`,
    ]) {
      const res = await send(new Request(`${origin}${path}`));
      expect(res.status, path).toBe(401);
      expect(await res.text()).not.toContain(token);
      const forged = await send(
        new Request(`${origin}${path}`, { headers: { Cookie: `${cookie.split("=")[0]}=forged` } }),
      );
      expect(forged.status, path).toBe(401);
    }
    const res = await asAgent(`/api/agent/search?q=${token}`);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("GET /api/agent/history", () => {
  it("lists the visitor's other conversations by email, newest first, with their first words", async () => {
    const email = `${word("again")}@example.com`;
    const first = await seed({ email }, ["My first question about SEPA", "Answered"], {
      at: Date.now() - 200 * DAY_MS,
    });
    const second = await seed({ email }, ["Second time I write"], { at: Date.now() - 2 * DAY_MS });
    const current = await seed({ email }, ["Now a third one"], { status: "open" });
    await seed({ email: `other-${email}` }, ["Someone else"]);

    const res = await asAgent(
      `/api/agent/history?email=${encodeURIComponent(email.toUpperCase())}&except=${current}`,
    );
    expect(res.status).toBe(200);
    const { conversations } = historyResponse.parse(await res.json());
    expect(sessionsOf(conversations)).toEqual([second, first]);
    expect(conversations.map((c) => c.firstWords)).toEqual([
      "Second time I write",
      "My first question about SEPA",
    ]);

    const all = historyResponse.parse(
      await (await asAgent(`/api/agent/history?email=${encodeURIComponent(email)}`)).json(),
    );
    expect(sessionsOf(all.conversations)).toEqual([current, second, first]);
  });

  it("refuses what is not an email or a session id", async () => {
    for (const query of ["", "email=", "email=not-an-email", "email=a%40b.co&except=nope"]) {
      const res = await asAgent(`/api/agent/history?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ message: messages.en.agent.search.errors.email });
    }
  });
});
