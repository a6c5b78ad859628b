/**
 * `npm run bench:inbox`: how many room updates a second the one team inbox (SupportInbox "main")
 * takes, and how long each waits, as its load grows.
 *
 * Serves the production build with workerd (scripts/bench/workerd-server.ts), signs the test
 * agents in with INBOX_TABS inbox sockets each (every update is sent to each of them, as on a
 * real day), then calls the inbox's `roomUpdated` RPC, as rooms do, at each rate of BENCH_RATES
 * (updates a second, spread over ROOMS rooms) for SECONDS seconds, and prints the rate reached
 * and the p50/p99 time from call to answer. Past the inbox's capacity the rate reached stops
 * growing and the wait grows with the queue.
 */
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { RoomSummary } from "#party/protocol";
import { AGENT_PREFIX, INBOX_PARTY, INBOX_ROOM } from "#party/protocol";
import { E2E_AGENT_PASSWORD, E2E_AGENTS, e2eServerVars } from "../../tests/e2e/e2e-server.ts";
import { type SqlDatabase, WorkerdServer } from "./workerd-server.ts";

/** The schema, statement by statement (the agents' sign-in needs its tables). */
async function migrate(db: SqlDatabase) {
  for (const file of readdirSync("migrations").toSorted()) {
    const sql = readFileSync(`migrations/${file}`, "utf8")
      .split("\n")
      .filter((line) => !line.trimStart().startsWith("--"))
      .join("\n");
    for (const statement of sql.split(/;\s*\n/)) {
      if (statement.trim()) await db.prepare(statement).run();
    }
  }
}

const PORT = 8796;
const RATES = (process.env.BENCH_RATES ?? "250,500,1000,2000,4000").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROOMS = 1000;
const INBOX_TABS = 2;

interface InboxStub {
  roomUpdated(summary: RoomSummary): Promise<boolean>;
}

const summary = (index: number, at: number): RoomSummary => ({
  sessionId: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  profile: {
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    telegram: "@visitor",
    locale: "en",
    page: "/en",
  },
  status: "open",
  createdAt: at - 60_000,
  lastAt: at,
  lastPreview: "Hello, can you help me with a payment that was declined twice?",
  lastSender: "user",
  unreadForAgents: 1,
  visitorOnline: true,
  claimedBy: null,
  claimedByName: null,
  currentPage: "/en/checkout",
  blocked: null,
});

async function signIn(base: string, agentId: string): Promise<string> {
  const res = await fetch(`${base}/agent`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ agentId, password: E2E_AGENT_PASSWORD }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`Agent sign-in failed: ${res.status}`);
  return cookie;
}

/** An agent's console on the inbox: counts the frames it hears. */
function openInbox(
  base: string,
  cookie: string,
): Promise<{ socket: WebSocket; heard: () => number }> {
  return new Promise((resolve, reject) => {
    const url = `${base.replace(/^http/, "ws")}/${AGENT_PREFIX}/${INBOX_PARTY}/${INBOX_ROOM}`;
    const socket = new WebSocket(url, {
      headers: { Origin: base, Cookie: cookie },
    } as unknown as string[]);
    let frames = 0;
    socket.addEventListener("message", () => (frames += 1));
    socket.addEventListener("open", () => resolve({ socket, heard: () => frames }), { once: true });
    socket.addEventListener("error", () => reject(new Error("inbox socket refused")), {
      once: true,
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const server = new WorkerdServer(PORT, e2eServerVars);
  await server.start();
  await migrate(await server.database());
  const sockets: WebSocket[] = [];
  try {
    const consoles = [];
    for (const agent of E2E_AGENTS) {
      const cookie = await signIn(server.baseURL, agent);
      for (let tab = 0; tab < INBOX_TABS; tab++)
        consoles.push(await openInbox(server.baseURL, cookie));
    }
    sockets.push(...consoles.map((c) => c.socket));
    const namespace = await server.durableObjects("SupportInbox");
    const inbox = namespace.get(namespace.idFromName(INBOX_ROOM)) as unknown as InboxStub;
    // Every room once, so the table holds ROOMS conversations before the clock starts.
    await Promise.all(
      Array.from({ length: ROOMS }, (_, i) => inbox.roomUpdated(summary(i, Date.now()))),
    );
    console.log(
      `inbox updates, ${ROOMS} rooms, ${consoles.length} agent consoles listening, ${SECONDS} s per rate`,
    );
    console.log("asked per s | reached per s | p50 ms | p99 ms | frames per console per s");
    console.log("---|---|---|---|---");
    for (const rate of RATES) {
      const waits: number[] = [];
      const heardBefore = consoles[0]?.heard() ?? 0;
      const calls: Promise<void>[] = [];
      const started = performance.now();
      let sent = 0;
      // Calls go out on a steady clock, whether or not earlier ones were answered: rooms do not
      // wait for each other.
      while (performance.now() - started < SECONDS * 1000) {
        const due = Math.floor(((performance.now() - started) / 1000) * rate);
        for (; sent < due; sent++) {
          const at = performance.now();
          calls.push(
            inbox.roomUpdated(summary(sent % ROOMS, Date.now())).then(() => {
              waits.push(performance.now() - at);
            }),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await Promise.all(calls);
      const seconds = (performance.now() - started) / 1000;
      const sorted = waits.toSorted((a, b) => a - b);
      const heard = ((consoles[0]?.heard() ?? 0) - heardBefore) / seconds;
      console.log(
        `${rate} | ${(sent / seconds).toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${heard.toFixed(0)}`,
      );
    }
  } finally {
    for (const socket of sockets) socket.close();
    await server.dispose();
  }
}

await main();
