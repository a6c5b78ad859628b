/**
 * What an agent typed, made safe for SQL: FTS5 query syntax (quotes, `*`, `-`, `(`, NEAR, AND,
 * OR, NOT, column filters) would either fail or change the meaning; the text is read as plain
 * words.
 */

/** Words an agent is unlikely to type more of; bounds the work of one query. */
const MAX_WORDS = 16;

/**
 * The FTS5 query for the text: each word a quoted string (so no word is an operator), all of
 * them required, the last one a prefix (the agent may still be typing it). Words are what the
 * index's unicode61 tokenizer makes of text: runs of letters and digits. Null for text with no
 * word in it.
 */
export function ftsQuery(text: string): string | null {
  const words = text
    .normalize("NFC")
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, MAX_WORDS);
  if (!words || words.length === 0) return null;
  // A word holds no quote (letters and digits only), so wrapping it needs no escaping.
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? "*" : ""}`).join(" ");
}

/**
 * The text as SQLite's lower() folds a column: ASCII letters only, so "Élodie" finds "Élodie"
 * and "elodie" finds "Elodie" the same way on both sides of the comparison.
 */
export const asciiLower = (text: string) => text.trim().replace(/[A-Z]+/g, (s) => s.toLowerCase());

/** The snippet markers: control characters, which stored chat text never holds (cleanText). */
export const HIT_START = "\u0002";
export const HIT_END = "\u0003";

/** An FTS5 snippet() with HIT_START/HIT_END around the matches, as parts for the console. */
export function snippetParts(snippet: string): Array<{ text: string; hit: boolean }> {
  const parts: Array<{ text: string; hit: boolean }> = [];
  for (const [i, piece] of snippet.split(HIT_START).entries()) {
    const [inside, after] = i === 0 ? [null, piece] : splitOnce(piece, HIT_END);
    if (inside) parts.push({ text: inside, hit: true });
    if (after) parts.push({ text: after, hit: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + separator.length)];
}
