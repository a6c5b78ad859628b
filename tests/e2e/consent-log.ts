import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { CONSENT_ID_PATTERN } from "./helpers";

/** One row of consent_log as the server under test stored it. */
export interface ConsentLogRow {
  version: number;
  analytics: number;
  marketing: number;
  functional: number;
  locale: string;
  source: string;
}

const run = promisify(execFile);

/**
 * The rows recorded under one anonymous id, read from the local D1 that `wrangler dev` writes
 * (no route of the site reads the log back, by design).
 */
export async function consentLogRows(id: string): Promise<ConsentLogRow[]> {
  // Checked before it goes into the SQL text: only a UUID's characters.
  if (!CONSENT_ID_PATTERN.test(id)) throw new Error(`not a consent id: ${id}`);
  const sql = `SELECT version, analytics, marketing, functional, locale, source FROM consent_log WHERE consent_id = '${id.toLowerCase()}' ORDER BY id`;
  const { stdout } = await run("npx", [
    "wrangler",
    "d1",
    "execute",
    "DB",
    "--local",
    "--json",
    "--command",
    sql,
  ]);
  const [answer] = JSON.parse(stdout) as Array<{ results: ConsentLogRow[] }>;
  return answer?.results ?? [];
}
