/**
 * `npm run bench:chat`: load test of the live chat against a local `wrangler dev`.
 *
 * Opens ROOMS visitor rooms at once, each with a signed-in agent on the same room, sends
 * MESSAGES messages each way per room, then prints how many were delivered and lost and the
 * visitor-to-agent round trip (visitor send -> agent receive) p50/p99. Exits 1 if anything is
 * lost, duplicated or refused.
 *
 * With BENCH_BASE_URL set it uses that server (and BENCH_AGENT_ID / BENCH_AGENT_PASSWORD);
 * otherwise it starts `wrangler dev` with the browser tests' settings (their test-only agent),
 * runs, and stops it. Options: BENCH_ROOMS (200; a comma-separated list runs each size),
 * BENCH_MESSAGES (20), BENCH_OPEN_FIRST (1: every room opens before any talks; 0: each talks
 * as soon as it is open, so the first seconds also carry the burst of new sockets and rooms).
 *
 * Before and after in one run: `npm run bench:chat -- before=<checkout> after=.` serves each
 * checkout's own build (`npm run build` run there) with its own `wrangler dev`, a fresh server and
 * state per measurement, in alternating order (A B, B A, ...) for every room count, then prints
 * one table.
 */
import { performance } from "node:perf_hooks";
import { resolve } from "node:path";
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

const ROOM_COUNTS = (process.env.BENCH_ROOMS ?? "200").split(",").map(Number);
/** 0: each room talks as soon as it is open, while others still open (the connect burst counts). */
const OPEN_FIRST = process.env.BENCH_OPEN_FIRST !== "0";
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

/**
 * Every room opens (visitor joined, agent connected) before any room talks: the round trips
 * measure messages on a busy day, not the burst of 2 x ROOMS sockets and new rooms opened in the
 * same second, which is reported apart (the time until all rooms are open).
 */
class Barrier {
  #waiting: number;
  #open: () => void = () => {};
  readonly passed: Promise<void>;
  constructor(count: number) {
    this.#waiting = count;
    this.passed = new Promise((resolve) => (this.#open = resolve));
    if (count === 0) this.#open();
  }
  /** One room is ready (or gave up); answers when every room is. */
  arrive(): Promise<void> {
    this.#waiting -= 1;
    if (this.#waiting === 0) this.#open();
    return this.passed;
  }
}

async function runRoom(
  base: string,
  cookie: string,
  index: number,
  ready: () => Promise<void>,
): Promise<RoomResult> {
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
  await ready();
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

interface Measure {
  rooms: number;
  connected: number;
  expected: number;
  delivered: number;
  duplicates: number;
  errors: string[];
  p50: number;
  p99: number;
  samples: number;
  seconds: number;
  /** From the first socket to every room open (joined, agent connected). */
  openSeconds: number;
}

/** ROOMS rooms at once against one server, each a visitor and the signed-in agent. */
async function measure(base: string, rooms: number): Promise<Measure> {
  const cookie = await signIn(
    base,
    process.env.BENCH_AGENT_ID ?? E2E_AGENTS[0],
    process.env.BENCH_AGENT_PASSWORD ?? E2E_AGENT_PASSWORD,
  );
  const opening = performance.now();
  const barrier = new Barrier(rooms);
  let started = opening;
  void barrier.passed.then(() => (started = performance.now()));
  const results = await Promise.all(
    Array.from({ length: rooms }, (_, i) => {
      let arrived = false;
      const ready = () => {
        arrived = true;
        const allOpen = barrier.arrive();
        return OPEN_FIRST ? allOpen : Promise.resolve();
      };
      return runRoom(base, cookie, i, ready).catch((error: unknown) => {
        console.error(`room ${i}: ${String(error)}`);
        if (!arrived) void barrier.arrive();
        return null;
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const openSeconds = (started - opening) / 1000;
  const ok = results.filter((r): r is RoomResult => r !== null);
  const sum = (pick: (r: RoomResult) => number) => ok.reduce((n, r) => n + pick(r), 0);
  const trips = ok.flatMap((r) => r.roundTrips).toSorted((a, b) => a - b);
  return {
    rooms,
    connected: ok.length,
    expected: rooms * MESSAGES * 2,
    delivered: sum((r) => r.agentGot + r.visitorGot),
    duplicates: sum((r) => r.duplicates),
    errors: ok.flatMap((r) => r.errors),
    p50: percentile(trips, 50),
    p99: percentile(trips, 99),
    samples: trips.length,
    seconds,
    openSeconds,
  };
}

const passed = (m: Measure) =>
  m.delivered === m.expected &&
  m.duplicates === 0 &&
  m.errors.length === 0 &&
  m.connected === m.rooms;

function report(m: Measure) {
  console.log(`rooms connected: ${m.connected}/${m.rooms}`);
  console.log(
    `messages: expected ${m.expected}, delivered ${m.delivered}, lost ${m.expected - m.delivered}`,
  );
  console.log(
    `shown twice: ${m.duplicates}; error frames: ${m.errors.length} ${[...new Set(m.errors)].join(" ")}`,
  );
  console.log(
    `visitor -> agent round trip: p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms (${m.samples} samples)`,
  );
  console.log(
    `all rooms open in ${m.openSeconds.toFixed(1)} s; talking took ${m.seconds.toFixed(1)} s`,
  );
}

function parseBuilds(args: string[]): { name: string; checkout: string }[] {
  return args.map((arg) => {
    const [name, checkout] = arg.split("=");
    if (!name || !checkout) throw new Error(`expected <name>=<checkout>, got "${arg}"`);
    return { name, checkout: resolve(checkout) };
  });
}

async function main() {
  const external = process.env.BENCH_BASE_URL?.replace(/\/$/, "");
  const builds = parseBuilds(process.argv.slice(2));
  const rows: Array<{ build: string; measure: Measure }> = [];
  if (external) {
    for (const rooms of ROOM_COUNTS) {
      console.log(`\n${rooms} rooms, ${MESSAGES} messages each way, against ${external}`);
      const m = await measure(external, rooms);
      report(m);
      rows.push({ build: external, measure: m });
    }
  } else {
    const list = builds.length > 0 ? builds : [{ name: "this", checkout: process.cwd() }];
    for (const [round, rooms] of ROOM_COUNTS.entries()) {
      // The order flips every room count, so the machine's drift meets every build alike.
      const order = round % 2 === 0 ? list : list.toReversed();
      for (const build of order) {
        console.log(
          `\n${build.name}: ${rooms} rooms, ${MESSAGES} messages each way, one every ${SEND_INTERVAL_MS} ms`,
        );
        const server = new RestartableServer(PORT, {}, build.checkout);
        await server.start();
        try {
          const m = await measure(server.baseURL, rooms);
          report(m);
          rows.push({ build: build.name, measure: m });
        } finally {
          await server.dispose();
        }
      }
    }
  }
  console.log(
    "\nbuild | rooms | all open in s | messages/s | p50 ms | p99 ms | lost | shown twice | errors",
  );
  console.log("---|---|---|---|---|---|---|---|---");
  for (const { build, measure: m } of rows.toSorted(
    (a, b) => a.measure.rooms - b.measure.rooms || a.build.localeCompare(b.build),
  )) {
    const rate = (m.expected / m.seconds).toFixed(0);
    console.log(
      `${build} | ${m.rooms} | ${m.openSeconds.toFixed(1)} | ${rate} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.expected - m.delivered} | ${m.duplicates} | ${m.errors.length}`,
    );
  }
  process.exitCode = rows.every((row) => passed(row.measure)) ? 0 : 1;
}

await main();
