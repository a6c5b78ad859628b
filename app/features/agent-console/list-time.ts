import type { Lang } from "#app/config/languages";
import { formatMessageTime } from "#app/features/chat-widget/format-time";

const dates = new Map<Lang, Intl.DateTimeFormat>();

/** A conversation's last activity in the list: the clock time today, the date before that. */
export function formatListTime(timestamp: number, lang: Lang, now = Date.now()): string {
  if (new Date(timestamp).toDateString() === new Date(now).toDateString()) {
    return formatMessageTime(timestamp, lang);
  }
  let format = dates.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-US", {
      month: "short",
      day: "numeric",
    });
    dates.set(lang, format);
  }
  return format.format(timestamp);
}
