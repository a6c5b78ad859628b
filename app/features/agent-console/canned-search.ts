import type { Lang } from "#app/config/languages";
import type { CannedReply } from "#app/features/agent-console/canned-reply";

/** The `/query` being typed in the reply box: where its slash is, and the text after it. */
export interface SlashQuery {
  start: number;
  query: string;
}

/**
 * The saved-reply search the caret is in: a `/` at the start of the box or after a space, then
 * the text typed after it on the same line. "and/or" or a path like "/en/pricing" is no search:
 * a slash after a letter, or a second slash, ends it.
 */
export function slashQueryAt(text: string, caret: number): SlashQuery | null {
  const match = /(^|\s)\/([^\n/]{0,80})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? "";
  return { start: match.index + (match[1] ?? "").length, query };
}

/** Lower case without accents: "Délai" is found by "delai" and "DÉLAI". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/**
 * The replies in the conversation's language that hold every word of the query, in their
 * title or body; those whose title holds them come first, in title order.
 */
export function searchCanned(
  replies: readonly CannedReply[],
  lang: Lang,
  query: string,
): CannedReply[] {
  const words = folded(query).split(/\s+/u).filter(Boolean);
  const inTitle: CannedReply[] = [];
  const inBody: CannedReply[] = [];
  for (const reply of replies) {
    if (reply.lang !== lang) continue;
    const title = folded(reply.title);
    const text = `${title}\n${folded(reply.body)}`;
    if (!words.every((word) => text.includes(word))) continue;
    (words.every((word) => title.includes(word)) ? inTitle : inBody).push(reply);
  }
  return [...inTitle, ...inBody];
}
