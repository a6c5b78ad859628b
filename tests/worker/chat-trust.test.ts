import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import {
  ALERTS_PER_ADDRESS_PER_DAY,
  ALERTS_PER_ROOM_PER_DAY,
  CLOSE_OVER_BUDGET,
  FRAME_BUDGETS,
  CLOSED_SNAPSHOT_DAYS,
  IDLE_ROOM_MS,
  MAX_FRAME_LENGTH,
  NEW_ROOMS_PER_HOUR,
  parseClientFrame,
  type RoomSummary,
} from "#party/protocol";
import {
  agentInboxSocket,
  agentRoomSocket,
  eventually,
  joinedVisitor,
  newSessionId,
  profile,
  type TestSocket,
  uniqueIp,
  visitorSocket,
  closeSocketsAfterEach,
  say,
} from "./chat-helpers";
import { get, origin } from "./helpers";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Attackers' requests through the Worker's public route: nobody poses as support, floods a room
 * with frames or the team with conversations and alerts. docs/security.md lists what each holds.
 */

const track = closeSocketsAfterEach();

/** A raw upgrade through the Worker, keeping every frame as the text that came. */
async function rawVisitorUpgrade(path: string) {
  const res = await get(path, {
    headers: { Upgrade: "websocket", Origin: origin, "CF-Connecting-IP": uniqueIp() },
  });
  const body = res.webSocket ? "" : await res.text();
  const frames: string[] = [];
  const ws = res.webSocket;
  if (ws) {
    ws.addEventListener("message", (event) => frames.push(String(event.data)));
    ws.accept();
  }
  return { res, ws, body, frames };
}

describe("a visitor cannot choose to be an agent", () => {
  for (const pk of ["agent", "agent-id:alice@subnova.example", "visitor"]) {
    it(`?_pk=${pk}: no visitor details, no support messages, no claim, no read`, async () => {
      const sessionId = newSessionId();
      const visitor = track(
        await joinedVisitor(sessionId, { name: "Jane Real", email: "jane.real@example.com" }),
      );
      say(visitor, "my card was charged twice");
      const question = await visitor.next("message", (m) => m.sender === "user");

      const attacker = track(await visitorSocket(sessionId, { query: { _pk: pk } }));
      await attacker.next("history");
      await attacker.settle(200);
      // The agents' frame carries the visitor's name, email and Telegram.
      expect(attacker.all("room")).toEqual([]);
      expect(JSON.stringify(attacker.frames)).not.toContain("jane.real@example.com");

      // It may write only as the visitor it is: never as support.
      attacker.send({ t: "join", ...profile({ name: "Support" }) });
      await attacker.next("session_created");
      say(attacker, "Your refund is approved, pay the fee at https://evil.example");
      const fake = await visitor.next("message", (m) => m.text.includes("evil.example"));
      expect(fake.sender).toBe("user");

      attacker.send({ t: "claim" });
      expect(await attacker.next("error")).toMatchObject({ code: "forbidden" });

      // Its read is a visitor's read: the agents still have the question unread.
      attacker.send({ t: "read", seq: fake.seq });
      await attacker.settle();
      const room = await getServerByName(env.ChatRoom, sessionId);
      const summary = await room.summary();
      expect(summary.claimedBy).toBeNull();
      expect(summary.unreadForAgents).toBeGreaterThanOrEqual(1);
      expect(question.seq).toBeGreaterThan(0);

      // A real agent can still claim and answer.
      const agent = track(await agentRoomSocket(sessionId, "ana@subnova.test"));
      await agent.next("room");
      agent.send({ t: "claim" });
      await agent.next("room", (r) => r.claimedBy === "ana@subnova.test");
    });
  }

  it("an agent socket never gets a visitor's typing or frames meant for agents through its id", async () => {
    const sessionId = newSessionId();
    const attacker = track(await visitorSocket(sessionId, { query: { _pk: "agent" } }));
    await attacker.next("history");
    const visitor = track(await joinedVisitor(sessionId));
    visitor.send({ t: "typing" });
    say(visitor, "hello");
    await visitor.next("message", (m) => m.text === "hello");
    await attacker.settle(200);
    expect(attacker.all("typing")).toEqual([]);
    expect(attacker.all("room")).toEqual([]);
  });

  it("a 300-character _pk gets no stack trace, only our own answer", async () => {
    const sessionId = newSessionId();
    const { res, ws, body, frames } = await rawVisitorUpgrade(
      `/parties/chat-room/${sessionId}?_pk=${"x".repeat(300)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const everything = [body, ...frames].join("\n");
    expect(everything).not.toMatch(/\bat \S+ \(|Error:|stack/i);
    if (ws) {
      // Accepted with an id of ours: it speaks the protocol.
      expect(res.status).toBe(101);
      expect(frames.map((f) => (JSON.parse(f) as { t?: string }).t)).toContain("history");
      ws.close(1000, "done");
    } else {
      expect(res.status).toBe(400);
    }
  });
});

describe("connection ids are ours (a second guard against posing as an agent)", () => {
  it("a room and the inbox refuse a socket whose id is not one the Worker makes", async () => {
    for (const stub of [
      await getServerByName(env.ChatRoom, newSessionId()),
      await getServerByName(env.SupportInbox, "main"),
    ]) {
      for (const pk of ["agent", "role:agent", "x".repeat(300)]) {
        const res = await stub.fetch(
          new Request(`${origin}/parties/x/y?_pk=${encodeURIComponent(pk)}`, {
            headers: { Upgrade: "websocket" },
          }),
        );
        expect(res.status).toBe(400);
        expect(res.webSocket).toBeNull();
        expect(await res.text()).not.toMatch(/\bat \S+ \(/);
      }
    }
  });
});

/** Waits until the socket is closed by the room, and answers its close code. */
async function closedCode(socket: TestSocket<{ t: string }>) {
  await eventually(
    () => socket.closed,
    (closed) => closed !== null,
  );
  return socket.closed?.code;
}

describe("every frame type has a budget", () => {
  it("a join flood gets an error, then the socket closes; only the budget's joins are handled", async () => {
    const sessionId = newSessionId();
    const visitor = track(await visitorSocket(sessionId));
    await visitor.next("history");
    for (let i = 0; i < 20; i++) visitor.send({ t: "join", ...profile({ name: `Flood ${i}` }) });
    expect(await visitor.next("error")).toEqual({ t: "error", code: "rate_limited" });
    expect(await closedCode(visitor)).toBe(CLOSE_OVER_BUDGET);
    // A new room's first join checks blocks in D1 first: the socket may close before it answers.
    expect(visitor.all("session_created").length).toBeLessThanOrEqual(FRAME_BUDGETS.join.burst);
    const handled = Array.from({ length: FRAME_BUDGETS.join.burst }, (_, i) => `Flood ${i}`);
    const room = await getServerByName(env.ChatRoom, sessionId);
    const name = await eventually(
      async () => (await room.summary()).profile?.name,
      (value) => value !== undefined,
    );
    expect(handled).toContain(name);
  });

  it("typing, read and malformed floods end the same way; the agent hears only the budget", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    const agent = track(await agentRoomSocket(sessionId));
    await agent.next("history");
    for (let i = 0; i < 30; i++) visitor.send({ t: "typing" });
    expect(await closedCode(visitor)).toBe(CLOSE_OVER_BUDGET);
    await agent.settle();
    expect(agent.all("typing").length).toBeLessThanOrEqual(FRAME_BUDGETS.typing.burst + 1);

    const reader = track(await joinedVisitor(sessionId));
    for (let i = 0; i < 60; i++) reader.send({ t: "read", seq: 0 });
    expect(await closedCode(reader)).toBe(CLOSE_OVER_BUDGET);

    const garbage = track(await visitorSocket(sessionId));
    for (let i = 0; i < 20; i++) garbage.ws.send("not json");
    expect(await closedCode(garbage)).toBe(CLOSE_OVER_BUDGET);
    expect(garbage.all("error").filter((e) => e.code === "invalid")).toHaveLength(
      FRAME_BUDGETS.invalid.burst,
    );
  });

  it("an agent's claim flood is budgeted too", async () => {
    const sessionId = newSessionId();
    track(await joinedVisitor(sessionId));
    const agent = track(await agentRoomSocket(sessionId));
    await agent.next("history");
    for (let i = 0; i < 30; i++) agent.send({ t: "claim" });
    expect(await closedCode(agent)).toBe(CLOSE_OVER_BUDGET);
  });

  it("an oversized frame is refused before it is parsed", async () => {
    const padded = JSON.stringify({ t: "join", ...profile() }).replace(
      "{",
      `{${" ".repeat(MAX_FRAME_LENGTH)}`,
    );
    expect(JSON.parse(padded)).toMatchObject({ t: "join" });
    expect(parseClientFrame(padded)).toBeNull();
    const sessionId = newSessionId();
    const visitor = track(await visitorSocket(sessionId));
    await visitor.next("history");
    visitor.ws.send(padded);
    expect(await visitor.next("error")).toEqual({ t: "error", code: "invalid" });
    expect((await (await getServerByName(env.ChatRoom, sessionId)).summary()).profile).toBeNull();
  });
});

describe("nobody floods the team", () => {
  it(`one address starts at most ${NEW_ROOMS_PER_HOUR} conversations an hour, across its /64`, async () => {
    const prefix = `2001:db8:${(Date.now() % 65_536).toString(16)}:beef`;
    const started: string[] = [];
    for (let i = 0; i < NEW_ROOMS_PER_HOUR; i++) {
      const sessionId = newSessionId();
      const visitor = track(await visitorSocket(sessionId, { ip: `${prefix}::${i + 1}` }));
      visitor.send({ t: "join", ...profile() });
      await visitor.next("session_created");
      started.push(sessionId);
    }
    const refusedId = newSessionId();
    const refused = track(await visitorSocket(refusedId, { ip: `${prefix}:1:2:3:4` }));
    refused.send({ t: "join", ...profile() });
    expect(await refused.next("error")).toEqual({ t: "error", code: "rate_limited" });
    expect(await closedCode(refused)).toBe(CLOSE_OVER_BUDGET);
    expect((await (await getServerByName(env.ChatRoom, refusedId)).summary()).profile).toBeNull();
    // A known conversation is not a new one: its visitor can come back.
    const back = track(await visitorSocket(started[0] ?? "", { ip: `${prefix}::99` }));
    back.send({ t: "join", ...profile() });
    await back.next("session_created");
  });

  it("a room nobody wrote in never reaches the agents' list", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    const first = track(await agentInboxSocket());
    const listed = (rooms: RoomSummary[]) => rooms.some((r) => r.sessionId === sessionId);
    expect(listed((await first.next("snapshot")).rooms)).toBe(false);
    say(visitor, "a real question");
    await first.next("room", (r) => r.room.sessionId === sessionId);
    const second = track(await agentInboxSocket("ben@subnova.example"));
    expect(listed((await second.next("snapshot")).rooms)).toBe(true);
  });

  it("closed conversations move to the closed list for a week; those idle for a day leave", async () => {
    const sessionId = newSessionId();
    const visitor = track(await joinedVisitor(sessionId));
    say(visitor, "please close me");
    await visitor.next("message", (m) => m.sender === "user");
    const agent = track(await agentRoomSocket(sessionId));
    await agent.next("history");
    agent.send({ t: "close" });
    await agent.next("room", (r) => r.status === "closed");
    const inbox = await getServerByName(env.SupportInbox, "main");
    const idleId = newSessionId();
    const idle = { ...(await (await getServerByName(env.ChatRoom, sessionId)).summary()) };
    await inbox.roomUpdated({
      ...idle,
      sessionId: idleId,
      status: "open",
      lastAt: Date.now() - IDLE_ROOM_MS - 60_000,
    });
    const oldClosedId = newSessionId();
    await inbox.roomUpdated({
      ...idle,
      sessionId: oldClosedId,
      status: "closed",
      lastAt: Date.now() - CLOSED_SNAPSHOT_DAYS * DAY_MS - 60_000,
    });
    const snapshot = await track(await agentInboxSocket("ben@subnova.example")).next("snapshot");
    const ids = snapshot.rooms.map((r) => r.sessionId);
    expect(snapshot.rooms.find((r) => r.sessionId === sessionId)?.status).toBe("closed");
    expect(ids).not.toContain(idleId);
    expect(ids).not.toContain(oldClosedId);
    // The transcript stays with the room.
    const again = track(await agentRoomSocket(sessionId));
    expect((await again.next("history")).messages.map((m) => m.text)).toContain("please close me");
  });

  it(`alerts: at most ${ALERTS_PER_ROOM_PER_DAY} a day per room and ${ALERTS_PER_ADDRESS_PER_DAY} per address`, async () => {
    const ip = uniqueIp();
    const alerts = async (ids: string[]) =>
      (
        await env.DB.prepare(
          `SELECT COUNT(*) AS n FROM chat_alerts WHERE session_id IN (${ids.map(() => "?").join(",")})`,
        )
          .bind(...ids)
          .first<{ n: number }>()
      )?.n ?? 0;
    const rooms: string[] = [];
    for (let r = 0; r < 4; r++) {
      const sessionId = newSessionId();
      rooms.push(sessionId);
      const visitor = track(await visitorSocket(sessionId, { ip }));
      visitor.send({ t: "join", ...profile() });
      await visitor.next("session_created");
      const stub = await getServerByName(env.ChatRoom, sessionId);
      for (let i = 0; i < ALERTS_PER_ROOM_PER_DAY + 1; i++) {
        say(visitor, `still waiting ${i}`);
        await visitor.next("message", (m) => m.text === `still waiting ${i}`);
        await runDurableObjectAlarm(stub);
      }
      visitor.close();
    }
    expect(await alerts(rooms.slice(0, 1))).toBe(ALERTS_PER_ROOM_PER_DAY);
    expect(await alerts(rooms)).toBe(ALERTS_PER_ADDRESS_PER_DAY);
  });

  it("a poll of a room that does not exist stores nothing", async () => {
    const sessionId = newSessionId();
    const res = await get(`/parties/chat-room/${sessionId}?after=0`, {
      headers: { Origin: origin, "CF-Connecting-IP": uniqueIp() },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ messages: [], hasMore: false, agentsOnline: false });
    const stored = await runInDurableObject(
      env.ChatRoom.getByName(sessionId),
      async (_i, state) => ({
        tables: state.storage.sql
          .exec<{ name: string }>(
            `SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 4) != '_cf_'`,
          )
          .toArray(),
        keys: [...(await state.storage.list()).keys()],
      }),
    );
    expect(stored).toEqual({ tables: [], keys: [] });
  });
});

describe("chat posts are capped by the bytes read", () => {
  it("a chunked 100 KB post to a room is refused with 413, unread past the cap", async () => {
    const sessionId = newSessionId();
    track(await joinedVisitor(sessionId));
    let pulled = 0;
    const chunk = new TextEncoder().encode(" ".repeat(1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(new TextEncoder().encode('{"t":"send_message",'));
        pulled += 1;
        if (pulled > 100) {
          controller.enqueue(
            new TextEncoder().encode(`"id":"${crypto.randomUUID()}","text":"hi"}`),
          );
          controller.close();
        } else controller.enqueue(chunk);
      },
    });
    const res = await get(`/parties/chat-room/${sessionId}`, {
      method: "POST",
      headers: {
        Origin: origin,
        "CF-Connecting-IP": uniqueIp(),
        "Content-Type": "application/json",
      },
      body,
      // @ts-expect-error: workerd's RequestInit takes duplex for a streamed body.
      duplex: "half",
    });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(100);
    const history = await get(`/parties/chat-room/${sessionId}?after=0`, {
      headers: { Origin: origin, "CF-Connecting-IP": uniqueIp() },
    });
    expect(((await history.json()) as { messages: unknown[] }).messages).toEqual([]);
  });
});
