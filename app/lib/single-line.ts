/**
 * Text that must stay on one line wherever it is shown: names, pages, referrers, UTM values.
 * The team reads them in plain-text alerts, where a line break would let a sender add a line
 * of their own (a fake "Answer: https://..." link) and a bidi control would reorder what follows.
 */

/** Line breaks, tabs and the line and paragraph separators: each becomes a space. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * Removed: the other control characters (NUL, escapes) and the invisible format characters
 * (Cf): bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069), direction marks
 * (U+200E, U+200F, U+061C), zero-width ones (U+200B-200D, U+2060, U+FEFF), the soft hyphen.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** Any run of white space, the no-break and other Unicode spaces included. */
const SPACES = /[\s\p{Zs}]+/gu;

/** The value as one clean line: no breaks, no invisible characters, single spaces, trimmed. */
export function singleLine(value: string): string {
  return value.replace(BREAKS, " ").replace(INVISIBLE, "").replace(SPACES, " ").trim();
}
