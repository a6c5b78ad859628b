import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { afterEach, describe, expect, it } from "vitest";
import { type ServerFrame } from "#party/protocol";
import {
  agentRoomSocket,
  eventually,
  joinedVisitor,
  newSessionId,
  profile,
  type TestSocket,
  uniqueIp,
  visitorSocket,
} from "./chat-helpers";
import { get, origin } from "./helpers";

/**
 * Issue 50, finding 1: nobody poses as support. Each test is an attacker's request through the
 * Worker's public route, as the security review sent it.
 */

const open: Array<{ close(): void }> = [];
const track = <S extends { close(): void }>(socket: S) => {
  open.push(socket);
  return socket;
};
afterEach(async () => {
  for (const socket of open.splice(0)) {
    try {
      socket.close();
    } catch {
      // Already closed by the test.
    }
  }
  const inbox = await getServerByName(env.SupportInbox, "main");
  await eventually(
    () => inbox.agentsOnline(),
    (online) => !online,
  );
});

const say = (socket: TestSocket<ServerFrame>, text: string, id = crypto.randomUUID()) => {
  socket.send({ t: "send_message", id, text });
  return id;
};

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

describe("a visitor cannot choose to be an agent (finding 1)", () => {
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

describe("connection ids are ours (finding 1, in depth)", () => {
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
