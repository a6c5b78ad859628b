import type { RoomStatus, Sender, VisitorProfile } from "#party/protocol";

/**
 * What the support console searches and reports on, written to D1 by each room a few seconds
 * after its messages are stored (`chat_conversations`, `chat_search`). The room stays the truth:
 * it remembers the last seq it indexed, so a failed write is retried with the next one.
 */
export interface ConversationRecord {
  sessionId: string;
  profile: VisitorProfile;
  status: RoomStatus;
  startedAt: number;
  lastAt: number;
  firstVisitorAt: number | null;
  firstReplyAt: number | null;
  firstReplyBy: string | null;
  closedAt: number | null;
}

export interface IndexedMessage {
  seq: number;
  sender: Sender;
  text: string;
  ts: number;
}

/** Search covers this many days; older conversations are found by a visitor's email. */
export const SEARCH_DAYS = 90;

/** One batch: the conversation's row, and the messages written since the last batch. */
export async function writeConversationIndex(
  db: D1Database,
  record: ConversationRecord,
  messages: readonly IndexedMessage[],
): Promise<void> {
  const { profile } = record;
  const statements = [
    db
      .prepare(
        `INSERT INTO chat_conversations (session_id, name, email, telegram, locale, start_page,
           status, started_at, last_at, first_visitor_at, first_reply_at, first_reply_by, closed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (session_id) DO UPDATE SET name = excluded.name, email = excluded.email,
           telegram = excluded.telegram, locale = excluded.locale, status = excluded.status,
           last_at = excluded.last_at, first_visitor_at = excluded.first_visitor_at,
           first_reply_at = excluded.first_reply_at, first_reply_by = excluded.first_reply_by,
           closed_at = excluded.closed_at`,
      )
      .bind(
        record.sessionId,
        profile.name,
        profile.email.toLowerCase(),
        profile.telegram,
        profile.locale,
        profile.page ?? null,
        record.status,
        record.startedAt,
        record.lastAt,
        record.firstVisitorAt,
        record.firstReplyAt,
        record.firstReplyBy,
        record.closedAt,
      ),
    ...messages
      .filter((message) => message.sender !== "system")
      .map((message) =>
        db
          .prepare(`INSERT INTO chat_search (session_id, seq, ts, body) VALUES (?, ?, ?, ?)`)
          .bind(record.sessionId, message.seq, message.ts, message.text),
      ),
  ];
  await db.batch(statements);
}
