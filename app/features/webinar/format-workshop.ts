import type { Lang } from "#app/config/languages";
import { WORKSHOP_TIME_ZONE } from "#app/features/webinar/webinar-time";

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
