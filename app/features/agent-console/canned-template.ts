import { DEFAULT_CHAT_NAME } from "#party/protocol";

/**
 * A saved reply made ready for one visitor: {first_name} becomes their first name, or goes
 * away cleanly when they gave none ("Hello {first_name}," reads "Hello,", never "Hello ,").
 */

/** Letters and digits of any script; what a name starts and ends with once trimmed. */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * The first word of the name the visitor gave, as they wrote it ("Jean-Pierre Martin" gives
 * "Jean-Pierre"), or null for none: empty, or the widget's "Guest" for a visitor who named no one.
 */
export function firstNameOf(name: string | null | undefined): string | null {
  const whole = (name ?? "").trim();
  if (whole === "" || whole === DEFAULT_CHAT_NAME) return null;
  const first = (whole.split(/[\s\p{Zs}]+/u)[0] ?? "").replace(EDGE_PUNCTUATION, "");
  return first === "" ? null : first;
}

/** Spaces within a line: a template's line breaks are the agent's layout and stay. */
const SPACE = "[^\\S\\n]";
const PLACEHOLDER = "\\{\\s*first_name\\s*\\}";

/** At a line's start: the placeholder and the comma and spaces after it ("{first_name}, hi"). */
const AT_LINE_START = new RegExp(`(^|\\n)${SPACE}*${PLACEHOLDER}${SPACE}*,?${SPACE}*(.?)`, "giu");
/** Elsewhere: the placeholder with the spaces, or a comma and spaces, before it. */
const AFTER_TEXT = new RegExp(`(?:${SPACE}*,)?${SPACE}*${PLACEHOLDER}`, "giu");
const ANY = new RegExp(PLACEHOLDER, "giu");

/** The template with the visitor's first name in, or without its placeholders. */
export function fillCannedReply(template: string, firstName: string | null): string {
  if (firstName) return template.replace(ANY, () => firstName);
  return template
    .replace(
      AT_LINE_START,
      (_, lineStart: string, next: string) =>
        // The sentence now starts with what followed the name.
        `${lineStart}${next.toLocaleUpperCase()}`,
    )
    .replace(AFTER_TEXT, "");
}
