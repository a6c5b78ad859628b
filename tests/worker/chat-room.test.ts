import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import en from "#locales/en/blocks/chatRoom.json";
import fr from "#locales/fr/blocks/chatRoom.json";
import { endOfDay, shiftYears } from "#app/lib/retention";
import {
  HISTORY_PAGE_SIZE,
  MAX_TEXT_LENGTH,
  parseServerFrame,
  type PollResponse,
  RATE_LIMIT,
} from "#party/protocol";
import {
  agentInboxSocket,
  agentRoomSocket,
  eventually,
  joinedVisitor,
  newSessionId,
  profile,
  uniqueIp,
  visitorSocket,
  closeSocketsAfterEach,
  say,
} from "./chat-helpers";
import { get, origin } from "./helpers";

/**
 * Real ChatRoom and SupportInbox Durable Objects, driven through the Worker's public route (the
 * visitor) and as the agent route hands agents over (role headers set after sign-in).
 */

const track = closeSocketsAfterEach();

const roomStub = (sessionId: string) => getServerByName(env.ChatRoom, sessionId);

/**
 * The visitor's own messages: with no agent online the room adds its notice (a system message)
 * after the first one, which the tests about ordering and storage are not about.
 */
const fromVisitor = <M extends { sender: string }>(messages: M[]) =>
  messages.filter((m) => m.sender === "user");

describe("join", () => {
  it("a joined visitor gets session_created with the room's id; a repeat join keeps where they started", async () => {
    const sessionId = newSessionId();
    const visitor = track(await visitorSocket(sessionId));
    // Every connect starts with the history (empty here) and the availability.
    expect(await visitor.next("history")).toEqual({ t: "history", messages: [], hasMore: false });
    expect(await visitor.next("status")).toEqual({ t: "status", agentsOnline: false });

    visitor.send({ t: "join", ...profile({ name: "Jane" }) });
    expect(await visitor.next("session_created")).toEqual({ t: "session_created", sessionId });
    visitor.send({ t: "join", ...profile({ name: "Jane", page: "/en/about" }) });
    expect(await visitor.next("session_created")).toEqual({ t: "session_created", sessionId });

    const summary = await (await roomStub(sessionId)).summary();
    // The page of the first join is where the conversation started; the latest is where they are.
    expect(summary.profile).toEqual(profile({ name: "Jane" }));
    expect(summary.currentPage).toBe("/en/about");
    expect(summary.status).toBe("open");
  });

  it("a message before join is refused with not_joined and not stored", async () => {
    const sessionId = newSessionId();
    const visitor = track(await visitorSocket(sessionId));
    const id = say(visitor, "hello?");
    expect(await visitor.next("error")).toEqual({ t: "error", code: "not_joined", id });
    const later = track(await visitorSocket(sessionId));
    expect((await later.next("history")).messages).toEqual([]);
  });

  it("refuses a join whose email or Telegram breaks the pre-chat rules", async () => {
    const visitor = track(await visitorSocket(newSessionId()));
    visitor.send({ t: "join", ...profile({ email: "not an email" }) });
    expect(await visitor.next("error")).toEqual({ t: "error", code: "invalid" });
    visitor.send({ t: "join", ...profile({ telegram: "jane" }) });
    expect(await visitor.next("error")).toEqual({ t: "error", code: "invalid" });
  });
});

describe("messages", () => {
  it("a message is stored with the next seq and broadcast to every socket of the room", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    const secondTab = track(await visitorSocket(sessionId));
    const before = Date.now();
    const id = say(visitor, "  Hello, do you support Shopify?  ");
    const mine = await visitor.next("message");
    expect(mine).toMatchObject({
      id,
      seq: 1,
      sender: "user",
      text: "Hello, do you support Shopify?",
    });
    expect(mine.timestamp).toBeGreaterThanOrEqual(before);
    expect(await secondTab.next("message")).toEqual(mine);
  });

  it("a resent id is stored once; only the sender hears the stored copy again", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    const otherTab = track(await visitorSocket(sessionId));
    const id = say(visitor, "first try");
    const stored = await visitor.next("message");
    say(visitor, "first try (retried)", id);
    expect(await visitor.next("message", (m) => m.id === id)).toEqual(stored);
    await otherTab.next("message");
    await otherTab.settle();
    expect(fromVisitor(otherTab.all("message"))).toHaveLength(1);
    const reader = track(await visitorSocket(sessionId));
    const { t: _t, ...storedMessage } = stored;
    expect(fromVisitor((await reader.next("history")).messages)).toEqual([storedMessage]);
  });

  it("many resends of one pending message at once still store it once", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    const tabs = [
      visitor,
      track(await visitorSocket(sessionId)),
      track(await visitorSocket(sessionId)),
    ];
    const id = crypto.randomUUID();
    for (const tab of tabs)
      for (let i = 0; i < 3; i++) tab.send({ t: "send_message", id, text: "once" });
    await visitor.next("message");
    await visitor.settle(300);
    const reader = track(await visitorSocket(sessionId));
    const { messages } = await reader.next("history");
    expect(fromVisitor(messages).map((m) => m.id)).toEqual([id]);
  });

  it("blank text is refused; text over the cap is refused, nothing stored", async () => {
    const visitor = track(await joinedVisitor(newSessionId()));
    const blank = say(visitor, " \n\t ");
    expect(await visitor.next("error")).toEqual({ t: "error", code: "invalid", id: blank });
    const long = say(visitor, "x".repeat(MAX_TEXT_LENGTH + 1));
    expect(await visitor.next("error")).toEqual({ t: "error", code: "too_long", id: long });
    const longest = say(visitor, "x".repeat(MAX_TEXT_LENGTH));
    expect(await visitor.next("message")).toMatchObject({ id: longest, seq: 1 });
  });

  it("malformed frames get an invalid error and change nothing", async () => {
    const visitor = track(await joinedVisitor(newSessionId()));
    for (const raw of [
      "not json",
      "{}",
      JSON.stringify({ t: "send_message", text: "no id" }),
      JSON.stringify({ t: "nope" }),
    ]) {
      visitor.ws.send(raw);
      expect(await visitor.next("error")).toEqual({ t: "error", code: "invalid" });
    }
  });

  it(`rate-limits each connection to ${RATE_LIMIT.messages} messages per ${RATE_LIMIT.windowMs / 1000} s`, async () => {
    const visitor = track(await joinedVisitor(newSessionId()));
    const ids = Array.from({ length: RATE_LIMIT.messages + 1 }, (_, i) =>
      say(visitor, `message ${i + 1}`),
    );
    const limited = await visitor.next("error");
    expect(limited).toEqual({ t: "error", code: "rate_limited", id: ids.at(-1) });
    expect(fromVisitor(visitor.all("message"))).toHaveLength(RATE_LIMIT.messages);
  });

  it("refills the budget over time, so a sender who kept the pace is not refused for a bunch", async () => {
    const visitor = track(await joinedVisitor(newSessionId()));
    for (let i = 0; i < RATE_LIMIT.messages; i++) say(visitor, `burst ${i + 1}`);
    await visitor.next("message", (m) => m.text === `burst ${RATE_LIMIT.messages}`);
    // Two messages' worth of time later, two arriving together both go through; a third does not.
    await visitor.settle((2 * RATE_LIMIT.windowMs) / RATE_LIMIT.messages + 100);
    const ids = ["late 1", "late 2", "late 3"].map((text) => say(visitor, text));
    await visitor.next("message", (m) => m.text === "late 2");
    expect(await visitor.next("error")).toEqual({ t: "error", code: "rate_limited", id: ids[2] });
    expect(visitor.all("error")).toHaveLength(1);
  });
});

describe("history and resync", () => {
  it("a connect with ?after= gets only the messages after that seq, in order", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    // An agent is online, so the transcript holds only these three.
    track(await agentInboxSocket());
    await visitor.next("status", (s) => s.agentsOnline);
    for (const text of ["one", "two", "three"]) {
      say(visitor, text);
      await visitor.next("message", (m) => m.text === text);
    }
    const resumed = track(await visitorSocket(sessionId, { after: 1 }));
    const { messages, hasMore } = await resumed.next("history");
    expect(messages.map((m) => [m.seq, m.text])).toEqual([
      [2, "two"],
      [3, "three"],
    ]);
    expect(hasMore).toBe(false);
  });

  it(`pages long transcripts by ${HISTORY_PAGE_SIZE} with hasMore`, async () => {
    const sessionId = newSessionId();
    const stub = await roomStub(sessionId);
    const visitor = track(await joinedVisitor(sessionId));
    visitor.close();
    for (let i = 0; i < HISTORY_PAGE_SIZE + 5; i++) {
      const result = await stub.sendMessage(
        { side: "user" },
        `bulk-${i}-${sessionId.slice(0, 8)}`,
        `m${i}`,
      );
      expect("message" in result).toBe(true);
    }
    const first = track(await visitorSocket(sessionId));
    const page = await first.next("history");
    expect(page.messages).toHaveLength(HISTORY_PAGE_SIZE);
    expect(page.hasMore).toBe(true);
    const second = track(await visitorSocket(sessionId, { after: page.messages.at(-1)?.seq }));
    const rest = await second.next("history");
    // The notice took one seq after the first message; nothing is skipped or repeated.
    expect(fromVisitor(rest.messages).map((m) => m.text)).toEqual([
      "m199",
      "m200",
      "m201",
      "m202",
      "m203",
      "m204",
    ]);
    const seqs = [...page.messages, ...rest.messages].map((m) => m.seq);
    expect(seqs).toEqual(Array.from({ length: HISTORY_PAGE_SIZE + 6 }, (_, i) => i + 1));
    expect(rest.hasMore).toBe(false);
  });

  it("pending messages sent after a disconnect arrive once; the resynced client sees each once", async () => {
    const sessionId = newSessionId();
    const first = await joinedVisitor(sessionId);
    say(first, "before the cut");
    await first.next("message");
    const seen = await first.next("message", (m) => m.sender === "system");
    first.close();
    // Offline, the widget kept two pending messages; on reconnect it resends both (one twice).
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const again = track(await visitorSocket(sessionId, { after: seen.seq }));
    expect((await again.next("history")).messages).toEqual([]);
    for (const id of [a, b, a])
      again.send({ t: "send_message", id, text: `pending ${id === a ? "a" : "b"}` });
    await again.next("message", (m) => m.id === a);
    await again.next("message", (m) => m.id === b);
    await again.settle(300);
    const fresh = track(await visitorSocket(sessionId));
    const texts = fromVisitor((await fresh.next("history")).messages).map((m) => m.text);
    expect(texts).toEqual(["before the cut", "pending a", "pending b"]);
  });

  it("the transcript survives the Durable Object being reset (eviction, deploy, crash)", async () => {
    const sessionId = newSessionId();
    const visitor = await joinedVisitor(sessionId, { name: "Evicted" });
    say(visitor, "remember me");
    await visitor.next("message");
    const stub = await roomStub(sessionId);
    await runInDurableObject(stub, (_instance, state) => {
      state.abort("simulated eviction");
    }).catch(() => undefined);
    const back = track(await visitorSocket(sessionId));
    const { messages } = await back.next("history");
    expect(messages.map((m) => m.text)).toEqual(["remember me", en.noAgentOnline]);
    const summary = await (await roomStub(sessionId)).summary();
    expect(summary.profile?.name).toBe("Evicted");
    // And the session goes on: the next message takes the next seq.
    back.send({ t: "send_message", id: crypto.randomUUID(), text: "still here" });
    expect((await back.next("message")).seq).toBe(3);
  });
});

describe("HTTP polling fallback", () => {
  const poll = (sessionId: string, after = 0) =>
    get(`/parties/chat-room/${sessionId}?after=${after}`, { headers: { Origin: origin } });
  const post = (sessionId: string, body: unknown, ip = uniqueIp()) =>
    get(`/parties/chat-room/${sessionId}`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(body),
    });

  it("GET ?after= answers the missing messages; POST sends idempotently", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    say(visitor, "over the socket");
    await visitor.next("message");
    await visitor.next("message", (m) => m.sender === "system");
    const id = crypto.randomUUID();
    const created = await post(sessionId, { t: "send_message", id, text: "over HTTP" });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id, seq: 3, sender: "user", text: "over HTTP" });
    const repeated = await post(sessionId, { t: "send_message", id, text: "over HTTP" });
    expect(repeated.status).toBe(200);
    // The socket side hears the HTTP message too.
    expect(await visitor.next("message", (m) => m.id === id)).toMatchObject({ seq: 3 });

    const res = await poll(sessionId, 2);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as PollResponse;
    expect(body.messages.map((m) => m.text)).toEqual(["over HTTP"]);
    expect(body.hasMore).toBe(false);
    expect(body.agentsOnline).toBe(false);
  });

  it("POST before join is refused (409 not_joined); a bad frame is 400", async () => {
    const sessionId = newSessionId();
    const early = await post(sessionId, { t: "send_message", id: crypto.randomUUID(), text: "hi" });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: "not_joined" });
    const bad = await post(sessionId, { t: "typing" });
    expect(bad.status).toBe(400);
  });
});

describe("public routing", () => {
  it("a visitor claiming to be an agent through headers is still a visitor", async () => {
    const sessionId = newSessionId();
    const visitor = track(
      await visitorSocket(sessionId, {
        headers: { "x-chat-role": "agent", "x-agent-id": "mallory" },
      }),
    );
    await visitor.next("history");
    expect(visitor.all("room")).toEqual([]);
    visitor.send({ t: "claim" });
    expect(await visitor.next("error")).toEqual({ t: "error", code: "forbidden" });
    visitor.send({ t: "close" });
    expect(await visitor.next("error")).toEqual({ t: "error", code: "forbidden" });
  });

  it("refuses another site's POST, a non-UUID room and the inbox", async () => {
    const sessionId = newSessionId();
    const foreign = await get(`/parties/chat-room/${sessionId}`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    expect((await get(`/parties/chat-room/not-a-uuid?after=0`)).status).toBe(400);
    expect((await get(`/parties/support-inbox/main`)).status).toBe(404);
  });

  it("the agent prefix refuses anyone not signed in, sockets and HTTP alike", async () => {
    const sessionId = newSessionId();
    const socket = await get(`/agent-parties/chat-room/${sessionId}`, {
      headers: {
        Upgrade: "websocket",
        Origin: origin,
        "x-chat-role": "agent",
        "x-agent-id": "mallory",
      },
    });
    expect(socket.status).toBe(401);
    expect((await get(`/agent-parties/support-inbox/main`)).status).toBe(401);
  });

  it("429 once one IP opens too many sockets in a minute", async () => {
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000)
      await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 250));
    const ip = uniqueIp();
    const sessionId = newSessionId();
    for (let i = 0; i < 20; i++) track(await visitorSocket(sessionId, { ip }));
    const refused = await get(`/parties/chat-room/${sessionId}`, {
      headers: { Upgrade: "websocket", Origin: origin, "CF-Connecting-IP": ip },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
  });

  it("a socket to the inbox without the agent role is closed as forbidden", async () => {
    const stub = await getServerByName(env.SupportInbox, "main");
    const res = await stub.fetch(new Request(`${origin}/x`, { headers: { Upgrade: "websocket" } }));
    const ws = res.webSocket;
    if (!ws) throw new Error("no socket");
    const closed = new Promise<number>((resolve) =>
      ws.addEventListener("close", (e) => resolve(e.code)),
    );
    const frames: unknown[] = [];
    ws.addEventListener("message", (e) => frames.push(e.data));
    ws.accept();
    expect(await closed).toBe(4003);
    expect(frames).toEqual([]);
  });
});

describe("agents", () => {
  it("a whole conversation both ways, with typing relayed to the other side only", async () => {
    const sessionId = newSessionId();
    const inbox = track(await agentInboxSocket("alice@subnova.example"));
    expect((await inbox.next("snapshot")).agents).toEqual([
      { id: "alice@subnova.example", name: "Alice" },
    ]);
    const visitor = track(await joinedVisitor(sessionId, { name: "Jane", locale: "fr" }));
    // A visitor who only joined is no conversation yet: the list shows the room once they write.
    await inbox.settle();
    expect(inbox.all("room").filter((r) => r.room.sessionId === sessionId)).toEqual([]);
    say(visitor, "Bonjour !");
    const room = await inbox.next("room", (r) => r.room.sessionId === sessionId);
    expect(room.room).toMatchObject({
      profile: { name: "Jane", locale: "fr" },
      visitorOnline: true,
      unreadForAgents: 1,
      lastPreview: "Bonjour !",
    });

    const agent = track(await agentRoomSocket(sessionId, "alice@subnova.example"));
    expect((await agent.next("history")).messages.map((m) => m.text)).toEqual(["Bonjour !"]);
    expect(await agent.next("room")).toMatchObject({
      sessionId,
      claimedBy: null,
      visitorOnline: true,
    });

    visitor.send({ t: "typing" });
    expect(await agent.next("typing")).toEqual({ t: "typing", from: "user" });
    say(visitor, "Vous êtes là ?");
    await agent.next("message", (m) => m.sender === "user" && m.text === "Vous êtes là ?");
    agent.send({ t: "typing" });
    expect(await visitor.next("typing")).toEqual({ t: "typing", from: "support" });
    say(agent, "Bonjour Jane, comment puis-je vous aider ?");
    const reply = await visitor.next("message", (m) => m.sender === "support");
    expect(reply.text).toBe("Bonjour Jane, comment puis-je vous aider ?");
    await visitor.settle();
    // Nobody hears their own typing.
    expect(visitor.all("typing")).toHaveLength(1);
    expect(agent.all("typing")).toHaveLength(1);
    // Answering claims the conversation and reads it; the agent's room socket hears it too.
    expect(await agent.next("room", (r) => r.claimedBy !== null)).toMatchObject({
      claimedBy: "alice@subnova.example",
      unreadForAgents: 0,
    });
    const after = await inbox.next(
      "room",
      (r) => r.room.sessionId === sessionId && r.room.claimedBy !== null,
    );
    expect(after.room).toMatchObject({
      claimedBy: "alice@subnova.example",
      unreadForAgents: 0,
      lastSender: "support",
    });
    visitor.close();
    expect(await agent.next("room", (r) => !r.visitorOnline)).toMatchObject({ sessionId });
  });

  it("unread: visitor messages count for agents until an agent reads them; the visitor's read reaches their other tabs", async () => {
    const sessionId = newSessionId();
    const inbox = track(await agentInboxSocket());
    const visitor = track(await joinedVisitor(sessionId));
    for (const text of ["a", "b", "c"]) say(visitor, text);
    const counted = await inbox.next(
      "room",
      (r) => r.room.sessionId === sessionId && r.room.unreadForAgents === 3,
    );
    expect(counted.room.lastPreview).toBe("c");
    const agent = track(await agentRoomSocket(sessionId));
    const { messages } = await agent.next("history");
    agent.send({ t: "read", seq: messages.at(-1)?.seq ?? 0 });
    await inbox.next("room", (r) => r.room.sessionId === sessionId && r.room.unreadForAgents === 0);

    say(agent, "hello");
    const reply = await visitor.next("message", (m) => m.sender === "support");
    const otherTab = track(await visitorSocket(sessionId));
    visitor.send({ t: "read", seq: reply.seq });
    expect(await otherTab.next("read")).toEqual({ t: "read", by: "user", seq: reply.seq });
  });

  it("claim: a second agent cannot claim or answer a conversation another agent holds", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    const alice = track(await agentRoomSocket(sessionId, "alice@subnova.example"));
    const bob = track(await agentRoomSocket(sessionId, "bob@subnova.example"));
    alice.send({ t: "claim" });
    expect(await bob.next("room", (r) => r.claimedBy !== null)).toMatchObject({
      claimedBy: "alice@subnova.example",
    });
    bob.send({ t: "claim" });
    expect(await bob.next("error")).toEqual({ t: "error", code: "claimed" });
    const id = say(bob, "I'll take it");
    expect(await bob.next("error")).toEqual({ t: "error", code: "claimed", id });
    say(alice, "Alice here");
    await visitor.next("message", (m) => m.text === "Alice here");
    await visitor.settle();
    expect(visitor.all("message").map((m) => m.text)).toEqual(["Alice here"]);
  });

  it("close marks the conversation closed; a new visitor message reopens it", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    const agent = track(await agentRoomSocket(sessionId));
    await agent.next("room");
    agent.send({ t: "close" });
    await agent.next("room", (r) => r.status === "closed");
    say(visitor, "one more thing");
    await visitor.next("message");
    expect((await (await roomStub(sessionId)).summary()).status).toBe("open");
  });

  it("the inbox sends a snapshot on every connect with the conversations and agents online", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId, { name: "Snapshot" }));
    say(visitor, "waiting");
    await visitor.next("message");
    const inbox = await eventually(
      async () => {
        const socket = track(await agentInboxSocket("carol@subnova.example"));
        const snapshot = await socket.next("snapshot");
        return { socket, snapshot };
      },
      ({ snapshot }) =>
        snapshot.rooms.some((r) => r.sessionId === sessionId && r.unreadForAgents === 1),
    );
    expect(inbox.snapshot.agents).toEqual([{ id: "carol@subnova.example", name: "Carol" }]);
    const second = track(await agentInboxSocket("dave@subnova.example"));
    expect((await second.next("snapshot")).agents).toEqual([
      { id: "carol@subnova.example", name: "Carol" },
      { id: "dave@subnova.example", name: "Dave" },
    ]);
    await inbox.socket.next("agents", (f) => f.agents.length === 2);
    second.close();
    expect(await inbox.socket.next("agents", (f) => f.agents.length === 1)).toEqual({
      t: "agents",
      agents: [{ id: "carol@subnova.example", name: "Carol" }],
    });
  });
});

describe("no agent online", () => {
  it("the visitor gets one honest notice in their language and can keep writing", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId, { locale: "fr" }));
    say(visitor, "Il y a quelqu’un ?");
    await visitor.next("message", (m) => m.sender === "user");
    const notice = await visitor.next("message", (m) => m.sender === "system");
    expect(notice.text).toBe(fr.noAgentOnline);
    // Agents' list previews the visitor's words, not the notice written after them.
    expect(await (await roomStub(sessionId)).summary()).toMatchObject({
      lastPreview: "Il y a quelqu’un ?",
      lastSender: "user",
    });
    say(visitor, "Je réessaie");
    say(visitor, "Et encore");
    await visitor.next("message", (m) => m.text === "Et encore");
    await visitor.settle();
    expect(visitor.all("message").filter((m) => m.sender === "system")).toHaveLength(1);
  });

  it("no notice while an agent is online; visitors hear when agents come and go", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    const inbox = await agentInboxSocket();
    expect(await visitor.next("status", (s) => s.agentsOnline)).toEqual({
      t: "status",
      agentsOnline: true,
    });
    say(visitor, "hello");
    await visitor.next("message");
    await visitor.settle(300);
    expect(visitor.all("message").map((m) => m.sender)).toEqual(["user"]);
    inbox.close();
    expect(await visitor.next("status", (s) => !s.agentsOnline)).toEqual({
      t: "status",
      agentsOnline: false,
    });
    expect(en.noAgentOnline).toMatch(/online/);
  });
});

describe("the team alert (3 minutes unread)", () => {
  const alertRow = (sessionId: string) =>
    env.DB.prepare("SELECT * FROM chat_alerts WHERE session_id = ?")
      .bind(sessionId)
      .all<Record<string, unknown>>();

  it("a visitor message unread when the alarm fires becomes one alert with the visitor's details", async () => {
    const sessionId = newSessionId();
    const visitor = track(
      await joinedVisitor(sessionId, { name: "Waiting", email: "wait@example.com" }),
    );
    say(visitor, "anyone?");
    await visitor.next("message");
    say(visitor, "hello??");
    await visitor.next("message", (m) => m.text === "hello??");
    // The no-agent notice sits between them in the transcript, not in the alert.
    const stub = await roomStub(sessionId);
    const alarm = await runInDurableObject(stub, (_i, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    const firstAt = visitor.all("message")[0]?.timestamp ?? 0;
    expect(alarm).toBe(firstAt + 3 * 60 * 1000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const { results } = await alertRow(sessionId);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      seq: 1,
      name: "Waiting",
      email: "wait@example.com",
      messages: JSON.stringify(["anyone?", "hello??"]),
    });
    // A random id, not one made from the room id.
    expect(results[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(results[0]?.id).not.toContain(sessionId);
    // Nothing more is unread-and-new: the only alarm left is the end of the retention period,
    // three years after the last message, and running it now raises no second alert.
    const lastAt = Math.max(...visitor.all("message").map((m) => m.timestamp));
    expect(await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())).toBe(
      shiftYears(endOfDay(lastAt), 3),
    );
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await alertRow(sessionId)).results).toHaveLength(1);
  });

  it("no alert when an agent read the message in time", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    say(visitor, "quick question");
    const message = await visitor.next("message");
    const agent = track(await agentRoomSocket(sessionId));
    await agent.next("history");
    agent.send({ t: "read", seq: message.seq });
    const stub = await roomStub(sessionId);
    await eventually(
      async () => (await stub.summary()).unreadForAgents,
      (n) => n === 0,
    );
    await runDurableObjectAlarm(stub);
    expect((await alertRow(sessionId)).results).toEqual([]);
  });

  it("frames parse on the client side too (the protocol's own check)", () => {
    expect(parseServerFrame(JSON.stringify({ t: "status", agentsOnline: true }))).toEqual({
      t: "status",
      agentsOnline: true,
    });
    expect(parseServerFrame("{")).toBeNull();
  });
});
