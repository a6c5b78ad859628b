import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { throughput } from "../../scripts/bench/bench-load.ts";

/**
 * The load half of `npm run bench` (a page must serve >= 0.8x the requests per second of a
 * static file) measured against a local server whose answers we control: no browser, no
 * Worker. If the bench miscounted, mixed up its targets or hid a failing one, its ratio would
 * say nothing.
 */

const SLOW_MS = 25;

interface Served {
  path: string;
  encoding: string | undefined;
}

function startServer(): Promise<{ server: Server; base: string; served: Served[] }> {
  const served: Served[] = [];
  let dropped = 0;
  const server = createServer((req: IncomingMessage, res) => {
    const path = req.url ?? "";
    served.push({ path, encoding: req.headers["accept-encoding"] });
    if (path === "/quick") return res.end("ok");
    if (path === "/slow") return void setTimeout(() => res.end("ok"), SLOW_MS);
    // Every other request's socket is dropped before an answer.
    if (path === "/flaky") return dropped++ % 2 ? req.socket.destroy() : res.end("ok");
    res.statusCode = 500;
    res.end("no");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}`, served });
    }),
  );
}

test.describe("the bench's load rounds", () => {
  let server: Server;
  let base: string;
  let served: Served[];
  test.beforeEach(async () => {
    ({ server, base, served } = await startServer());
  });
  test.afterEach(
    () =>
      new Promise<void>((done) => {
        server.close(() => done());
        // A load that stopped on an error status leaves its keep-alive sockets open.
        server.closeAllConnections();
      }),
  );

  test("count each target's answers in interleaved rounds, with the encoding asked", async () => {
    const connections = 4;
    const rows = await throughput({
      base,
      targets: { quick: "/quick", slow: "/slow" },
      encoding: "identity",
      connections,
      rounds: 2,
      roundSeconds: 0.5,
    });

    expect(rows.map(({ name, path }) => [name, path])).toEqual([
      ["quick", "/quick"],
      ["slow", "/slow"],
    ]);
    const [quick, slow] = rows;
    // Four connections each waiting 25 ms an answer cannot pass 160 requests a second.
    expect(slow!.rps).toBeLessThanOrEqual((connections * 1000) / SLOW_MS);
    expect(slow!.rps).toBeGreaterThan(20);
    expect(slow!.p99).toBeGreaterThanOrEqual(SLOW_MS - 1);
    expect(quick!.rps).toBeGreaterThan(slow!.rps * 2);
    for (const row of rows) {
      expect(row.errors).toBe(0);
      expect(row.rounds).toHaveLength(2);
      // The rate is the answers of every round over their time: the mean of the rounds'.
      expect(row.rps).toBeCloseTo((row.rounds[0]! + row.rounds[1]!) / 2, 6);
    }

    // Each target warmed once, then measured in turns: quick, slow, quick, slow.
    const turns = served.reduce<string[]>(
      (runs, { path }) => (runs.at(-1) === path ? runs : [...runs, path]),
      [],
    );
    expect(turns).toEqual(["/quick", "/slow", "/quick", "/slow", "/quick", "/slow"]);
    expect(new Set(served.map(({ encoding }) => encoding))).toEqual(new Set(["identity"]));
  });

  test("count dropped sockets apart from answers, and stop on an error status", async () => {
    const plan = {
      base,
      encoding: "gzip" as const,
      connections: 2,
      rounds: 1,
      roundSeconds: 0.3,
    };
    const [flaky] = await throughput({ ...plan, targets: { flaky: "/flaky" } });
    // Every other socket was dropped: as many errors as answers, and only answers in the rate.
    const answers = Math.round(flaky!.rps * plan.roundSeconds);
    expect(answers).toBeGreaterThan(0);
    expect(Math.abs(answers - flaky!.errors)).toBeLessThanOrEqual(plan.connections);
    expect(served.every(({ encoding }) => encoding === "gzip")).toBe(true);

    await expect(throughput({ ...plan, targets: { broken: "/broken" } })).rejects.toThrow(
      /\/broken answered 500/,
    );
  });
});
