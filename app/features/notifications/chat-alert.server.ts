import type { VisitorProfile } from "#party/protocol";

/** What a chat room knows when a visitor's message has waited 3 minutes unread. */
export interface ChatAlertInput {
  sessionId: string;
  /** The visitor message that started the wait. */
  seq: number;
  profile: VisitorProfile | null;
  /** The unread visitor messages, oldest first. */
  messages: string[];
  firstAt: number;
}

export interface StoredChatAlert {
  id: string;
  session_id: string;
  seq: number;
  name: string | null;
  email: string | null;
  telegram: string | null;
  locale: string | null;
  page: string | null;
  messages: string;
  first_at: string;
  created_at: string;
}

/** The alert's text stays readable in a Telegram message. */
const MAX_MESSAGES_CHARS = 1500;

/**
 * Records the alert in D1, once: a repeated alarm for the same message finds the row. The row is
 * the committed record the NOTIFY consumer reads; the caller queues its id.
 */
export async function storeChatAlert(db: D1Database, alert: ChatAlertInput): Promise<string> {
  const id = `${alert.sessionId}:${alert.seq}`;
  const joined = alert.messages.join("\n");
  const messages =
    joined.length > MAX_MESSAGES_CHARS ? `${joined.slice(0, MAX_MESSAGES_CHARS - 1)}…` : joined;
  await db
    .prepare(
      `INSERT INTO chat_alerts (id, session_id, seq, name, email, telegram, locale, page, messages, first_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
    )
    .bind(
      id,
      alert.sessionId,
      alert.seq,
      alert.profile?.name ?? null,
      alert.profile?.email ?? null,
      alert.profile?.telegram ?? null,
      alert.profile?.locale ?? null,
      alert.profile?.page ?? null,
      messages,
      new Date(alert.firstAt).toISOString(),
    )
    .run();
  return id;
}

export async function readChatAlert(db: D1Database, id: string): Promise<StoredChatAlert | null> {
  return db.prepare("SELECT * FROM chat_alerts WHERE id = ?").bind(id).first<StoredChatAlert>();
}

export function chatAlertText(alert: StoredChatAlert, siteUrl: string): string {
  return [
    `Chat visitor waiting for 3 minutes (${alert.locale ?? "-"})`,
    `Name: ${alert.name ?? "-"}`,
    `Email: ${alert.email ?? "-"}`,
    `Telegram: ${alert.telegram ?? "-"}`,
    `Page: ${alert.page ?? "-"}`,
    `Since: ${alert.first_at}`,
    `Unread:`,
    alert.messages,
    `Answer: ${siteUrl.replace(/\/$/, "")}/agent?session=${alert.session_id}`,
  ].join("\n");
}
