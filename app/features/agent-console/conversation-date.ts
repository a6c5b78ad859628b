import type { Lang } from "#app/config/languages";

const formats = new Map<Lang, Intl.DateTimeFormat>();

/** When an earlier conversation took place: its day and time ("Mar 3, 2026, 10:15 AM"). */
export function formatConversationDate(timestamp: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-US", {
      dateStyle: "medium",
      timeStyle: "short",
    });
    formats.set(lang, format);
  }
  return format.format(timestamp);
}
