import type { Lang } from "#app/config/languages";
import { formatMessageTime, formatPerLang } from "#app/features/chat-widget/format-time";

const dayOfMonth = formatPerLang({ month: "short", day: "numeric" });

/** A conversation's last activity in the list: the clock time today, the date before that. */
export function formatListTime(timestamp: number, lang: Lang, now = Date.now()): string {
  if (new Date(timestamp).toDateString() === new Date(now).toDateString()) {
    return formatMessageTime(timestamp, lang);
  }
  return dayOfMonth(lang).format(timestamp);
}
