import { isLang, type Lang } from "#app/config/languages";
import {
  compareCanned,
  MAX_CANNED_REPLIES,
  type CannedReply,
  type CannedReplyInput,
} from "#app/features/agent-console/canned-reply";

/** The team's saved replies in D1 (canned_replies). */

interface Row {
  id: string;
  lang: string;
  title: string;
  body: string;
  updated_at: number;
}

const columns = "id, lang, title, body, updated_at";

function replyOf(row: Row): CannedReply {
  return {
    id: row.id,
    // The table's CHECK allows only these two.
    lang: isLang(row.lang) ? row.lang : "en",
    title: row.title,
    body: row.body,
    updatedAt: row.updated_at,
  };
}

/** Every reply, or one language's, by title. */
export async function listCanned(db: D1Database, lang?: Lang): Promise<CannedReply[]> {
  const statement = lang
    ? db.prepare(`SELECT ${columns} FROM canned_replies WHERE lang = ?`).bind(lang)
    : db.prepare(`SELECT ${columns} FROM canned_replies`);
  const { results } = await statement.all<Row>();
  // Sorted here, not in SQL: SQLite's collations know neither accents nor French order.
  return results.map(replyOf).toSorted(compareCanned);
}

/** A new reply, or null when the team already keeps MAX_CANNED_REPLIES. */
export async function createCanned(
  db: D1Database,
  agentId: string,
  input: CannedReplyInput,
  now = Date.now(),
): Promise<CannedReply | null> {
  const id = crypto.randomUUID();
  // One statement, so two agents saving at once cannot both pass the count.
  const result = await db
    .prepare(
      `INSERT INTO canned_replies (id, lang, title, body, created_by, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?
       WHERE (SELECT COUNT(*) FROM canned_replies) < ?`,
    )
    .bind(id, input.lang, input.title, input.body, agentId, now, now, MAX_CANNED_REPLIES)
    .run();
  if (result.meta.changes === 0) return null;
  return { id, ...input, updatedAt: now };
}

/** The reply changed, or null when no reply has that id (deleted meanwhile). */
export async function updateCanned(
  db: D1Database,
  id: string,
  input: CannedReplyInput,
  now = Date.now(),
): Promise<CannedReply | null> {
  const row = await db
    .prepare(
      `UPDATE canned_replies SET lang = ?, title = ?, body = ?, updated_at = ?
       WHERE id = ? RETURNING ${columns}`,
    )
    .bind(input.lang, input.title, input.body, now, id)
    .first<Row>();
  return row ? replyOf(row) : null;
}

/** False when no reply had that id. */
export async function deleteCanned(db: D1Database, id: string): Promise<boolean> {
  const result = await db.prepare(`DELETE FROM canned_replies WHERE id = ?`).bind(id).run();
  return result.meta.changes > 0;
}
