import * as z from "zod/mini";

/**
 * The days a report covers, shared by the console's date picker and the API: calendar days
 * (YYYY-MM-DD, both ends included) in one IANA time zone, the agent's browser's.
 */
export interface ReportRange {
  from: string;
  to: string;
  timeZone: string;
}

export const DEFAULT_REPORT_DAYS = 14;
/** About a quarter: enough for a review, small enough to read in one request. */
export const MAX_REPORT_DAYS = 92;

const DAY_MS = 86_400_000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A zone Intl knows (every IANA name, and "UTC"). */
export function isTimeZone(value: string): boolean {
  if (value.length > 64) return false;
  try {
    // Intl throws a RangeError on a zone it does not know.
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone !== "";
  } catch {
    return false;
  }
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (0 when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day of the range, oldest first. */
export function rangeDays(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => addDays(from, i));
}

/** The calendar day an instant falls on in a time zone. */
export function dayInZone(time: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The last `DEFAULT_REPORT_DAYS` days, today included, in the zone. */
export function defaultRange(timeZone: string, now = Date.now()): ReportRange {
  const to = dayInZone(now, timeZone);
  return { from: addDays(to, 1 - DEFAULT_REPORT_DAYS), to, timeZone };
}

/** Why a range was refused: the key of its message under `reports.errors`. */
export type RangeProblem = "invalidDate" | "invalidTimeZone" | "order" | "tooLong";

const queryShape = z.object({
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  tz: z.optional(z.string()),
});

/**
 * The range a request asks for: missing ends default to the last 14 days (or 14 days from a
 * lone `from`), the zone to UTC.
 */
export function parseReportRange(
  query: unknown,
  now = Date.now(),
): { ok: true; range: ReportRange } | { ok: false; problem: RangeProblem } {
  const parsed = queryShape.safeParse(query);
  if (!parsed.success) return { ok: false, problem: "invalidDate" };
  const { from, to, tz = "UTC" } = parsed.data;
  if (!isTimeZone(tz)) return { ok: false, problem: "invalidTimeZone" };
  if ((from !== undefined && !isDay(from)) || (to !== undefined && !isDay(to))) {
    return { ok: false, problem: "invalidDate" };
  }
  const fallback = defaultRange(tz, now);
  const range: ReportRange = {
    from: from ?? (to ? addDays(to, 1 - DEFAULT_REPORT_DAYS) : fallback.from),
    to: to ?? (from ? addDays(from, DEFAULT_REPORT_DAYS - 1) : fallback.to),
    timeZone: tz,
  };
  const days = daysBetween(range.from, range.to);
  if (days < 1) return { ok: false, problem: "order" };
  if (days > MAX_REPORT_DAYS) return { ok: false, problem: "tooLong" };
  return { ok: true, range };
}

/** The query string of a range, as the API reads it. */
export function rangeQuery(range: ReportRange): string {
  return new URLSearchParams({ from: range.from, to: range.to, tz: range.timeZone }).toString();
}
