import { execFileSync } from "node:child_process";

/**
 * Applies the D1 migrations to a local state directory, as `wrangler dev --persist-to <dir>`
 * (and a Miniflare with `<dir>/v3` as its persist root) will read it: the schema a server started
 * on that directory finds, made by wrangler itself.
 */
export function migrateLocalD1(persistTo: string): void {
  execFileSync(
    "npx",
    ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
    { stdio: "ignore" },
  );
}

/**
 * Writes a chat alert row into the local D1 of the server the browser tests run against, as the
 * room's 3-minute alarm would (waiting 3 minutes is no test). Ids are UUIDs made by the caller.
 */
export function storeLocalChatAlert(alertId: string, sessionId: string, message: string): void {
  const uuid = /^[0-9a-f-]{36}$/;
  if (!uuid.test(alertId) || !uuid.test(sessionId)) throw new Error("alert and room ids are UUIDs");
  const messages = JSON.stringify([message]).replaceAll("'", "''");
  const sql = `INSERT INTO chat_alerts (id, session_id, seq, messages, first_at) VALUES ('${alertId}', '${sessionId}', 1, '${messages}', '${new Date().toISOString()}')`;
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", sql], {
    stdio: "ignore",
  });
}
