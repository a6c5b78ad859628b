import { describe, expect, it } from "vitest";
import { durationCopy } from "#app/features/agent-console/reports/duration";
import {
  dayInZone,
  defaultRange,
  parseReportRange,
  rangeDays,
} from "#app/features/agent-console/reports/report-range";
import {
  buildReport,
  percentile,
  type AlertRow,
  type ConversationRow,
} from "#app/features/agent-console/reports/report.server";

describe("percentile (nearest rank)", () => {
  it("has no value without data", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([], 90)).toBeNull();
  });

  it("is the one value when there is one", () => {
    expect(percentile([42], 50)).toBe(42);
    expect(percentile([42], 90)).toBe(42);
  });

  it("takes the lower of two for the median and the higher for the 90th", () => {
    expect(percentile([30, 10], 50)).toBe(10);
    expect(percentile([30, 10], 90)).toBe(30);
  });

  it("on ten values, the 5th and the 9th smallest, whatever the order given", () => {
    const values = [100, 10, 90, 20, 80, 30, 70, 40, 60, 50];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 90)).toBe(90);
    // The input is left as it was.
    expect(values[0]).toBe(100);
  });
});

describe("durations as people say them", () => {
  it.each([
    [0, "seconds", { seconds: 0 }],
    [45_400, "seconds", { seconds: 45 }],
    [59_600, "minutes", { minutes: 1 }],
    [80_000, "minutesSeconds", { minutes: 1, seconds: 20 }],
    [3_600_000, "hours", { hours: 1 }],
    [2 * 3_600_000 + 5 * 60_000 + 20_000, "hoursMinutes", { hours: 2, minutes: 5 }],
  ])("%i ms", (ms, key, values) => {
    expect(durationCopy(ms)).toEqual({ key, values });
  });
});

describe("report range", () => {
  const now = Date.parse("2025-03-20T10:00:00Z");

  it("defaults to the last 14 days, today included, in UTC", () => {
    expect(parseReportRange({}, now)).toEqual({
      ok: true,
      range: { from: "2025-03-07", to: "2025-03-20", timeZone: "UTC" },
    });
    expect(defaultRange("Pacific/Kiritimati", Date.parse("2025-03-20T23:00:00Z")).to).toBe(
      "2025-03-21",
    );
  });

  it("accepts up to 92 days and refuses more, a reversed range, a bad date or zone", () => {
    expect(parseReportRange({ from: "2025-01-01", to: "2025-04-02" }, now).ok).toBe(true);
    expect(parseReportRange({ from: "2025-01-01", to: "2025-04-03" }, now)).toEqual({
      ok: false,
      problem: "tooLong",
    });
    expect(parseReportRange({ from: "2025-03-02", to: "2025-03-01" }, now)).toEqual({
      ok: false,
      problem: "order",
    });
    for (const from of ["2025-02-30", "2025-3-1", "yesterday", ""]) {
      expect(parseReportRange({ from, to: "2025-03-10" }, now), from).toEqual({
        ok: false,
        problem: "invalidDate",
      });
    }
    expect(parseReportRange({ from: ["2025-03-01", "2025-03-02"] }, now).ok).toBe(false);
    expect(parseReportRange({ tz: "Mars/Olympus" }, now)).toEqual({
      ok: false,
      problem: "invalidTimeZone",
    });
  });

  it("lists its days and places an instant on its zone's day", () => {
    expect(rangeDays("2024-02-28", "2024-03-01")).toEqual([
      "2024-02-28",
      "2024-02-29",
      "2024-03-01",
    ]);
    const lateEvening = Date.parse("2025-03-20T23:30:00Z");
    expect(dayInZone(lateEvening, "UTC")).toBe("2025-03-20");
    expect(dayInZone(lateEvening, "Europe/Paris")).toBe("2025-03-21");
    expect(dayInZone(lateEvening, "America/New_York")).toBe("2025-03-20");
  });
});

describe("buildReport", () => {
  const day = (d: string, time = "12:00:00") => Date.parse(`${d}T${time}Z`);
  const conversation = (
    sessionId: string,
    firstVisitorAt: number,
    reply: { afterMs: number; by: string } | null,
  ): ConversationRow => ({
    session_id: sessionId,
    first_visitor_at: firstVisitorAt,
    first_reply_at: reply ? firstVisitorAt + reply.afterMs : null,
    first_reply_by: reply?.by ?? null,
  });
  const range = { from: "2025-03-01", to: "2025-03-03", timeZone: "UTC" };
  const names = new Map([["ana@subnova.test", "Camille"]]);

  it("counts each conversation on its day for the agent who replied first, the rest as unanswered", () => {
    const conversations = [
      conversation("a", day("2025-03-01"), { afterMs: 10_000, by: "ana@subnova.test" }),
      conversation("b", day("2025-03-01"), { afterMs: 30_000, by: "ana@subnova.test" }),
      conversation("c", day("2025-03-01"), { afterMs: 90_000, by: "ben@subnova.test" }),
      conversation("d", day("2025-03-01"), null),
      // Outside the range: read by a wide query, left out.
      conversation("e", day("2025-02-28"), { afterMs: 1000, by: "ana@subnova.test" }),
      conversation("f", day("2025-03-03"), { afterMs: 5000, by: "ben@subnova.test" }),
    ];
    const report = buildReport(range, conversations, [], names);
    expect(report.days.map((d) => [d.day, d.conversations, d.answered])).toEqual([
      ["2025-03-01", 4, 3],
      ["2025-03-02", 0, 0],
      ["2025-03-03", 1, 1],
    ]);
    expect(report.days[0]).toMatchObject({
      medianFirstResponseMs: 30_000,
      p90FirstResponseMs: 90_000,
    });
    expect(report.days[1]).toMatchObject({ medianFirstResponseMs: null, p90FirstResponseMs: null });
    expect(
      report.agentDays.map((l) => [l.day, l.name, l.conversations, l.medianFirstResponseMs]),
    ).toEqual([
      ["2025-03-01", "Ben", 1, 90_000],
      ["2025-03-01", "Camille", 2, 10_000],
      ["2025-03-01", null, 1, null],
      ["2025-03-03", "Ben", 1, 5000],
    ]);
    expect(report.total).toMatchObject({
      conversations: 5,
      answered: 4,
      p90FirstResponseMs: 90_000,
    });
    expect(report.agents.map((a) => [a.agentId, a.conversations])).toEqual([
      ["ben@subnova.test", 2],
      ["ana@subnova.test", 2],
      [null, 1],
    ]);
  });

  it("counts a missed conversation once per day of its alerts, on the line of who replied", () => {
    const alerts: AlertRow[] = [
      {
        session_id: "a",
        created_at: "2025-03-01T12:03:00.000Z",
        first_reply_by: "ana@subnova.test",
      },
      {
        session_id: "a",
        created_at: "2025-03-01T12:20:00.000Z",
        first_reply_by: "ana@subnova.test",
      },
      {
        session_id: "a",
        created_at: "2025-03-02T09:00:00.000Z",
        first_reply_by: "ana@subnova.test",
      },
      { session_id: "z", created_at: "2025-03-02T10:00:00.000Z", first_reply_by: null },
      { session_id: "y", created_at: "2025-03-04T00:00:01.000Z", first_reply_by: null },
    ];
    const report = buildReport(range, [], alerts, names);
    expect(report.days.map((d) => d.missed)).toEqual([1, 2, 0]);
    expect(report.agentDays.map((l) => [l.day, l.name, l.conversations, l.missed])).toEqual([
      ["2025-03-01", "Camille", 0, 1],
      ["2025-03-02", "Camille", 0, 1],
      ["2025-03-02", null, 0, 1],
    ]);
    expect(report.total.missed).toBe(3);
  });

  it("counts days in the range's zone", () => {
    // 23:30 UTC on 1 March is 2 March in Paris.
    const rows = [conversation("p", day("2025-03-01", "23:30:00"), null)];
    const paris = buildReport({ ...range, timeZone: "Europe/Paris" }, rows, [], names);
    expect(paris.days.map((d) => d.conversations)).toEqual([0, 1, 0]);
    const utc = buildReport(range, rows, [], names);
    expect(utc.days.map((d) => d.conversations)).toEqual([1, 0, 0]);
  });
});
