import type { Lang } from "#app/config/languages";

const formatters = new Map<Lang, Intl.DateTimeFormat>();

/**
 * A message's time as the chat shows it: 2-digit hour and minute, en-US in English
 * ("09:05 AM") and the French 24-hour form in French ("09:05"), in the visitor's time zone.
 */
export function formatMessageTime(timestamp: number, lang: Lang, timeZone?: string): string {
  const locale = lang === "fr" ? "fr-FR" : "en-US";
  const options: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };
  if (timeZone) return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(timestamp);
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(lang, formatter);
  }
  return formatter.format(timestamp);
}

const dayAndTime = new Map<Lang, Intl.DateTimeFormat>();

/** A day and its time ("Mar 3, 2026, 10:15 AM"): when a conversation took place, a block ends. */
export function formatDayAndTime(timestamp: number, lang: Lang): string {
  let format = dayAndTime.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-US", {
      dateStyle: "medium",
      timeStyle: "short",
    });
    dayAndTime.set(lang, format);
  }
  return format.format(timestamp);
}
