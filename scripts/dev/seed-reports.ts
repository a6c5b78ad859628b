/**
 * Fills the local D1 (`wrangler dev`'s, under .wrangler/state) with two weeks of answered,
 * unanswered and missed conversations for four agents, so the console's Reports tab has
 * something to show (screenshots, trying the view by hand):
 *
 *   npx node scripts/dev/seed-reports.ts
 *
 * The rows are made up and stable from one run to the next (same ids), so a second run replaces
 * the first. Days are UTC days ending today.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const DAYS = 14;
const agents = [
  { id: "ana@subnova.test", name: "Ana" },
  { id: "camille.durand@subnova.test", name: "Camille Durand" },
  { id: "hugo@subnova.test", name: "Hugo" },
  { id: "lea@subnova.test", name: "Léa Martin" },
];

/** A small deterministic generator (mulberry32): the same data on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const quote = (value: string | number | null) =>
  value === null
    ? "NULL"
    : typeof value === "number"
      ? String(value)
      : `'${value.replaceAll("'", "''")}'`;

const next = random(53);
const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const statements: string[] = [
  `DELETE FROM chat_alerts WHERE id LIKE 'seed-report-%'`,
  `DELETE FROM chat_conversations WHERE session_id LIKE 'seed-report-%'`,
];
for (const agent of agents) {
  statements.push(
    `INSERT INTO agent_profiles (agent_id, display_name, updated_at) VALUES (${quote(agent.id)}, ${quote(agent.name)}, ${Date.now()}) ON CONFLICT (agent_id) DO UPDATE SET display_name = excluded.display_name`,
  );
}
for (let day = DAYS - 1; day >= 0; day -= 1) {
  const start = today - day * 86_400_000;
  const weekend = [0, 6].includes(new Date(start).getUTCDay());
  const count = Math.round((weekend ? 4 : 12) + next() * (weekend ? 4 : 14));
  for (let n = 0; n < count; n += 1) {
    const session = `seed-report-${day}-${n}`;
    // Office hours, 08:00 to 19:00 UTC.
    const firstVisitorAt = start + Math.round((8 + next() * 11) * 3_600_000);
    const answered = next() > 0.08;
    const agent = agents[Math.floor(next() * agents.length)] ?? agents[0];
    // Mostly within a minute or two, now and then much later.
    const wait = Math.round((next() < 0.85 ? 8 + next() * 150 : 200 + next() * 1400) * 1000);
    const replyAt = answered ? firstVisitorAt + wait : null;
    statements.push(
      `INSERT INTO chat_conversations (session_id, name, email, telegram, locale, start_page, status, started_at, last_at, first_visitor_at, first_reply_at, first_reply_by) VALUES (${[
        session,
        "Guest",
        `${session}@shop.example`,
        "@guest",
        next() > 0.4 ? "en" : "fr",
        "/en/cashback",
        "closed",
        firstVisitorAt - 20_000,
        (replyAt ?? firstVisitorAt) + 60_000,
        firstVisitorAt,
        replyAt,
        answered && agent ? agent.id : null,
      ]
        .map(quote)
        .join(", ")})`,
    );
    // A visitor message unread for 3 minutes raised a team alert.
    if (!answered || wait > 180_000) {
      const alertAt = new Date(firstVisitorAt + 180_000).toISOString();
      statements.push(
        `INSERT INTO chat_alerts (id, session_id, seq, messages, first_at, created_at) VALUES (${[
          `seed-report-${day}-${n}`,
          session,
          1,
          '["Hello?"]',
          alertAt,
          alertAt,
        ]
          .map(quote)
          .join(", ")})`,
      );
    }
  }
}

const file = join(mkdtempSync(join(tmpdir(), "seed-reports-")), "seed.sql");
writeFileSync(file, `${statements.join(";\n")};\n`);
execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--file", file], {
  stdio: "inherit",
});
console.log(`Seeded ${statements.length} rows over ${DAYS} days.`);
