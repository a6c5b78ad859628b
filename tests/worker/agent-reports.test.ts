import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { saveAgentProfile } from "#app/features/agent-console/agent-profile.server";
import type { Report } from "#app/features/agent-console/reports/report-types";
import { writeConversationIndex } from "#party/conversation-index";
import { app } from "#worker/index";
import { signedInAgents } from "./agent-sessions";
import { newSessionId, profile } from "./chat-helpers";
import { origin } from "./helpers";

// Agents of this file only: D1 is shared with the other test files, so are agent profiles.
const RITA = "rita.reports@subnova.test";
const SAM = "sam.reports@subnova.test";
const NOEL = "noel.reports@subnova.test";
let agentEnv: Env;
let cookies: Record<string, string> = {};

async function get(path: string, agentId: string | null = RITA): Promise<Response> {
  const headers = agentId ? { Cookie: cookies[agentId] ?? "" } : undefined;
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${origin}${path}`, { headers }), agentEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function report(query: string): Promise<Report> {
  const res = await get(`/api/agent/reports?${query}`);
  expect(res.status).toBe(200);
  return res.json<Report>();
}

const at = (iso: string) => Date.parse(iso);

/** One conversation as its room indexes it: first visitor message, then maybe a first reply. */
async function seedConversation(
  firstVisitorAt: number,
  reply: { after: number; by: string } | null,
) {
  const sessionId = newSessionId();
  await writeConversationIndex(
    env.DB,
    {
      sessionId,
      profile: profile({ email: `${sessionId}@shop.example` }),
      status: "open",
      startedAt: firstVisitorAt - 5000,
      lastAt: firstVisitorAt + (reply?.after ?? 0),
      firstVisitorAt,
      firstReplyAt: reply ? firstVisitorAt + reply.after : null,
      firstReplyBy: reply?.by ?? null,
      closedAt: null,
    },
    [],
  );
  return sessionId;
}

/** A team alert, as the room's alarm writes it. */
async function seedAlert(sessionId: string, createdAt: string, seq: number) {
  await env.DB.prepare(
    `INSERT INTO chat_alerts (id, session_id, seq, messages, first_at, created_at)
     VALUES (?, ?, ?, '["hello?"]', ?, ?)`,
  )
    .bind(crypto.randomUUID(), sessionId, seq, createdAt, createdAt)
    .run();
}

beforeAll(async () => {
  ({ env: agentEnv, cookies } = await signedInAgents([RITA, SAM, NOEL]));
  // Rita chose a name with what a spreadsheet would run; Sam kept the default; Noël reads French.
  await saveAgentProfile(env.DB, RITA, { name: '=HYPERLINK("x","Rita, "R"")' });
  await saveAgentProfile(env.DB, NOEL, { name: "Noël", lang: "fr" });

  // 3 June 2024: Rita answers three (10 s, 40 s, 100 s), Sam one (5 s), nobody one.
  const day = "2024-06-03T09:00:00Z";
  await seedConversation(at(day), { after: 10_000, by: RITA });
  await seedConversation(at(day) + 60_000, { after: 40_000, by: RITA });
  const late = await seedConversation(at(day) + 120_000, { after: 100_000, by: RITA });
  await seedConversation(at(day) + 180_000, { after: 5_000, by: SAM });
  const unanswered = await seedConversation(at(day) + 240_000, null);
  // Two alerts in the unanswered one (one missed conversation), one in Rita's slow one, and one
  // more for the unanswered one the next day.
  await seedAlert(unanswered, "2024-06-03T09:07:00.000Z", 1);
  await seedAlert(unanswered, "2024-06-03T09:30:00.000Z", 2);
  await seedAlert(late, "2024-06-03T09:05:00.000Z", 1);
  await seedAlert(unanswered, "2024-06-04T08:00:00.000Z", 3);
  // 5 June, late in the evening in UTC (already 6 June in Paris): Rita, 20 s.
  await seedConversation(at("2024-06-05T23:30:00Z"), { after: 20_000, by: RITA });
});

describe("GET /api/agent/reports", () => {
  it("is for signed-in agents only, never cached", async () => {
    for (const path of ["/api/agent/reports", "/api/agent/reports.csv"]) {
      const res = await get(path, null);
      expect(res.status, path).toBe(401);
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
      expect(await res.json(), path).toMatchObject({ success: false });
    }
    const res = await get("/api/agent/reports?from=2024-06-03&to=2024-06-03");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("gives each day's team figures, every day of the range included", async () => {
    const { days, total } = await report("from=2024-06-03&to=2024-06-05");
    expect(days).toEqual([
      {
        day: "2024-06-03",
        conversations: 5,
        answered: 4,
        // 5, 10, 40, 100 s: nearest rank, the 2nd and the 4th.
        medianFirstResponseMs: 10_000,
        p90FirstResponseMs: 100_000,
        missed: 2,
      },
      {
        day: "2024-06-04",
        conversations: 0,
        answered: 0,
        medianFirstResponseMs: null,
        p90FirstResponseMs: null,
        missed: 1,
      },
      {
        day: "2024-06-05",
        conversations: 1,
        answered: 1,
        medianFirstResponseMs: 20_000,
        p90FirstResponseMs: 20_000,
        missed: 0,
      },
    ]);
    expect(total).toEqual({
      conversations: 6,
      answered: 5,
      medianFirstResponseMs: 20_000,
      p90FirstResponseMs: 100_000,
      missed: 3,
    });
  });

  it("gives each agent's figures per day by display name, the unanswered line last", async () => {
    const { agentDays, agents } = await report("from=2024-06-03&to=2024-06-05");
    const line = (l: Report["agentDays"][number]) => [
      l.day,
      l.agentId,
      l.name,
      l.conversations,
      l.medianFirstResponseMs,
      l.p90FirstResponseMs,
      l.missed,
    ];
    expect(agentDays.map(line)).toEqual([
      ["2024-06-03", RITA, '=HYPERLINK("x","Rita, "R"")', 3, 40_000, 100_000, 1],
      // No saved name: the default made from the agent's id.
      ["2024-06-03", SAM, "Sam", 1, 5000, 5000, 0],
      ["2024-06-03", null, null, 1, null, null, 1],
      ["2024-06-04", null, null, 0, null, null, 1],
      ["2024-06-05", RITA, '=HYPERLINK("x","Rita, "R"")', 1, 20_000, 20_000, 0],
    ]);
    expect(
      agents.map((a) => [a.agentId, a.conversations, a.medianFirstResponseMs, a.missed]),
    ).toEqual([
      [RITA, 4, 20_000, 1],
      [SAM, 1, 5000, 0],
      [null, 1, null, 2],
    ]);
  });

  it("counts days in the asked time zone", async () => {
    const paris = await report("from=2024-06-05&to=2024-06-06&tz=Europe%2FParis");
    expect(paris.range).toEqual({ from: "2024-06-05", to: "2024-06-06", timeZone: "Europe/Paris" });
    expect(paris.days.map((d) => [d.day, d.conversations])).toEqual([
      ["2024-06-05", 0],
      ["2024-06-06", 1],
    ]);
  });

  it("defaults to the last 14 days, today included", async () => {
    const { range, days } = await report("");
    const today = new Date().toISOString().slice(0, 10);
    expect(range).toMatchObject({ to: today, timeZone: "UTC" });
    expect(days).toHaveLength(14);
    expect(days.at(-1)?.day).toBe(today);
  });

  it("refuses more than 92 days, a reversed range, a bad date or zone, in the agent's language", async () => {
    const refused = async (query: string, agentId = RITA) => {
      const res = await get(`/api/agent/reports?${query}`, agentId);
      expect(res.status, query).toBe(400);
      return ((await res.json()) as { message: string }).message;
    };
    expect(await refused("from=2024-01-01&to=2024-04-02")).toBe(
      "Choose a period of 92 days or less.",
    );
    expect(await refused("from=2024-01-01&to=2024-04-02", NOEL)).toBe(
      "Choisissez une période de 92\u00a0jours au plus.",
    );
    expect(await refused("from=2024-06-05&to=2024-06-04")).toBe(
      "The start date must be on or before the end date.",
    );
    expect(await refused("from=2024-02-30&to=2024-03-02")).toBe(
      "Enter both dates as a calendar date.",
    );
    expect(await refused("tz=Nowhere%2FAtAll")).toBe("This time zone is unknown.");
    expect((await get("/api/agent/reports.csv?from=2024-01-01&to=2024-12-31")).status).toBe(400);
    // 92 days exactly is fine.
    expect((await get("/api/agent/reports?from=2024-01-01&to=2024-04-01")).status).toBe(200);
  });
});

describe("GET /api/agent/reports.csv", () => {
  /** RFC 4180 fields of one CSV record (every field quoted, as the export writes them). */
  const fields = (record: string) =>
    [...record.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => (m[1] ?? "").replace(/""/g, '"'));

  it("holds the same figures, a team row and one per agent per day, as an attachment", async () => {
    const res = await get("/api/agent/reports.csv?from=2024-06-03&to=2024-06-05");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="subnova-chat-report-2024-06-03-to-2024-06-05.csv"',
    );
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const text = await res.text();
    expect(text.endsWith("\r\n")).toBe(true);
    const records = text.slice(0, -2).split("\r\n");
    expect(records.map(fields)).toEqual([
      [
        "date",
        "line",
        "agent_id",
        "agent_name",
        "conversations",
        "answered",
        "median_first_response_s",
        "p90_first_response_s",
        "missed",
      ],
      ["2024-06-03", "team", "", "", "5", "4", "10", "100", "2"],
      // Quotes doubled inside a quoted field, and a leading "=" made text, not a formula.
      ["2024-06-03", "agent", RITA, `'=HYPERLINK("x","Rita, "R"")`, "3", "3", "40", "100", "1"],
      ["2024-06-03", "agent", SAM, "Sam", "1", "1", "5", "5", "0"],
      ["2024-06-03", "unanswered", "", "", "1", "0", "", "", "1"],
      ["2024-06-04", "team", "", "", "0", "0", "", "", "1"],
      ["2024-06-04", "unanswered", "", "", "0", "0", "", "", "1"],
      ["2024-06-05", "team", "", "", "1", "1", "20", "20", "0"],
      ["2024-06-05", "agent", RITA, `'=HYPERLINK("x","Rita, "R"")`, "1", "1", "20", "20", "0"],
    ]);
    expect(text).toContain(`"'=HYPERLINK(""x"",""Rita, ""R"""")"`);
  });
});
