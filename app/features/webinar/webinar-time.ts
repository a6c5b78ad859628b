/**
 * The webinar page's two clock rules, pure functions of an instant so they are tested with fixed
 * dates. Time zones are handled with Intl.DateTimeFormat only: a wall-clock reading of an instant
 * in a zone, and the reverse (the instant of a wall-clock time), which stays right across
 * daylight-saving changes.
 *
 * 1. Registration countdown: the target is 12:00 (visitor's local time) on an "alternating day",
 *    the first such noon at least 24 hours ahead. Alternating days are the local calendar days
 *    with an even day number since 1970-01-01 (the day number of the date itself, whatever the
 *    zone), so every visitor in a zone sees the same target and it changes every other day.
 *    Noons two days apart are 48 hours apart, so the target is always 24 to 72 hours ahead
 *    (73 hours at most when a day in between is 25 hours long, at the autumn DST change).
 * 2. Next workshop: Friday 20:00 in America/Chicago. Registration for a Friday closes on the
 *    Thursday at 20:00 Chicago time, so from then on (and all Friday) the date is the Friday
 *    after. The date never moves backwards as time passes. Shown with the label "CST".
 */

export const WORKSHOP_TIME_ZONE = "America/Chicago";
/** The workshop time is labelled CST (America/Chicago), whatever the season. */
export const WORKSHOP_ZONE_LABEL = "CST";
const WORKSHOP_WEEKDAY = 5; // Friday
const WORKSHOP_HOUR = 20;
const CLOSE_WEEKDAY = 4; // Thursday, from WORKSHOP_HOUR on
const COUNTDOWN_HOUR = 12;

export const SECOND_MS = 1000;
export const HOUR_MS = 60 * 60 * SECOND_MS;
export const DAY_MS = 24 * HOUR_MS;
/** The countdown target is at least this far ahead. */
export const COUNTDOWN_MIN_AHEAD_MS = 24 * HOUR_MS;

/** A wall-clock reading: month 1-12, weekday 0 (Sunday) to 6. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(key, f);
  }
  return f;
}

/** Days since 1970-01-01 of a calendar date (month 1-12). */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** Whether the countdown may end on this calendar date: an even day number since 1970-01-01. */
export function isAlternatingDay(year: number, month: number, day: number): boolean {
  return dayNumber(year, month, day) % 2 === 0;
}

/** The wall clock in `timeZone` (undefined: the runtime's own zone, the visitor's in a browser). */
export function wallClock(instant: number, timeZone?: string): WallClock {
  if (timeZone === undefined) {
    // The runtime's own zone is Date's: no Intl.DateTimeFormat, whose first use in a browser
    // loads the locale's data (200 ms of one task on a phone, as the countdown started).
    const date = new Date(instant);
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
      weekday: date.getDay(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 1970;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  return {
    year,
    month,
    day,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (Chicago: -5 or -6 h). */
export function zoneOffsetMs(instant: number, timeZone?: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / SECOND_MS) * SECOND_MS;
}

/**
 * The instant at which `timeZone`'s clock shows this date and time (month 1-12; day may overflow,
 * Date.UTC normalises it). In the hour a spring change skips, the later offset applies.
 */
export function instantAt(
  date: { year: number; month: number; day: number; hour: number; minute?: number },
  timeZone?: string,
): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, date.hour, date.minute ?? 0);
  // Two passes: the offset of a first guess, then the offset at the corrected instant.
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return asUtc - zoneOffsetMs(first, timeZone);
}

/** The registration countdown's target (rule 1 above) for a visitor in `timeZone`. */
export function countdownTarget(now: number, timeZone?: string): number {
  const earliest = now + COUNTDOWN_MIN_AHEAD_MS;
  const from = wallClock(earliest, timeZone);
  // The noon of the day `earliest` falls on, or of one of the next days: four are enough.
  for (let offset = 0; offset < 4; offset += 1) {
    const date = new Date(Date.UTC(from.year, from.month - 1, from.day + offset));
    if (!isAlternatingDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())) {
      continue;
    }
    const noon = instantAt(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: COUNTDOWN_HOUR,
      },
      timeZone,
    );
    if (noon >= earliest) return noon;
  }
  // Unreachable: two consecutive even days always hold a noon past `earliest`.
  throw new Error("no countdown target");
}

/** A countdown value, two digits each: days, hours, minutes, seconds. */
export interface Countdown {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

const two = (n: number) => String(n).padStart(2, "0");

/** What is left until `target`, in whole seconds (never negative). */
export function countdownParts(now: number, target: number): Countdown {
  const total = Math.max(0, Math.floor((target - now) / SECOND_MS));
  return {
    days: two(Math.floor(total / 86_400)),
    hours: two(Math.floor(total / 3600) % 24),
    minutes: two(Math.floor(total / 60) % 60),
    seconds: two(total % 60),
  };
}

/** The countdown shown at `now` for a visitor in `timeZone`. */
export function registrationCountdown(now: number, timeZone?: string): Countdown {
  return countdownParts(now, countdownTarget(now, timeZone));
}

/** The next workshop's start (rule 2 above). */
export function nextWorkshopStart(now: number): number {
  const w = wallClock(now, WORKSHOP_TIME_ZONE);
  let days = (WORKSHOP_WEEKDAY - w.weekday + 7) % 7;
  // Friday (before or after the start): next week's; Thursday from 20:00: the Friday after.
  if (days === 0) days = 7;
  if (w.weekday === CLOSE_WEEKDAY && w.hour >= WORKSHOP_HOUR) days += 7;
  return instantAt(
    { year: w.year, month: w.month, day: w.day + days, hour: WORKSHOP_HOUR },
    WORKSHOP_TIME_ZONE,
  );
}

/**
 * Whether `start` is certainly the next workshop's start at `now`, answered without a time zone
 * so that the browser can keep the server's value without building an Intl.DateTimeFormat at
 * load. It is from the previous registration close, the Thursday at 20:00 in Chicago 8 days
 * before (an hour either way when the clocks changed that week), until its own close 24 hours
 * before (clocks change on Sundays). False near the first edge: the caller then computes.
 */
export function stillNextWorkshop(start: number, now: number): boolean {
  return now >= start - 8 * DAY_MS + HOUR_MS && now < start - DAY_MS;
}

/** An instant as ISO 8601 with the zone's offset: 2026-03-13T20:00:00-05:00. */
export function isoInZone(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const offset = Math.round(zoneOffsetMs(instant, timeZone) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const pad = (n: number, size = 2) => String(n).padStart(size, "0");
  return (
    `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Milliseconds until the next whole hour: the workshop date is recomputed on the hour. */
export function msToNextHour(now: number): number {
  return HOUR_MS - (((now % HOUR_MS) + HOUR_MS) % HOUR_MS);
}
