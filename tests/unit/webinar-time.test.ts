import { describe, expect, it } from "vitest";
import {
  countdownParts,
  countdownTarget,
  dayNumber,
  HOUR_MS,
  instantAt,
  isAlternatingDay,
  isoInZone,
  msToNextHour,
  nextWorkshopStart,
  registrationCountdown,
  stillNextWorkshop,
  wallClock,
  WORKSHOP_TIME_ZONE,
  zoneOffsetMs,
} from "#app/features/webinar/webinar-time";

const CHICAGO = WORKSHOP_TIME_ZONE;
const at = (iso: string) => Date.parse(iso);
/** The workshop start for a given "now", as Chicago wall-clock ISO with its offset. */
const workshop = (now: string) => isoInZone(nextWorkshopStart(at(now)), CHICAGO);
const MINUTE_MS = 60_000;

// 2026: daylight-saving time starts in the US on Sunday March 8 at 02:00 (CST -06:00 becomes
// CDT -05:00) and ends on Sunday November 1 at 02:00.

describe("time-zone arithmetic", () => {
  it("reads Chicago's wall clock on both sides of the DST changes", () => {
    expect(wallClock(at("2026-03-08T07:59:00Z"), CHICAGO)).toMatchObject({ hour: 1, minute: 59 });
    expect(wallClock(at("2026-03-08T08:00:00Z"), CHICAGO)).toMatchObject({ hour: 3, minute: 0 });
    expect(wallClock(at("2026-11-01T06:30:00Z"), CHICAGO)).toMatchObject({ hour: 1, minute: 30 });
    expect(wallClock(at("2026-11-01T07:30:00Z"), CHICAGO)).toMatchObject({ hour: 1, minute: 30 });
    expect(wallClock(at("2026-03-13T12:00:00Z"), CHICAGO).weekday).toBe(5);
  });

  it("finds the instant of a wall-clock time in winter and in summer", () => {
    const friday = { year: 2026, month: 3, day: 6, hour: 20 };
    expect(new Date(instantAt(friday, CHICAGO)).toISOString()).toBe("2026-03-07T02:00:00.000Z");
    const nextFriday = { year: 2026, month: 3, day: 13, hour: 20 };
    expect(new Date(instantAt(nextFriday, CHICAGO)).toISOString()).toBe("2026-03-14T01:00:00.000Z");
    expect(isoInZone(instantAt(nextFriday, CHICAGO), CHICAGO)).toBe("2026-03-13T20:00:00-05:00");
    expect(isoInZone(at("2026-12-04T12:00:00Z"), "Asia/Kolkata")).toBe("2026-12-04T17:30:00+05:30");
  });

  it("counts days since the epoch for alternating days", () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayNumber(2026, 1, 1)).toBe(20454);
    expect(isAlternatingDay(2026, 1, 1)).toBe(true);
    expect(isAlternatingDay(2026, 1, 2)).toBe(false);
    expect(isAlternatingDay(1969, 12, 31)).toBe(false);
    expect(isAlternatingDay(1969, 12, 30)).toBe(true);
  });
});

describe("next workshop: Friday 20:00 America/Chicago", () => {
  it("is this week's Friday until Thursday 20:00, then the Friday after", () => {
    // Thursday March 12 2026, CDT: 19:59 is 00:59Z on the 13th.
    expect(workshop("2026-03-13T00:59:00Z")).toBe("2026-03-13T20:00:00-05:00");
    expect(workshop("2026-03-13T01:01:00Z")).toBe("2026-03-20T20:00:00-05:00");
    // Exactly 20:00 on Thursday: registration for the next day has closed.
    expect(workshop("2026-03-13T01:00:00Z")).toBe("2026-03-20T20:00:00-05:00");
  });

  it("on Friday, before or after 20:00, is next week's Friday", () => {
    // Friday March 13, 10:00 and 20:01 CDT.
    expect(workshop("2026-03-13T15:00:00Z")).toBe("2026-03-20T20:00:00-05:00");
    expect(workshop("2026-03-14T00:59:00Z")).toBe("2026-03-20T20:00:00-05:00");
    expect(workshop("2026-03-14T01:01:00Z")).toBe("2026-03-20T20:00:00-05:00");
  });

  it("on the other days is the coming Friday", () => {
    expect(workshop("2026-03-14T18:00:00Z")).toBe("2026-03-20T20:00:00-05:00"); // Saturday
    expect(workshop("2026-03-16T05:00:00Z")).toBe("2026-03-20T20:00:00-05:00"); // Monday 00:00
    expect(workshop("2026-03-19T17:00:00Z")).toBe("2026-03-20T20:00:00-05:00"); // Thursday noon
  });

  it("follows the Chicago calendar day, not UTC's", () => {
    // Thursday 23:30 in Chicago is already Friday 04:30 in UTC: still past Thursday 20:00.
    expect(workshop("2026-03-20T04:30:00Z")).toBe("2026-03-27T20:00:00-05:00");
    // Wednesday 22:00 in Chicago is Thursday 03:00 UTC: still this week's Friday.
    expect(workshop("2026-03-19T03:00:00Z")).toBe("2026-03-20T20:00:00-05:00");
  });

  it("keeps 20:00 local across the March change (CST then CDT)", () => {
    // Thursday March 5, 19:59 and 20:01 CST; the Friday after is already in CDT.
    expect(workshop("2026-03-06T01:59:00Z")).toBe("2026-03-06T20:00:00-06:00");
    expect(workshop("2026-03-06T02:01:00Z")).toBe("2026-03-13T20:00:00-05:00");
    expect(new Date(nextWorkshopStart(at("2026-03-06T02:01:00Z"))).toISOString()).toBe(
      "2026-03-14T01:00:00.000Z",
    );
    // During the skipped hour's morning (Sunday March 8, 03:30 CDT).
    expect(workshop("2026-03-08T08:30:00Z")).toBe("2026-03-13T20:00:00-05:00");
  });

  it("keeps 20:00 local across the November change (CDT then CST)", () => {
    // Thursday October 29, 19:59 and 20:01 CDT.
    expect(workshop("2026-10-30T00:59:00Z")).toBe("2026-10-30T20:00:00-05:00");
    expect(workshop("2026-10-30T01:01:00Z")).toBe("2026-11-06T20:00:00-06:00");
    expect(new Date(nextWorkshopStart(at("2026-10-30T01:01:00Z"))).toISOString()).toBe(
      "2026-11-07T02:00:00.000Z",
    );
    // Both readings of the repeated hour, 01:30 CDT and 01:30 CST on Sunday November 1.
    expect(workshop("2026-11-01T06:30:00Z")).toBe("2026-11-06T20:00:00-06:00");
    expect(workshop("2026-11-01T07:30:00Z")).toBe("2026-11-06T20:00:00-06:00");
  });

  it("is always a Friday 20:00 in Chicago, 24 hours to 8 days ahead, never moving back", () => {
    let previous = 0;
    for (
      let now = at("2026-02-20T00:00:00Z");
      now < at("2026-04-10T00:00:00Z");
      now += 17 * MINUTE_MS
    ) {
      check(now);
    }
    previous = 0;
    for (
      let now = at("2026-10-15T00:00:00Z");
      now < at("2026-11-20T00:00:00Z");
      now += 17 * MINUTE_MS
    ) {
      check(now);
    }
    function check(now: number) {
      const start = nextWorkshopStart(now);
      const clock = wallClock(start, CHICAGO);
      expect(clock).toMatchObject({ weekday: 5, hour: 20, minute: 0, second: 0 });
      expect(start - now).toBeGreaterThanOrEqual(24 * HOUR_MS);
      expect(start - now).toBeLessThanOrEqual(8 * 24 * HOUR_MS + HOUR_MS);
      expect(start).toBeGreaterThanOrEqual(previous);
      previous = start;
    }
  });
});

describe("a known workshop start, checked without a time zone", () => {
  it("is kept only while it is the next one, and all week but an hour", () => {
    // Every 37 minutes of 2026, both clock changes included, against the time-zone computation,
    // for this week's start and the ones before and after.
    for (
      let now = at("2026-01-01T00:00:00Z");
      now < at("2027-01-01T00:00:00Z");
      now += 37 * MINUTE_MS
    ) {
      const start = nextWorkshopStart(now);
      const previous = nextWorkshopStart(start - 9 * 24 * HOUR_MS);
      const following = nextWorkshopStart(start - 24 * HOUR_MS);
      for (const candidate of [previous, start, following]) {
        if (stillNextWorkshop(candidate, now))
          expect(candidate, new Date(now).toISOString()).toBe(start);
      }
      const kept = now >= start - 8 * 24 * HOUR_MS + HOUR_MS;
      expect(stillNextWorkshop(start, now), new Date(now).toISOString()).toBe(kept);
    }
  });

  it("lets go at the close, the Thursday at 20:00 in Chicago", () => {
    const start = at("2026-03-13T20:00:00-05:00");
    expect(stillNextWorkshop(start, at("2026-03-13T00:59:59Z"))).toBe(true);
    expect(stillNextWorkshop(start, at("2026-03-13T01:00:00Z"))).toBe(false);
    expect(nextWorkshopStart(at("2026-03-13T01:00:00Z"))).toBe(start + 7 * 24 * HOUR_MS);
  });
});

describe("the visitor's own wall clock (no time zone given)", () => {
  it("reads what the time-zone reading gives for the runtime's zone", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (
      let t = at("2026-01-01T00:00:00Z");
      t < at("2027-01-01T00:00:00Z");
      t += 7 * HOUR_MS + 13_001
    ) {
      expect(wallClock(t), new Date(t).toISOString()).toEqual(wallClock(t, zone));
    }
  });
});

describe("registration countdown: 12:00 local on alternating days, 24 to 72 hours ahead", () => {
  it("targets the first even-day noon at least 24 hours away (UTC visitor)", () => {
    // 2026-01-01 is day 20454 (even); January 2 is odd, so the target is January 3, 12:00.
    const now = at("2026-01-01T00:00:00Z");
    expect(new Date(countdownTarget(now, "UTC")).toISOString()).toBe("2026-01-03T12:00:00.000Z");
    expect(registrationCountdown(now, "UTC")).toEqual({
      days: "02",
      hours: "12",
      minutes: "00",
      seconds: "00",
    });
  });

  it("keeps the target until it is 24 hours away, then moves it two days on", () => {
    const noon = at("2026-01-03T12:00:00Z");
    expect(countdownTarget(noon - 24 * HOUR_MS, "UTC")).toBe(noon);
    expect(registrationCountdown(noon - 24 * HOUR_MS, "UTC")).toEqual({
      days: "01",
      hours: "00",
      minutes: "00",
      seconds: "00",
    });
    const after = noon - 24 * HOUR_MS + 1000;
    expect(new Date(countdownTarget(after, "UTC")).toISOString()).toBe("2026-01-05T12:00:00.000Z");
    expect(registrationCountdown(after, "UTC")).toEqual({
      days: "02",
      hours: "23",
      minutes: "59",
      seconds: "59",
    });
  });

  it("uses the visitor's own zone (noon in Paris is 11:00 UTC in winter, 10:00 in summer)", () => {
    const winter = countdownTarget(at("2026-01-01T00:00:00Z"), "Europe/Paris");
    expect(isoInZone(winter, "Europe/Paris")).toBe("2026-01-03T12:00:00+01:00");
    const summer = countdownTarget(at("2026-07-01T00:00:00Z"), "Europe/Paris");
    expect(wallClock(summer, "Europe/Paris")).toMatchObject({ hour: 12, minute: 0 });
    expect(new Date(summer).getUTCHours()).toBe(10);
    const kolkata = countdownTarget(at("2026-01-01T00:00:00Z"), "Asia/Kolkata");
    expect(isoInZone(kolkata, "Asia/Kolkata")).toBe("2026-01-03T12:00:00+05:30");
  });

  it("stays on local noon across the March change in Chicago", () => {
    // Saturday March 7, 12:00 CST (day 20519, odd). 24 hours later it is Sunday 13:00 CDT,
    // past Sunday's noon, so the target is Tuesday March 10, 12:00 CDT: 71 hours away.
    const now = at("2026-03-07T18:00:00Z");
    expect(isoInZone(countdownTarget(now, CHICAGO), CHICAGO)).toBe("2026-03-10T12:00:00-05:00");
    expect(registrationCountdown(now, CHICAGO)).toEqual({
      days: "02",
      hours: "23",
      minutes: "00",
      seconds: "00",
    });
  });

  it("stays on local noon across the November change in Chicago (the 25-hour day)", () => {
    // Friday October 30 (even) noon CDT is 17:00Z; Sunday November 1 (even) noon CST is 18:00Z.
    const before = at("2026-10-29T16:59:59Z");
    expect(isoInZone(countdownTarget(before, CHICAGO), CHICAGO)).toBe("2026-10-30T12:00:00-05:00");
    const after = at("2026-10-29T17:00:01Z");
    expect(isoInZone(countdownTarget(after, CHICAGO), CHICAGO)).toBe("2026-11-01T12:00:00-06:00");
    // Two noons 49 hours apart: the one time the target is more than 72 hours ahead.
    expect(registrationCountdown(after, CHICAGO)).toEqual({
      days: "03",
      hours: "00",
      minutes: "59",
      seconds: "59",
    });
  });

  for (const zone of ["UTC", CHICAGO, "Europe/Paris", "Asia/Kolkata", "Australia/Sydney"]) {
    it(`is always an even-day local noon 24 to 72 hours ahead (${zone})`, () => {
      for (const [from, to] of [
        ["2026-02-25T00:00:00Z", "2026-04-10T00:00:00Z"],
        ["2026-09-25T00:00:00Z", "2026-11-10T00:00:00Z"],
      ] as const) {
        let previous = 0;
        for (let now = at(from); now < at(to); now += 29 * MINUTE_MS) {
          const target = countdownTarget(now, zone);
          const clock = wallClock(target, zone);
          expect(clock).toMatchObject({ hour: 12, minute: 0, second: 0 });
          expect(isAlternatingDay(clock.year, clock.month, clock.day)).toBe(true);
          const ahead = target - now;
          expect(ahead).toBeGreaterThanOrEqual(24 * HOUR_MS);
          // 72 hours, plus the one extra hour of a 25-hour day in between.
          expect(ahead).toBeLessThanOrEqual(73 * HOUR_MS);
          if (ahead > 72 * HOUR_MS) {
            // Only when the clock went back in between.
            expect(zoneOffsetMs(target, zone)).toBeLessThan(zoneOffsetMs(now, zone));
          }
          // A new target is only ever a later one.
          expect(target).toBeGreaterThanOrEqual(previous);
          previous = target;
        }
      }
    });
  }
});

describe("countdown display", () => {
  it("shows days, hours, minutes and seconds as two digits each", () => {
    const parts = countdownParts(0, ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999);
    expect(parts).toEqual({ days: "02", hours: "03", minutes: "04", seconds: "05" });
    for (const value of Object.values(registrationCountdown(Date.now()))) {
      expect(value).toMatch(/^\d{2}$/);
    }
  });

  it("never goes below zero", () => {
    expect(countdownParts(10_000, 0)).toEqual({
      days: "00",
      hours: "00",
      minutes: "00",
      seconds: "00",
    });
  });

  it("waits for the next whole hour to recompute the workshop date", () => {
    expect(msToNextHour(at("2026-03-12T19:59:30Z"))).toBe(30_000);
    expect(msToNextHour(at("2026-03-12T20:00:00Z"))).toBe(HOUR_MS);
  });
});
