import {
  dayInZone,
  rangeDays,
  type ReportRange,
} from "#app/features/agent-console/reports/report-range";
import type {
  AgentDay,
  AgentTotal,
  Report,
  ReportFigures,
  TeamDay,
} from "#app/features/agent-console/reports/report-types";
import { defaultAgentName } from "#party/protocol";

/**
 * The support reports: per day and per agent, conversations, first response times and missed
 * conversations, from what the rooms index in D1 (chat_conversations) and the team alerts
 * (chat_alerts). The queries read rows; everything else here is pure and unit-tested.
 */

/** A conversation as chat_conversations holds it (times in ms, the rooms' clock). */
export interface ConversationRow {
  session_id: string;
  first_visitor_at: number;
  first_reply_at: number | null;
  first_reply_by: string | null;
}

/** A team alert, with who first replied in its conversation (if anyone has, and it is indexed). */
export interface AlertRow {
  session_id: string;
  /** ISO 8601, as chat_alerts writes it. */
  created_at: string;
  first_reply_by: string | null;
}

/**
 * The p-th percentile by nearest rank: the smallest value with at least p % of the values at or
 * below it. It is always a time that really happened (no average of two replies), and on one
 * value it is that value. Null without values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? null;
}

/** First response time, never negative (a room's clock only moves forward, but be safe). */
export function firstResponseMs(row: ConversationRow): number | null {
  if (row.first_reply_at === null || row.first_reply_by === null) return null;
  return Math.max(0, row.first_reply_at - row.first_visitor_at);
}

/** What one line accumulates before its percentiles are taken. */
interface Tally {
  conversations: number;
  times: number[];
  missed: number;
}

const emptyTally = (): Tally => ({ conversations: 0, times: [], missed: 0 });

function figures(tally: Tally): ReportFigures {
  return {
    conversations: tally.conversations,
    answered: tally.times.length,
    medianFirstResponseMs: percentile(tally.times, 50),
    p90FirstResponseMs: percentile(tally.times, 90),
    missed: tally.missed,
  };
}

function tallyOf<K>(map: Map<K, Tally>, key: K): Tally {
  let tally = map.get(key);
  if (!tally) {
    tally = emptyTally();
    map.set(key, tally);
  }
  return tally;
}

/** A line's key inside a day: the agent's id, or "" for the unanswered line. */
const lineKey = (agentId: string | null) => agentId ?? "";

/** Agents by name, the unanswered line last. */
function byLine<T extends { agentId: string | null; name: string | null }>(a: T, b: T): number {
  if (a.agentId === null || b.agentId === null) return a.agentId === null ? 1 : -1;
  return (a.name ?? "").localeCompare(b.name ?? "") || a.agentId.localeCompare(b.agentId);
}

/**
 * The report of a range from its rows. A conversation counts on the day (in the range's zone)
 * its visitor first wrote, for the agent who replied first, or on the unanswered line; a missed
 * conversation counts once per day it raised an alert, on the line of whoever then replied first.
 * Rows outside the range's days are ignored, so the queries may read a little wide.
 */
export function buildReport(
  range: ReportRange,
  conversations: readonly ConversationRow[],
  alerts: readonly AlertRow[],
  names: ReadonlyMap<string, string>,
): Report {
  const days = rangeDays(range.from, range.to);
  const inRange = new Set(days);
  const team = new Map(days.map((day) => [day, emptyTally()]));
  const lines = new Map<string, Map<string, Tally>>();
  const periodTeam = emptyTally();
  const periodLines = new Map<string, Tally>();

  const count = (day: string, agentId: string | null, add: (tally: Tally) => void) => {
    const key = lineKey(agentId);
    let dayLines = lines.get(day);
    if (!dayLines) {
      dayLines = new Map();
      lines.set(day, dayLines);
    }
    for (const tally of [tallyOf(team, day), tallyOf(dayLines, key), periodTeam]) add(tally);
    add(tallyOf(periodLines, key));
  };

  for (const row of conversations) {
    const day = dayInZone(row.first_visitor_at, range.timeZone);
    if (!inRange.has(day)) continue;
    const time = firstResponseMs(row);
    const agentId = time === null ? null : row.first_reply_by;
    count(day, agentId, (tally) => {
      tally.conversations += 1;
      if (time !== null) tally.times.push(time);
    });
  }

  const missed = new Set<string>();
  for (const alert of alerts) {
    const time = Date.parse(alert.created_at);
    if (!Number.isFinite(time)) continue;
    const day = dayInZone(time, range.timeZone);
    const once = `${day} ${alert.session_id}`;
    if (!inRange.has(day) || missed.has(once)) continue;
    missed.add(once);
    count(day, alert.first_reply_by, (tally) => {
      tally.missed += 1;
    });
  }

  const nameOf = (key: string) => (key === "" ? null : (names.get(key) ?? defaultAgentName(key)));
  const agentDays: AgentDay[] = days.flatMap((day) =>
    [...(lines.get(day) ?? new Map<string, Tally>())]
      .map(([key, tally]) => ({
        day,
        agentId: key === "" ? null : key,
        name: nameOf(key),
        ...figures(tally),
      }))
      .toSorted(byLine),
  );
  const agents: AgentTotal[] = [...periodLines]
    .map(([key, tally]) => ({
      agentId: key === "" ? null : key,
      name: nameOf(key),
      ...figures(tally),
    }))
    .toSorted(byLine);
  const teamDays: TeamDay[] = days.map((day) => ({
    day,
    ...figures(team.get(day) ?? emptyTally()),
  }));
  return { range, days: teamDays, agentDays, total: figures(periodTeam), agents };
}

// Time zones run from 14 hours ahead of UTC to 12 behind: a day anywhere lies within these
// margins of the same UTC day.
const AHEAD_MS = 14 * 3_600_000;
const BEHIND_MS = 12 * 3_600_000;

/** The UTC instants that hold every day of the range in any zone: [start, end). */
export function queryWindow(range: ReportRange): { start: number; end: number } {
  return {
    start: Date.parse(`${range.from}T00:00:00Z`) - AHEAD_MS,
    end: Date.parse(`${range.to}T00:00:00Z`) + 86_400_000 + BEHIND_MS,
  };
}

/** Reads the rows of a range (a little wide; buildReport keeps its days) and builds its report. */
export async function loadReport(db: D1Database, range: ReportRange): Promise<Report> {
  const { start, end } = queryWindow(range);
  const [conversations, alerts, profiles] = await Promise.all([
    db
      .prepare(
        `SELECT session_id, first_visitor_at, first_reply_at, first_reply_by
         FROM chat_conversations WHERE first_visitor_at >= ? AND first_visitor_at < ?`,
      )
      .bind(start, end)
      .all<ConversationRow>(),
    // created_at is ISO 8601 text in UTC, which sorts as the instants do.
    db
      .prepare(
        `SELECT a.session_id, a.created_at,
           CASE WHEN c.first_reply_at IS NOT NULL THEN c.first_reply_by END AS first_reply_by
         FROM chat_alerts a LEFT JOIN chat_conversations c ON c.session_id = a.session_id
         WHERE a.created_at >= ? AND a.created_at < ?`,
      )
      .bind(new Date(start).toISOString(), new Date(end).toISOString())
      .all<AlertRow>(),
    db
      .prepare(`SELECT agent_id, display_name FROM agent_profiles`)
      .all<{ agent_id: string; display_name: string }>(),
  ]);
  const names = new Map(profiles.results.map((row) => [row.agent_id, row.display_name]));
  return buildReport(range, conversations.results, alerts.results, names);
}
