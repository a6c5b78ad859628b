import type { Lang } from "#app/config/languages";
import { isoInZone, WORKSHOP_TIME_ZONE } from "#app/features/webinar/webinar-time";

const locales: Record<Lang, string> = { en: "en-US", fr: "fr-FR" };

const dateOptions: Intl.DateTimeFormatOptions = {
  timeZone: WORKSHOP_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
};
const clock: Intl.DateTimeFormatOptions = {
  timeZone: WORKSHOP_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
};
const timeOptions: Record<Lang, Intl.DateTimeFormatOptions> = {
  en: clock,
  fr: { ...clock, hourCycle: "h23" },
};

/**
 * Joins formatted parts with one chosen space. ICU versions disagree on the spaces they put
 * between parts ("8:00 PM" with U+0020 or U+202F); the Worker and the browser must render the
 * same text or hydration fails, so every run of whitespace becomes `space`.
 */
function stable(
  format: Intl.DateTimeFormat,
  instant: number,
  space: string,
  value: (part: Intl.DateTimeFormatPart) => string = (part) => part.value,
): string {
  return format
    .formatToParts(instant)
    .map((part) => (part.type === "literal" ? part.value.replace(/\s+/gu, space) : value(part)))
    .join("")
    .trim();
}

/** The value of one part of a formatted instant ("" when the format has no such part). */
function partOf(format: Intl.DateTimeFormat, instant: number, type: string): string {
  return format.formatToParts(instant).find((part) => part.type === type)?.value ?? "";
}

type Write = (format: Intl.DateTimeFormat, instant: number) => string;

/**
 * How each language writes the two parts. French writes "vendredi 1er janvier" (the first of
 * the month is an ordinal, which Intl does not write) and a 24-hour time as "20 h" or
 * "20 h 30", never "20:00"; the no-break spaces keep the time on one line.
 */
const writers: Record<Lang, { date: Write; time: Write }> = {
  en: {
    date: (format, instant) => stable(format, instant, " "),
    // The time never breaks across lines ("8:00 PM").
    time: (format, instant) => stable(format, instant, "\u00a0"),
  },
  fr: {
    date: (format, instant) =>
      stable(format, instant, " ", (part) =>
        part.type === "day" && part.value === "1" ? "1er" : part.value,
      ),
    time: (format, instant) => {
      const hour = String(Number(partOf(format, instant, "hour")));
      const minute = partOf(format, instant, "minute");
      return minute === "00" ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${minute}`;
    },
  },
};

const cache = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** The workshop's date and time in Chicago, in `lang`: "Friday, March 13" and "8:00 PM", or "vendredi 13 mars" and "20 h". */
export function workshopDateParts(instant: number, lang: Lang): { date: string; time: string } {
  let formats = cache.get(lang);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat(locales[lang], dateOptions),
      time: new Intl.DateTimeFormat(locales[lang], timeOptions[lang]),
    };
    cache.set(lang, formats);
  }
  const write = writers[lang];
  return { date: write.date(formats.date, instant), time: write.time(formats.time, instant) };
}

/** The workshop's start as the page writes it, and as its `<time>` element reads it. */
export interface WorkshopWhen {
  start: number;
  date: string;
  time: string;
  iso: string;
}

/**
 * Written by the page's loader, on the server: a browser's first `Intl.DateTimeFormat` loads the
 * locale's data, which was the webinar page's longest task at hydration on a phone (80 ms at 4x
 * CPU). The browser formats a date itself only when the start moves on while the page is open.
 */
export function workshopWhen(start: number, lang: Lang): WorkshopWhen {
  return { start, ...workshopDateParts(start, lang), iso: isoInZone(start, WORKSHOP_TIME_ZONE) };
}
