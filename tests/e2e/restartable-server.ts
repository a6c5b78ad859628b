import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { e2eServerVars } from "./e2e-server.ts";
import { migrateLocalD1 } from "./local-d1.ts";

/**
 * A second `wrangler dev` on the production build the suite already made, with its own local
 * state directory, that a test may stop and start again: what a visitor meets when the chat
 * server restarts (a deploy, a crash). Durable Object storage lives in that directory, so it
 * survives the restart as it does in production.
 */
export class RestartableServer {
  readonly port: number;
  readonly baseURL: string;
  readonly #stateDir = mkdtempSync(join(tmpdir(), "subnova-restart-"));
  /**
   * What wrangler dev printed (its request lines, the Worker's logs), every start appended: a
   * failed test attaches it, since the order of requests around a restart is what explains one.
   */
  readonly logPath = join(this.#stateDir, "wrangler-dev.log");
  readonly #vars: Record<string, string>;
  /** The checkout whose build and configuration `wrangler dev` serves (this one by default). */
  readonly #cwd: string | undefined;
  #child: ChildProcess | null = null;

  /** `vars` adds to or overrides the test server's settings (a feature only this server has on). */
  // No parameter property: Node runs this file (the chat bench) by stripping types only.
  constructor(port: number, vars: Record<string, string> = {}, cwd?: string) {
    this.port = port;
    this.baseURL = `http://127.0.0.1:${port}`;
    this.#vars = vars;
    this.#cwd = cwd;
  }

  async start(): Promise<void> {
    if (this.#child) return;
    const vars = Object.entries({ ...e2eServerVars, ...this.#vars }).flatMap(([name, value]) => [
      "--var",
      `${name}:${value}`,
    ]);
    const persist = ["--persist-to", this.#stateDir];
    migrateLocalD1(this.#stateDir);
    const log = openSync(this.logPath, "a");
    this.#child = spawn(
      "npx",
      ["wrangler", "dev", "--port", String(this.port), "--ip", "127.0.0.1", ...persist, ...vars],
      // Its own process group, so stop() takes workerd down with it.
      { stdio: ["ignore", log, log], detached: true, cwd: this.#cwd },
    );
    closeSync(log);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.baseURL}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`wrangler dev did not start on ${this.port}`);
  }

  /** Kills the server at once, as a crash would: open sockets drop without a close frame. */
  async stop(): Promise<void> {
    const child = this.#child;
    if (!child?.pid) return;
    this.#child = null;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    await exited;
    // workerd may hold the port a moment longer than the process group lives.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        await fetch(`${this.baseURL}/api/health`);
      } catch {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.#stateDir, { recursive: true, force: true });
  }
}
