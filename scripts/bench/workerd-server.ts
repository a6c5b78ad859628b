import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Json, Miniflare, convertV4MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { migrateLocalD1 } from "../../tests/e2e/local-d1.ts";

/** What the bench uses of a Durable Object namespace: an object by name, called by its RPC. */
export interface ObjectNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): unknown;
}

/** What the bench uses of a D1 binding. */
export interface SqlDatabase {
  prepare(sql: string): { run(): Promise<unknown> };
}

/** Where `npm run build` writes the Worker, with the configuration `wrangler dev` reads for it. */
const builtDir = (root: string) => resolve(root, "build/server");

/**
 * Every module of the built Worker, its entry first: the build is not bundled again
 * (`no_bundle`), and the entry imports its chunks at run time.
 */
function builtModules(dir: string, main: string): { type: "ESModule"; path: string }[] {
  const entry = resolve(dir, main);
  const chunks = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => resolve(dir, file))
    .filter((path) => path !== entry);
  return [entry, ...chunks].map((path) => ({ type: "ESModule", path }));
}

/**
 * The production build served by workerd itself, with no `wrangler dev` in front.
 *
 * `wrangler dev` answers through a proxy Worker of its own that passes every HTML response
 * through an HTMLRewriter (to add its live-reload script, even when live reload is off) and then
 * hands it on. Cloudflare's edge has no such step, and on a 2-core machine it costs HTML pages
 * more than small files, which skews the bench's "page vs static file" ratio. This server runs
 * the same runtime, Worker, assets, `_headers`, bindings and compatibility settings (all read by
 * wrangler's own config reader from the built config), minus that proxy.
 */
export class WorkerdServer {
  readonly port: number;
  readonly baseURL: string;
  readonly #vars: Record<string, string>;
  readonly #root: string;
  readonly #stateDir = mkdtempSync(join(tmpdir(), "subnova-workerd-"));
  #miniflare: Miniflare | null = null;

  // No parameter properties: Node runs the bench by stripping types only.
  /** `root` holds the `build/` folder to serve (another checkout's, for `npm run bench:ab`). */
  constructor(port: number, vars: Record<string, string> = {}, root = ".") {
    this.port = port;
    this.baseURL = `http://127.0.0.1:${port}`;
    this.#vars = vars;
    this.#root = root;
  }

  async start(): Promise<void> {
    if (this.#miniflare) return;
    migrateLocalD1(this.#stateDir);
    const dir = builtDir(this.#root);
    const config = join(dir, "wrangler.json");
    const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
    if (!main) throw new Error(`${config} names no main module: run npm run build first`);
    // The converter refuses module rules; the modules are listed instead.
    const { modulesRules: _rules, bindings, ...worker } = workerOptions;
    const vars: Record<string, Json> = { ...(bindings as Record<string, Json>), ...this.#vars };
    this.#miniflare = new Miniflare(
      convertV4MiniflareOptions({
        host: "127.0.0.1",
        port: this.port,
        defaultPersistRoot: join(this.#stateDir, "v3"),
        workers: [
          {
            ...worker,
            name: "subnova-web",
            bindings: vars,
            modulesRoot: dir,
            modules: builtModules(dir, main),
          },
        ],
      }),
    );
    await this.#miniflare.ready;
  }

  /** A Durable Object namespace of the Worker, for calling its objects directly (their RPC). */
  async durableObjects(binding: string): Promise<ObjectNamespace> {
    if (!this.#miniflare) throw new Error("start() the server first");
    return (await this.#miniflare.getDurableObjectNamespace(
      binding,
      "subnova-web",
    )) as unknown as ObjectNamespace;
  }

  /** The Worker's D1 database, for a bench that seeds it. */
  async database(binding = "DB"): Promise<SqlDatabase> {
    if (!this.#miniflare) throw new Error("start() the server first");
    return (await this.#miniflare.getD1Database(binding)) as unknown as SqlDatabase;
  }

  async dispose(): Promise<void> {
    await this.#miniflare?.dispose();
    this.#miniflare = null;
    rmSync(this.#stateDir, { recursive: true, force: true });
  }
}
