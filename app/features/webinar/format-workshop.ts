import type { Lang } from "#app/config/languages";
import { isoInZone, WORKSHOP_TIME_ZONE } from "#app/features/webinar/webinar-time";

const locales: Record<Lang, string> = { en: "en-US", fr: "fr-FR" };

const dateOptions: Intl.DateTimeFormatOptions = {
  timeZone: WORKSHOP_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
};
const timeOptions: Intl.DateTimeFormatOptions = {
  timeZone: WORKSHOP_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
};

/**
 * Joins formatted parts with one chosen space. ICU versions disagree on the spaces they put
 * between parts ("8:00 PM" with U+0020 or U+202F); the Worker and the browser must render the
 * same text or hydration fails, so every run of whitespace becomes `space`.
 */
function stable(format: Intl.DateTimeFormat, instant: number, space: string): string {
  return format
    .formatToParts(instant)
    .map((part) => (part.type === "literal" ? part.value.replace(/\s+/gu, space) : part.value))
    .join("")
    .trim();
}

const cache = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** The workshop's date ("Friday, March 13") and time ("8:00 PM") in Chicago, in `lang`. */
export function workshopDateParts(instant: number, lang: Lang): { date: string; time: string } {
  let formats = cache.get(lang);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat(locales[lang], dateOptions),
      time: new Intl.DateTimeFormat(locales[lang], timeOptions),
    };
    cache.set(lang, formats);
  }
  // The time never breaks across lines ("8:00 PM").
  return {
    date: stable(formats.date, instant, " "),
    time: stable(formats.time, instant, "\u00a0"),
  };
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
