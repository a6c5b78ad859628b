import * as z from "zod/mini";
import { langCodes, type Lang } from "#app/config/languages";
import { singleLine } from "#app/lib/single-line";
import { MAX_TEXT_LENGTH } from "#party/protocol";

/**
 * A saved reply the whole team shares, in one language: the shape the console edits and the
 * agents' API stores, one schema for both.
 */

export const MAX_CANNED_TITLE_LENGTH = 80;
/** A reply is sent as a chat message, so it is held to a message's length. */
export const MAX_CANNED_BODY_LENGTH = MAX_TEXT_LENGTH;
/** How many replies the team may keep: a list agents still scan, and a bounded table. */
export const MAX_CANNED_REPLIES = 500;
/**
 * Largest body the API reads: the longest title and reply, each character escaped as \uXXXX
 * (6 bytes), fit in it.
 */
export const CANNED_BODY_LIMIT = 16 * 1024;

/** What the visitor's first name is written as in a reply. */
export const FIRST_NAME_PLACEHOLDER = "{first_name}";

export const cannedReplyInput = z.object({
  lang: z.enum(langCodes as ["en", "fr"]),
  // Titles are scanned in a one-line list.
  title: z
    .string()
    .check(z.overwrite(singleLine), z.minLength(1), z.maxLength(MAX_CANNED_TITLE_LENGTH)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_CANNED_BODY_LENGTH)),
});
export type CannedReplyInput = z.infer<typeof cannedReplyInput>;

/** The fields a form can get wrong, as the API names them in its answer. */
export type CannedField = keyof CannedReplyInput;

export interface CannedReply {
  id: string;
  lang: Lang;
  title: string;
  body: string;
  /** Milliseconds since the epoch. */
  updatedAt: number;
}

/** English, then French; each by title, in the order a person reads a list: case and accents aside. */
export function compareCanned(a: CannedReply, b: CannedReply): number {
  return (
    a.lang.localeCompare(b.lang) ||
    a.title.localeCompare(b.title, a.lang, { sensitivity: "base" }) ||
    a.id.localeCompare(b.id)
  );
}
