/**
 * The load half of `npm run bench`, run by it as a process of its own:
 * `node scripts/bench/bench-load.ts '<LoadPlan as JSON>'` prints the rows as JSON.
 *
 * Its own process because the bench's holds wrangler and miniflare (tens of MB of code and
 * heap): a load generator there collected its garbage more slowly, and a 108 KB page leaves
 * far more garbage per request than a 400-byte file, so the client's pauses took more off the
 * page's rate than off the file's (0.79-0.83x against 0.85-0.93x from a lean process, same
 * server, same minutes). This file imports nothing but Node's own modules.
 */
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";

/**
 * How the load asks for responses. `gzip` is what a browser sends; a local `wrangler dev` then
 * compresses every response on the fly, so a 130 KB page costs its CPU far more than a 1 KB
 * file. On Cloudflare that compression is the network's, not the Worker's, so `identity` (no
 * compression asked) is the measure of what serving the page itself costs.
 */
export type Encoding = "identity" | "gzip";

export interface LoadPlan {
  base: string;
  /** Name to path, measured in this order in every round. */
  targets: Record<string, string>;
  encoding: Encoding;
  connections: number;
  rounds: number;
  roundSeconds: number;
}

export interface LoadRow {
  name: string;
  path: string;
  rps: number;
  p99: number;
  /** Requests whose socket failed (reset or hung up) before an answer. */
  errors: number;
  /** Requests per second in each round. */
  rounds: number[];
}

interface LoadResult {
  /** Every answered request's latency, ms. */
  latencies: number[];
  errors: number;
}

/**
 * `connections` keep-alive loops against one URL for `seconds`. A socket the server drops is
 * counted and the loop goes on (a local `wrangler dev` under load sometimes resets one); an error
 * status stops the bench.
 */
async function load(
  url: URL,
  seconds: number,
  encoding: Encoding,
  connections: number,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const result: LoadResult = { latencies: [], errors: 0 };
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      const req = request(url, { agent, headers: { "Accept-Encoding": encoding } }, (res) => {
        res.on("data", () => {});
        res.on("end", () => {
          if ((res.statusCode ?? 0) >= 400) reject(new Error(`${url} answered ${res.statusCode}`));
          result.latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on("error", () => {
        result.errors++;
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  agent.destroy();
  return result;
}

/** Every target warmed once, then the rounds interleaved so that a slow minute hurts all alike. */
export async function throughput(plan: LoadPlan): Promise<LoadRow[]> {
  const { base, targets, encoding, connections, rounds, roundSeconds } = plan;
  const totals = new Map(
    Object.keys(targets).map((name) => [
      name,
      { latencies: [] as number[], errors: 0, rounds: [] as number[] },
    ]),
  );
  for (const path of Object.values(targets))
    await load(new URL(path, base), 1, encoding, connections);
  for (let round = 0; round < rounds; round++) {
    for (const [name, path] of Object.entries(targets)) {
      const { latencies, errors } = await load(
        new URL(path, base),
        roundSeconds,
        encoding,
        connections,
      );
      const total = totals.get(name);
      if (!total) continue;
      total.latencies.push(...latencies);
      total.errors += errors;
      total.rounds.push(latencies.length / roundSeconds);
    }
  }
  return [...totals].map(([name, { latencies, errors, rounds: perRound }]) => ({
    name,
    path: targets[name] ?? "",
    rps: latencies.length / (rounds * roundSeconds),
    p99: latencies.toSorted((a, b) => a - b)[Math.floor(latencies.length * 0.99)] ?? Number.NaN,
    errors,
    rounds: perRound,
  }));
}

if (import.meta.main) {
  const plan = JSON.parse(process.argv[2] ?? "") as LoadPlan;
  process.stdout.write(JSON.stringify(await throughput(plan)));
}
