/**
 * `npm run bench:chat`: load test of the live chat against a local `wrangler dev`.
 *
 * Opens ROOMS visitor rooms at once, each with a signed-in agent on the same room, sends
 * MESSAGES messages each way per room, then prints how many were delivered and lost and the
 * visitor-to-agent round trip (visitor send -> agent receive) p50/p99. Exits 1 if anything is
 * lost, duplicated or refused.
 *
 * With BENCH_BASE_URL set it uses that server (and BENCH_AGENT_ID / BENCH_AGENT_PASSWORD);
 * otherwise it starts `wrangler dev` on a free port with the browser tests' settings (their
 * test-only agent), runs, and stops it. Options: BENCH_ROOMS (200), BENCH_MESSAGES (20).
 */
import { performance } from "node:perf_hooks";
import {
  AGENT_PREFIX,
  CHAT_PARTY,
  type ChatMessage,
  type ClientFrame,
  encode,
  parseServerFrame,
  RATE_LIMIT,
  type ServerFrame,
  VISITOR_PREFIX,
} from "#party/protocol";
import { E2E_AGENT_PASSWORD, E2E_AGENTS } from "../../tests/e2e/e2e-server.ts";
import { RestartableServer } from "../../tests/e2e/restartable-server.ts";

const ROOMS = Number(process.env.BENCH_ROOMS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
const PORT = 8793;
/** Just over the room's per-connection budget, so the limit never drops a benchmark message. */
const SEND_INTERVAL_MS = Math.ceil(RATE_LIMIT.windowMs / RATE_LIMIT.messages) + 60;
const DRAIN_MS = 10_000;

interface Side {
  socket: WebSocket;
  received: Map<string, ChatMessage>;
  duplicates: number;
  errors: string[];
}

/** A WebSocket that keeps every chat message it receives (by id) and counts repeats. */
function open(url: string, headers: Record<string, string>): Promise<Side> {
  return new Promise((resolve, reject) => {
    // Node's WebSocket (undici) takes headers: the Origin check and the agent's cookie need them.
    const socket = new WebSocket(url, { headers } as unknown as string[]);
    const side: Side = { socket, received: new Map(), duplicates: 0, errors: [] };
    socket.addEventListener("message", (event) => {
      const frame = parseServerFrame(event.data);
      if (!frame) return void side.errors.push(`unparseable: ${String(event.data).slice(0, 80)}`);
      const messages: ChatMessage[] =
        frame.t === "message" ? [frame] : frame.t === "history" ? frame.messages : [];
      for (const message of messages) {
        if (side.received.has(message.id)) side.duplicates++;
        else side.received.set(message.id, message);
      }
      if (frame.t === "error") side.errors.push(frame.code);
      onFrame.get(socket)?.(frame);
    });
    socket.addEventListener("open", () => resolve(side), { once: true });
    socket.addEventListener("error", () => reject(new Error(`Could not connect ${url}`)), {
      once: true,
    });
  });
}
const onFrame = new WeakMap<WebSocket, (frame: ServerFrame) => void>();

const send = (side: Side, frame: ClientFrame) => side.socket.send(encode(frame));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(base: string, agentId: string, password: string): Promise<string> {
  const res = await fetch(`${base}/agent`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ agentId, password }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`Agent sign-in failed: ${res.status} ${await res.text()}`);
  return cookie;
}

interface RoomResult {
  sentByVisitor: number;
  sentByAgent: number;
  agentGot: number;
  visitorGot: number;
  duplicates: number;
  errors: string[];
  roundTrips: number[];
}

async function runRoom(base: string, cookie: string, index: number): Promise<RoomResult> {
  const ws = base.replace(/^http/, "ws");
  const sessionId = crypto.randomUUID();
  // One address per visitor, as 200 real visitors would have (the per-IP socket budget).
  const ip = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const visitor = await open(`${ws}/${VISITOR_PREFIX}/${CHAT_PARTY}/${sessionId}`, {
    Origin: base,
    "CF-Connecting-IP": ip,
  });
  const joined = new Promise<void>((resolve) =>
    onFrame.set(visitor.socket, (frame) => frame.t === "session_created" && resolve()),
  );
  send(visitor, {
    t: "join",
    name: `Bench ${index}`,
    email: `bench${index}@example.com`,
    telegram: "@bench_visitor",
    locale: "en",
    page: "/en",
  });
  await joined;
  const agent = await open(`${ws}/${AGENT_PREFIX}/${CHAT_PARTY}/${sessionId}`, {
    Origin: base,
    Cookie: cookie,
  });

  const sentAt = new Map<string, number>();
  const roundTrips: number[] = [];
  onFrame.set(agent.socket, (frame) => {
    if (frame.t !== "message" || frame.sender !== "user") return;
    const start = sentAt.get(frame.id);
    if (start !== undefined) {
      roundTrips.push(performance.now() - start);
      sentAt.delete(frame.id);
    }
  });

  const visitorIds: string[] = [];
  const agentIds: string[] = [];
  // Spread the rooms' sends over one interval, as real traffic would be.
  await sleep(Math.random() * SEND_INTERVAL_MS);
  for (let i = 0; i < MESSAGES; i++) {
    const fromVisitor = crypto.randomUUID();
    visitorIds.push(fromVisitor);
    sentAt.set(fromVisitor, performance.now());
    send(visitor, { t: "send_message", id: fromVisitor, text: `visitor ${index}.${i}` });
    const fromAgent = crypto.randomUUID();
    agentIds.push(fromAgent);
    send(agent, { t: "send_message", id: fromAgent, text: `agent ${index}.${i}` });
    await sleep(SEND_INTERVAL_MS);
  }
  const deadline = Date.now() + DRAIN_MS;
  const done = () =>
    visitorIds.every((id) => agent.received.has(id)) &&
    agentIds.every((id) => visitor.received.has(id));
  while (!done() && Date.now() < deadline) await sleep(100);
  visitor.socket.close();
  agent.socket.close();
  return {
    sentByVisitor: visitorIds.length,
    sentByAgent: agentIds.length,
    agentGot: visitorIds.filter((id) => agent.received.has(id)).length,
    visitorGot: agentIds.filter((id) => visitor.received.has(id)).length,
    duplicates: visitor.duplicates + agent.duplicates,
    errors: [...visitor.errors, ...agent.errors],
    roundTrips,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const external = process.env.BENCH_BASE_URL;
  const own = external ? null : new RestartableServer(PORT);
  await own?.start();
  const server = { base: external?.replace(/\/$/, "") ?? `http://127.0.0.1:${PORT}` };
  try {
    const cookie = await signIn(
      server.base,
      process.env.BENCH_AGENT_ID ?? E2E_AGENTS[0],
      process.env.BENCH_AGENT_PASSWORD ?? E2E_AGENT_PASSWORD,
    );
    console.log(
      `${ROOMS} rooms, ${MESSAGES} messages each way per room, one every ${SEND_INTERVAL_MS} ms, against ${server.base}`,
    );
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: ROOMS }, (_, i) =>
        runRoom(server.base, cookie, i).catch((error: unknown) => {
          console.error(`room ${i}: ${String(error)}`);
          return null;
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const ok = results.filter((r): r is RoomResult => r !== null);
    const sum = (pick: (r: RoomResult) => number) => ok.reduce((n, r) => n + pick(r), 0);
    const sent = sum((r) => r.sentByVisitor + r.sentByAgent);
    const delivered = sum((r) => r.agentGot + r.visitorGot);
    const expected = ROOMS * MESSAGES * 2;
    const lost = expected - delivered;
    const duplicates = sum((r) => r.duplicates);
    const errors = ok.flatMap((r) => r.errors);
    const trips = ok.flatMap((r) => r.roundTrips).toSorted((a, b) => a - b);
    console.log(`rooms connected: ${ok.length}/${ROOMS}`);
    console.log(
      `messages: expected ${expected}, sent ${sent}, delivered ${delivered}, lost ${lost}`,
    );
    console.log(
      `shown twice: ${duplicates}; error frames: ${errors.length} ${[...new Set(errors)].join(" ")}`,
    );
    console.log(
      `visitor -> agent round trip: p50 ${percentile(trips, 50).toFixed(1)} ms, p99 ${percentile(trips, 99).toFixed(1)} ms (${trips.length} samples)`,
    );
    console.log(`took ${seconds.toFixed(1)} s`);
    process.exitCode =
      lost === 0 && duplicates === 0 && errors.length === 0 && ok.length === ROOMS ? 0 : 1;
  } finally {
    await own?.dispose();
  }
}

await main();
