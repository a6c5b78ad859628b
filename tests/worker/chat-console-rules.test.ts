import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { CLOSE_FORBIDDEN, type PollResponse } from "#party/protocol";
import {
  agentInboxSocket,
  agentRoomSocket,
  closeSocketsAfterEach,
  eventually,
  joinedVisitor,
  newSessionId,
  profile,
  say,
  uniqueIp,
  visitorSocket,
} from "./chat-helpers";
import { get, origin } from "./helpers";

/**
 * The rules the support console relies on, as the rooms and the inbox enforce them: a note never
 * reaches a visitor, a blocked visitor cannot write or start again, a transfer changes who may
 * answer, and replies carry the agent's name but never their account.
 */
const track = closeSocketsAfterEach();

const poll = async (sessionId: string) => {
  const res = await get(`/parties/chat-room/${sessionId}?after=0`, { headers: { Origin: origin } });
  return (await res.json()) as PollResponse;
};

const post = (sessionId: string, text: string, ip = uniqueIp()) =>
  get(`/parties/chat-room/${sessionId}`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ t: "send_message", id: crypto.randomUUID(), text }),
  });

describe("names", () => {
  it("a reply shows the agent's name to the visitor, never their account; agents see both", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    say(visitor, "Hello?");
    const agent = track(
      await agentRoomSocket(sessionId, "camille@subnova.example", undefined, "Camille Martin"),
    );
    await agent.next("history");
    say(agent, "Hi, Camille here.");
    const reply = await visitor.next("message", (m) => m.sender === "support");
    expect(reply.author).toBe("Camille Martin");
    expect(reply).not.toHaveProperty("agentId");
    const echoed = await agent.next("message", (m) => m.sender === "support");
    expect(echoed).toMatchObject({ author: "Camille Martin", agentId: "camille@subnova.example" });
    // Also after a reload: the history and the poll keep the name and hide the account.
    const again = track(await visitorSocket(sessionId));
    const history = await again.next("history");
    expect(history.messages.find((m) => m.sender === "support")?.author).toBe("Camille Martin");
    expect(JSON.stringify(history)).not.toContain("camille@subnova.example");
    expect(JSON.stringify(await poll(sessionId))).not.toContain("camille@subnova.example");
    expect(await agent.next("room", (r) => r.claimedBy !== null)).toMatchObject({
      claimedBy: "camille@subnova.example",
      claimedByName: "Camille Martin",
      // The list previews the reply under her name.
      lastAuthor: "Camille Martin",
    });
  });
});

describe("internal notes", () => {
  it("a note reaches the agents' sockets only: never a visitor's socket, history or poll", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    say(visitor, "My card was declined");
    const alice = track(await agentRoomSocket(sessionId, "alice@subnova.example"));
    const ben = track(await agentRoomSocket(sessionId, "ben@subnova.example"));
    await alice.next("history");
    await ben.next("history");
    const noteId = crypto.randomUUID();
    alice.send({ t: "note", id: noteId, text: "Known issuer outage, see status page" });
    const note = await ben.next("message", (m) => m.id === noteId);
    expect(note).toMatchObject({
      sender: "note",
      author: "Alice",
      agentId: "alice@subnova.example",
    });
    await alice.next("message", (m) => m.id === noteId);
    // A reply after the note: the visitor gets the reply and nothing of the note.
    say(alice, "Let me check that for you.");
    await visitor.next("message", (m) => m.sender === "support");
    await visitor.settle(300);
    expect(visitor.all("message").map((m) => m.sender)).not.toContain("note");
    expect(JSON.stringify(visitor.frames)).not.toContain("issuer outage");
    const reloaded = track(await visitorSocket(sessionId));
    expect(JSON.stringify(await reloaded.next("history"))).not.toContain("issuer outage");
    expect(JSON.stringify(await poll(sessionId))).not.toContain("issuer outage");
    // A note neither claims the conversation nor shows as its last message.
    const summary = await (await getServerByName(env.ChatRoom, sessionId)).summary();
    expect(summary.lastPreview).toBe("Let me check that for you.");
    // Agents keep it in their transcript.
    const later = track(await agentRoomSocket(sessionId, "ben@subnova.example"));
    expect((await later.next("history")).messages.map((m) => m.text)).toContain(
      "Known issuer outage, see status page",
    );
  });

  it("a visitor cannot write a note", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    visitor.send({ t: "note", id: crypto.randomUUID(), text: "I am support" });
    expect(await visitor.next("error")).toEqual({ t: "error", code: "forbidden" });
    expect((await poll(sessionId)).messages).toEqual([]);
  });
});

describe("hand-offs", () => {
  it("a transfer changes who may answer; the receiving agent is told; an offline agent is refused", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId, { name: "Jane" }));
    say(visitor, "Can I pay by SEPA?");
    const benInbox = track(await agentInboxSocket("ben@subnova.example", "Ben Okafor"));
    await benInbox.next("snapshot");
    const alice = track(await agentRoomSocket(sessionId, "alice@subnova.example"));
    const ben = track(
      await agentRoomSocket(sessionId, "ben@subnova.example", undefined, "Ben Okafor"),
    );
    await alice.next("history");
    await ben.next("history");
    alice.send({ t: "claim" });
    await alice.next("room", (r) => r.claimedBy === "alice@subnova.example");
    // Ben may not answer Alice's conversation.
    const refused = say(ben, "I can help");
    expect(await ben.next("error", (e) => e.id === refused)).toMatchObject({ code: "claimed" });

    alice.send({ t: "transfer", to: "nobody@subnova.example" });
    expect(await alice.next("error")).toEqual({ t: "error", code: "agent_offline" });

    alice.send({ t: "transfer", to: "ben@subnova.example" });
    const told = await benInbox.next("transferred");
    expect(told).toEqual({
      t: "transferred",
      sessionId,
      from: { id: "alice@subnova.example", name: "Alice" },
      visitorName: "Jane",
    });
    expect(await alice.next("room", (r) => r.claimedBy === "ben@subnova.example")).toMatchObject({
      claimedByName: "Ben Okafor",
    });
    // Now Alice is the one refused, and Ben answers.
    const late = say(alice, "Still me");
    expect(await alice.next("error", (e) => e.id === late)).toMatchObject({ code: "claimed" });
    say(ben, "Ben here, yes you can.");
    expect((await visitor.next("message", (m) => m.sender === "support")).author).toBe(
      "Ben Okafor",
    );
    // Alice cannot release what she no longer holds; Ben can, and then anyone may answer.
    alice.send({ t: "release" });
    expect(await alice.next("error", (e) => e.code === "not_claimed")).toBeTruthy();
    ben.send({ t: "release" });
    await ben.next("room", (r) => r.claimedBy === null);
    say(alice, "Alice again");
    await visitor.next("message", (m) => m.text === "Alice again");
  });

  it("close and reopen: the visitor hears both", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    say(visitor, "thanks, all good");
    const agent = track(await agentRoomSocket(sessionId));
    await agent.next("history");
    agent.send({ t: "close" });
    expect(await visitor.next("conversation")).toEqual({ t: "conversation", status: "closed" });
    agent.send({ t: "reopen" });
    expect(await visitor.next("conversation", (f) => f.status === "open")).toBeTruthy();
    expect(await agent.next("room", (r) => r.status === "open")).toBeTruthy();
  });
});

describe("blocking", () => {
  it("a blocked visitor cannot post by socket or HTTP, nor start a new conversation by email or address", async () => {
    const sessionId = newSessionId();
    const ip = uniqueIp();
    const visitor = track(await visitorSocket(sessionId, { ip }));
    visitor.send({ t: "join", ...profile({ email: "troll@example.com" }) });
    await visitor.next("session_created");
    say(visitor, "spam spam spam");
    const agent = track(await agentRoomSocket(sessionId));
    await agent.next("history");
    agent.send({ t: "block", duration: "24h", reason: "Abusive messages" });
    const blocked = await visitor.next("blocked");
    expect(blocked.until).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(await agent.next("room", (r) => Boolean(r.blocked))).toMatchObject({
      blocked: { reason: "Abusive messages", by: "Alice" },
    });

    const id = say(visitor, "you can't stop me");
    expect(await visitor.next("error", (e) => e.id === id)).toMatchObject({ code: "blocked" });
    expect((await post(sessionId, "over http", ip)).status).toBe(403);
    const stored = (await poll(sessionId)).messages.filter((m) => m.sender === "user");
    expect(stored.map((m) => m.text)).toEqual(["spam spam spam"]);

    // A new room with the same email, from another address: refused at join, socket closed.
    const sameEmail = track(await visitorSocket(newSessionId()));
    sameEmail.send({ t: "join", ...profile({ email: "Troll@Example.com" }) });
    expect(await sameEmail.next("blocked")).toMatchObject({ t: "blocked" });
    await eventually(
      () => sameEmail.closed,
      (closed) => closed !== null,
    );
    expect(sameEmail.closed?.code).toBe(CLOSE_FORBIDDEN);
    // From the same address with another email: refused too.
    const sameAddress = track(await visitorSocket(newSessionId(), { ip }));
    sameAddress.send({ t: "join", ...profile({ email: "other@example.com" }) });
    expect(await sameAddress.next("blocked")).toMatchObject({ t: "blocked" });

    // Lifted: the visitor writes again and may start afresh.
    agent.send({ t: "unblock" });
    expect(await visitor.next("blocked", (b) => b.until === 0)).toBeTruthy();
    say(visitor, "sorry");
    await agent.next("message", (m) => m.text === "sorry");
    const fresh = track(await visitorSocket(newSessionId(), { ip }));
    fresh.send({ t: "join", ...profile({ email: "troll@example.com" }) });
    await fresh.next("session_created");
  });

  it("a block for good has no end; a visitor cannot block or unblock", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId, { email: "forever@example.com" }));
    visitor.send({ t: "block", duration: "forever", reason: "me" });
    expect(await visitor.next("error")).toEqual({ t: "error", code: "forbidden" });
    const agent = track(await agentRoomSocket(sessionId));
    await agent.next("history");
    agent.send({ t: "block", duration: "forever", reason: "Fraud attempts" });
    expect(await visitor.next("blocked")).toEqual({ t: "blocked", until: null });
    visitor.send({ t: "unblock" });
    expect(await visitor.next("error", (e) => e.code === "forbidden")).toBeTruthy();
    const row = await env.DB.prepare(
      `SELECT expires_at, reason, created_by FROM chat_blocks WHERE session_id = ?`,
    )
      .bind(sessionId)
      .first();
    expect(row).toEqual({
      expires_at: null,
      reason: "Fraud attempts",
      created_by: "alice@subnova.example",
    });
  });
});

describe("context", () => {
  it("the visitor's current page follows them; the start page and time zone stay", async () => {
    const sessionId = newSessionId();
    const visitor = track(
      await joinedVisitor(sessionId, { page: "/fr", timeZone: "Europe/Paris", locale: "fr" }),
    );
    say(visitor, "Bonjour");
    visitor.send({ t: "page", path: "/fr/checkout" });
    const room = await getServerByName(env.ChatRoom, sessionId);
    const summary = await eventually(
      () => room.summary(),
      (s) => s.currentPage === "/fr/checkout",
    );
    expect(summary.profile).toMatchObject({ page: "/fr", timeZone: "Europe/Paris", locale: "fr" });
    // An agent cannot pretend to be the visitor's browser.
    const agent = track(await agentRoomSocket(sessionId));
    await agent.next("history");
    agent.send({ t: "page", path: "/en/evil" });
    expect(await agent.next("error")).toEqual({ t: "error", code: "forbidden" });
  });
});

describe("the search index", () => {
  it("each conversation reaches D1 for search and reports a few seconds after its messages", async () => {
    const sessionId = newSessionId();
    const visitor = track(
      await joinedVisitor(sessionId, { name: "Zoé", email: "zoe@example.com" }),
    );
    say(visitor, "Avez-vous déjà intégré Klarna ?");
    const agent = track(await agentRoomSocket(sessionId));
    await agent.next("history");
    say(agent, "Oui, depuis 2024.");
    await visitor.next("message", (m) => m.sender === "support");
    const row = await eventually(
      () =>
        env.DB.prepare(
          `SELECT name, email, first_visitor_at, first_reply_at, first_reply_by FROM chat_conversations WHERE session_id = ?`,
        )
          .bind(sessionId)
          .first<Record<string, unknown>>(),
      (value) => value !== null && value.first_reply_at !== null,
      15_000,
    );
    expect(row).toMatchObject({
      name: "Zoé",
      email: "zoe@example.com",
      first_reply_by: "alice@subnova.example",
    });
    const hits = await env.DB.prepare(
      `SELECT session_id FROM chat_search WHERE chat_search MATCH ?`,
    )
      .bind("deja")
      .all<{ session_id: string }>();
    expect(hits.results.map((r) => r.session_id)).toContain(sessionId);
  });
});
