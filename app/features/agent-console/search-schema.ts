import * as z from "zod/mini";
import { EMAIL_PATTERN } from "#app/lib/patterns";
import { SESSION_ID_PATTERN } from "#party/protocol";

/**
 * The agents' search and history API, written once for the Worker (which validates what the
 * console asks) and the console (which validates what the Worker answers).
 */

export const SEARCH_PATH = "/api/agent/search";
export const HISTORY_PATH = "/api/agent/history";
/** Longest query, in characters. */
export const MAX_QUERY_LENGTH = 100;
/** Conversations one search or one visitor's history lists at most. */
export const RESULTS_LIMIT = 50;

export const searchParams = z.object({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_QUERY_LENGTH)),
});

export const historyParams = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.regex(EMAIL_PATTERN)),
  except: z.optional(z.string().check(z.regex(SESSION_ID_PATTERN))),
});

/** A piece of a matching message: the words that matched are `hit`. */
const snippetPart = z.object({ text: z.string(), hit: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPart>;

const conversation = z.object({
  sessionId: z.string(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  telegram: z.nullable(z.string()),
  locale: z.nullable(z.string()),
  status: z.string(),
  startedAt: z.number(),
  lastAt: z.number(),
});

export const conversationHit = z.extend(conversation, {
  /** The newest matching message around its matching words; null when the visitor matched. */
  snippet: z.nullable(z.array(snippetPart)),
});
export type ConversationHit = z.infer<typeof conversationHit>;

export const earlierConversation = z.extend(conversation, {
  /** The start of the conversation's first message; null once the text is past the search days. */
  firstWords: z.nullable(z.string()),
});
export type EarlierConversation = z.infer<typeof earlierConversation>;

export const searchResponse = z.object({ results: z.array(conversationHit) });
export type SearchResponse = z.infer<typeof searchResponse>;
export const historyResponse = z.object({ conversations: z.array(earlierConversation) });
export type HistoryResponse = z.infer<typeof historyResponse>;
