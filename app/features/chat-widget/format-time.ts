import type { Lang } from "#app/config/languages";

const localeOf = (lang: Lang) => (lang === "fr" ? "fr-FR" : "en-US");

/** One formatter per language for these options, made on first use (each costs to build). */
export function formatPerLang(
  options: Intl.DateTimeFormatOptions,
): (lang: Lang) => Intl.DateTimeFormat {
  const made = new Map<Lang, Intl.DateTimeFormat>();
  return (lang) => {
    let format = made.get(lang);
    if (!format) {
      format = new Intl.DateTimeFormat(localeOf(lang), options);
      made.set(lang, format);
    }
    return format;
  };
}

const messageTime = { hour: "2-digit", minute: "2-digit" } as const;
const messageTimeFormat = formatPerLang(messageTime);

/**
 * A message's time as the chat shows it: 2-digit hour and minute, en-US in English
 * ("09:05 AM") and the French 24-hour form in French ("09:05"), in the visitor's time zone.
 */
export function formatMessageTime(timestamp: number, lang: Lang, timeZone?: string): string {
  if (timeZone) {
    return new Intl.DateTimeFormat(localeOf(lang), { ...messageTime, timeZone }).format(timestamp);
  }
  return messageTimeFormat(lang).format(timestamp);
}

const dayAndTime = formatPerLang({ dateStyle: "medium", timeStyle: "short" });

/** A day and its time ("Mar 3, 2026, 10:15 AM"): when a conversation took place, a block ends. */
export function formatDayAndTime(timestamp: number, lang: Lang): string {
  return dayAndTime(lang).format(timestamp);
}
