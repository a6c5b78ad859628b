import {
  createExecutionContext,
  createMessageBatch,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { handleNotifyBatch } from "#app/features/notifications/notify.server";
import { app } from "#worker/index";
import {
  agentRoomSocket,
  closeSocketsAfterEach,
  eventually,
  joinedVisitor,
  newSessionId,
  say,
} from "./chat-helpers";
import { signedInAgents } from "./agent-sessions";
import { get, origin } from "./helpers";

/**
 * A visitor's transcript by email and an agent's download: the room's answers to the visitor's
 * `transcript` frame, the text each side gets (internal notes for agents only), and what the
 * NOTIFY consumer posts to the mail provider.
 */

const track = closeSocketsAfterEach();
const MAIL_API = "https://mail.test/v1/send";

/**
 * The rooms and the Worker's own queue consumer read MAIL_API_URL from the env this test file
 * shares with them: set for one test, then put back (unset: email is not configured).
 */
async function withMailApi<T>(run: () => Promise<T>): Promise<T> {
  env.MAIL_API_URL = MAIL_API;
  try {
    return await run();
  } finally {
    delete env.MAIL_API_URL;
  }
}

/** What reached the mail API through the global fetch (the Worker's consumer runs in this isolate). */
function fakeMailApi() {
  const received: Array<{ url: string; auth: string | null; body: Record<string, string> }> = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(MAIL_API)) return realFetch(input, init);
    received.push({
      url: request.url,
      auth: request.headers.get("Authorization"),
      body: await request.json(),
    });
    return Response.json({ id: "fake-mail" }, { status: 202 });
  });
  return received;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A conversation: the visitor asked, an agent answered, and an agent left a note. */
async function conversation(note = `Internal: check refund ${crypto.randomUUID()}`) {
  const sessionId = newSessionId();
  const email = `transcript-${crypto.randomUUID()}@example.com`;
  const visitor = track(await joinedVisitor(sessionId, { name: "Jane", email }));
  say(visitor, "Can I pay in two instalments?");
  await visitor.next("message", (m) => m.sender === "user");
  const agent = track(await agentRoomSocket(sessionId, "ana@subnova.test"));
  say(agent, "Yes, from your dashboard.");
  await visitor.next("message", (m) => m.sender === "support");
  const noteId = crypto.randomUUID();
  agent.send({ t: "note", id: noteId, text: note });
  await agent.next("message", (m) => m.id === noteId);
  return { sessionId, email, note, visitor, agent };
}

describe("a visitor's transcript request", () => {
  it("is queued, and the mail API receives the transcript without the note", async () => {
    const received = fakeMailApi();
    const { visitor, agent, email, note } = await conversation();
    agent.send({ t: "close" });
    await visitor.next("conversation", (frame) => frame.status === "closed");
    await withMailApi(async () => {
      visitor.send({ t: "transcript" });
      expect(await visitor.next("transcript")).toEqual({ t: "transcript", status: "queued" });
      const mail = await eventually(
        () => received.find((entry) => entry.body.to === email),
        (entry) => entry !== undefined,
        20_000,
      );
      expect(mail?.body.text).toContain("Can I pay in two instalments?");
      expect(mail?.body.text).toContain("Yes, from your dashboard.");
      expect(mail?.body.text).not.toContain(note);
    });
  });

  it("answers not_configured without MAIL_API_URL", async () => {
    const { visitor } = await conversation();
    visitor.send({ t: "transcript" });
    expect(await visitor.next("transcript")).toEqual({
      t: "transcript",
      status: "not_configured",
    });
  });

  it("answers unavailable in a room where nobody wrote yet", async () => {
    const visitor = track(await joinedVisitor(newSessionId()));
    await withMailApi(async () => {
      visitor.send({ t: "transcript" });
      expect(await visitor.next("transcript")).toEqual({ t: "transcript", status: "unavailable" });
    });
  });

  it("is also taken over HTTP for the polling fallback, three a day at most", async () => {
    const { sessionId } = await conversation();
    const ask = () =>
      get(`/parties/chat-room/${sessionId}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify({ t: "transcript" }),
      });
    const unconfigured = await ask();
    expect(await unconfigured.json()).toEqual({ t: "transcript", status: "not_configured" });
    await withMailApi(async () => {
      fakeMailApi();
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await ask());
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 429]);
      expect(await answers[3]?.json()).toEqual({ t: "error", code: "rate_limited" });
    });
  });

  it("is not an agent's to ask", async () => {
    const { agent } = await conversation();
    agent.send({ t: "transcript" });
    expect(await agent.next("error")).toEqual({ t: "error", code: "forbidden" });
  });
});

describe("the agent's download", () => {
  let agentEnv: Env;
  let cookie = "";

  beforeAll(async () => {
    const agents = await signedInAgents(["ana@subnova.test"]);
    agentEnv = agents.env;
    cookie = agents.cookies["ana@subnova.test"] ?? "";
  });

  async function asAgent(path: string, headers: Record<string, string> = { Cookie: cookie }) {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${origin}${path}`, { headers }), agentEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("is the text file of the whole conversation, notes included and marked", async () => {
    const { sessionId, note } = await conversation();
    const res = await asAgent(`/agent-parties/chat-room/${sessionId}?format=text`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="subnova-chat-${day}-${sessionId.slice(0, 8)}.txt"`,
    );
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const text = await res.text();
    expect(text).toContain("Visitor: Jane");
    expect(text).toContain("Can I pay in two instalments?");
    expect(text).toContain("Yes, from your dashboard.");
    expect(text).toMatch(new RegExp(`\\] Internal note by Ana\n${note}`));
  });

  it("is for signed-in agents only", async () => {
    const { sessionId } = await conversation();
    const res = await asAgent(`/agent-parties/chat-room/${sessionId}?format=text`, {});
    expect(res.status).toBe(401);
  });

  it("is never what a visitor's route answers, and a visitor never reads the note", async () => {
    const { sessionId, note } = await conversation();
    const res = await get(`/parties/chat-room/${sessionId}?format=text`);
    expect(res.status).toBe(403);
    const body = await res.text();
    expect(body).not.toContain(note);
    expect(body).not.toContain("Yes, from your dashboard.");
    // The visitor's own poll has the conversation, not the note.
    const poll = await (await get(`/parties/chat-room/${sessionId}`)).text();
    expect(poll).toContain("Yes, from your dashboard.");
    expect(poll).not.toContain(note);
  });
});

describe("the NOTIFY consumer", () => {
  async function consume(sessionId: string, answer: Response) {
    const posted: Array<{ url: string; init: RequestInit | undefined }> = [];
    const fetcher: typeof fetch = async (input, init) => {
      posted.push({ url: String(input), init });
      return answer;
    };
    const batch = createMessageBatch("subnova-notify", [
      {
        id: crypto.randomUUID(),
        timestamp: new Date(),
        attempts: 1,
        body: { kind: "transcript", sessionId },
      },
    ]);
    const ctx = createExecutionContext();
    const mailEnv: Env = {
      ...env,
      MAIL_API_URL: MAIL_API,
      MAIL_API_KEY: "mail-key-not-a-secret",
      MAIL_FROM: "support@subnova.example",
    };
    await handleNotifyBatch(batch, mailEnv, fetcher);
    return { posted, result: await getQueueResult(batch, ctx), id: batch.messages[0]?.id };
  }

  it("posts the visitor's transcript to the mail API with the key as a Bearer token", async () => {
    const { sessionId, email, note } = await conversation();
    const { posted, result, id } = await consume(sessionId, new Response(null, { status: 202 }));
    expect(result).toMatchObject({ explicitAcks: [id], retryMessages: [] });
    expect(posted).toHaveLength(1);
    const [call] = posted;
    expect(call?.url).toBe(MAIL_API);
    expect(new Headers(call?.init?.headers).get("Authorization")).toBe(
      "Bearer mail-key-not-a-secret",
    );
    const body = JSON.parse(String(call?.init?.body)) as Record<string, string>;
    expect(body).toMatchObject({
      from: "support@subnova.example",
      to: email,
      subject: expect.stringMatching(/^Your conversation with Subnova on /),
    });
    expect(body.text).toContain("Can I pay in two instalments?");
    expect(body.text).not.toContain(note);
  });

  it("logs a provider's 4xx and does not retry it; retries a 5xx", async () => {
    const { sessionId, email } = await conversation();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const refused = await consume(sessionId, new Response("bad address", { status: 422 }));
    expect(refused.result.retryMessages).toEqual([]);
    expect(refused.result.explicitAcks).toEqual([refused.id]);
    const lines = logged.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
    expect(lines).toContain("transcript_mail_refused");
    // Never the address or the text in a log line.
    expect(lines).not.toContain(email);
    expect(lines).not.toContain("instalments");

    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failed = await consume(sessionId, new Response(null, { status: 503 }));
    expect(failed.result.retryMessages).toEqual([{ msgId: failed.id }]);
  });
});
