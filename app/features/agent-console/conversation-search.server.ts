import { DAY_MS } from "#app/lib/atomic-limit.server";
import {
  RESULTS_LIMIT,
  type ConversationHit,
  type EarlierConversation,
} from "#app/features/agent-console/search-schema";
import { asciiLower, ftsQuery, snippetParts } from "#app/features/agent-console/search-terms";
import { SEARCH_DAYS } from "#party/conversation-index";

/**
 * The agents' search over what the rooms index in D1 (party/conversation-index.ts): the text of
 * the last SEARCH_DAYS in `chat_search` (FTS5), the visitor's email, name and Telegram in
 * `chat_conversations`, and one visitor's earlier conversations by email.
 */

interface ConversationRow {
  session_id: string;
  name: string | null;
  email: string | null;
  telegram: string | null;
  locale: string | null;
  status: string;
  started_at: number;
  last_at: number;
}

const COLUMNS = `c.session_id, c.name, c.email, c.telegram, c.locale, c.status, c.started_at,
  c.last_at`;

const conversationOf = (row: ConversationRow) => ({
  sessionId: row.session_id,
  name: row.name,
  email: row.email,
  telegram: row.telegram,
  locale: row.locale,
  status: row.status,
  startedAt: row.started_at,
  lastAt: row.last_at,
});

/** Words of context snippet() keeps around the match. */
const SNIPPET_TOKENS = 12;

/**
 * Per conversation, its newest message matching the words (snippet() is computed in the inner
 * query, against the full-text table itself, as FTS5 requires), with the matches between
 * char(2) and char(3): HIT_START and HIT_END of search-terms.ts.
 */
const MATCHED = `
  SELECT session_id, snippet FROM (
    SELECT session_id, snippet,
      row_number() OVER (PARTITION BY session_id ORDER BY ts DESC, seq DESC) AS n
    FROM (
      SELECT session_id, ts, seq,
        snippet(chat_search, 3, char(2), char(3), '…', ${SNIPPET_TOKENS}) AS snippet
      FROM chat_search WHERE chat_search MATCH ?3 AND ts >= ?1
    )
  ) WHERE n = 1`;

/**
 * "Contains", as instr(), not LIKE: nothing in the text is a wildcard, and D1 refuses LIKE
 * patterns longer than 50 bytes.
 */
const VISITOR_MATCHES = `(instr(lower(c.email), ?2) > 0 OR instr(lower(c.name), ?2) > 0
  OR instr(lower(c.telegram), ?2) > 0)`;

/**
 * Conversations active in the last SEARCH_DAYS whose text holds the words (accents and case
 * ignored, the last word as a prefix) or whose visitor's email, name or Telegram contains the
 * text (ASCII case ignored), newest activity first.
 */
export async function searchConversations(
  db: D1Database,
  text: string,
  now = Date.now(),
): Promise<ConversationHit[]> {
  const since = now - SEARCH_DAYS * DAY_MS;
  const match = ftsQuery(text);
  const sql = match
    ? `SELECT ${COLUMNS}, m.snippet FROM chat_conversations c
       LEFT JOIN (${MATCHED}) m ON m.session_id = c.session_id
       WHERE c.last_at >= ?1 AND (m.session_id IS NOT NULL OR ${VISITOR_MATCHES})
       ORDER BY c.last_at DESC LIMIT ${RESULTS_LIMIT}`
    : `SELECT ${COLUMNS}, NULL AS snippet FROM chat_conversations c
       WHERE c.last_at >= ?1 AND ${VISITOR_MATCHES}
       ORDER BY c.last_at DESC LIMIT ${RESULTS_LIMIT}`;
  const statement = db.prepare(sql);
  const bound = match
    ? statement.bind(since, asciiLower(text), match)
    : statement.bind(since, asciiLower(text));
  const { results } = await bound.all<ConversationRow & { snippet: string | null }>();
  return results.map((row) => ({
    ...conversationOf(row),
    snippet: row.snippet === null ? null : snippetParts(row.snippet),
  }));
}

/** Characters of a conversation's first message the history shows. */
const FIRST_WORDS_LENGTH = 140;

/**
 * The visitor's conversations, newest first, but the one named by `except` (the one on screen).
 * Each starts with its first message's words while the index still holds its text.
 */
export async function visitorHistory(
  db: D1Database,
  email: string,
  except: string | null,
): Promise<EarlierConversation[]> {
  const { results: rows } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM chat_conversations c
       WHERE c.email = ?1 AND c.session_id != ?2
       ORDER BY c.started_at DESC LIMIT ${RESULTS_LIMIT}`,
    )
    .bind(email.toLowerCase(), except ?? "")
    .all<ConversationRow>();
  if (rows.length === 0) return [];
  // The index's session column is not indexed: one pass over it for all of them, only for a
  // visitor who has earlier conversations at all.
  const { results: firsts } = await db
    .prepare(
      `SELECT session_id, substr(body, 1, ${FIRST_WORDS_LENGTH}) AS words, min(seq) AS seq
       FROM chat_search WHERE session_id IN (SELECT value FROM json_each(?1))
       GROUP BY session_id`,
    )
    .bind(JSON.stringify(rows.map((row) => row.session_id)))
    .all<{ session_id: string; words: string }>();
  const words = new Map(firsts.map((first) => [first.session_id, first.words]));
  return rows.map((row) => ({
    ...conversationOf(row),
    firstWords: words.get(row.session_id) ?? null,
  }));
}
