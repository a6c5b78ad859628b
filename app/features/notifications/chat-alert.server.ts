import { singleLine } from "#app/lib/single-line";
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
  /** A JSON array of the messages; older rows hold them newline-joined. */
  messages: string;
  first_at: string;
  created_at: string;
}

/** The alert's text stays readable in a Telegram message. */
const MAX_MESSAGES_CHARS = 1500;

/** Alert ids are random UUIDs (crypto.randomUUID). */
const ALERT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isChatAlertId = (value: string) => ALERT_ID_PATTERN.test(value);

/** The messages, oldest first, cut to MAX_MESSAGES_CHARS in all (the last one cut marked with …). */
function cappedMessages(messages: string[]): string[] {
  const kept: string[] = [];
  let left = MAX_MESSAGES_CHARS;
  for (const message of messages) {
    if (left <= 0) break;
    kept.push(message.length > left ? `${message.slice(0, left - 1)}…` : message);
    left -= message.length;
  }
  return kept;
}

/**
 * Records the alert in D1, once: a repeated alarm for the same message finds the row. The row is
 * the committed record the NOTIFY consumer reads; the caller queues its id. The id is random, so
 * the console link built from it does not give away the room id (which opens the conversation).
 */
export async function storeChatAlert(db: D1Database, alert: ChatAlertInput): Promise<string> {
  await db
    .prepare(
      `INSERT INTO chat_alerts (id, session_id, seq, name, email, telegram, locale, page, messages, first_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (session_id, seq) DO NOTHING`,
    )
    .bind(
      crypto.randomUUID(),
      alert.sessionId,
      alert.seq,
      alert.profile?.name ?? null,
      alert.profile?.email ?? null,
      alert.profile?.telegram ?? null,
      alert.profile?.locale ?? null,
      alert.profile?.page ?? null,
      JSON.stringify(cappedMessages(alert.messages)),
      new Date(alert.firstAt).toISOString(),
    )
    .run();
  const row = await db
    .prepare("SELECT id FROM chat_alerts WHERE session_id = ? AND seq = ?")
    .bind(alert.sessionId, alert.seq)
    .first<{ id: string }>();
  if (!row) throw new Error(`Chat alert for seq ${alert.seq} was not stored`);
  return row.id;
}

export async function readChatAlert(db: D1Database, id: string): Promise<StoredChatAlert | null> {
  return db.prepare("SELECT * FROM chat_alerts WHERE id = ?").bind(id).first<StoredChatAlert>();
}

/** The conversation an alert is about, for the console's link; null for an unknown alert. */
export async function chatAlertSession(db: D1Database, id: string): Promise<string | null> {
  if (!isChatAlertId(id)) return null;
  const row = await db
    .prepare("SELECT session_id FROM chat_alerts WHERE id = ?")
    .bind(id)
    .first<{ session_id: string }>();
  return row?.session_id ?? null;
}

/** The unread messages of a row: a JSON array, or (older rows) one newline-joined text. */
function alertMessages(alert: StoredChatAlert): string[] {
  try {
    const parsed: unknown = JSON.parse(alert.messages);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === "string")) return parsed;
  } catch {
    // Not JSON: an older row.
  }
  return [alert.messages];
}

export const chatAlertLink = (alert: StoredChatAlert, siteUrl: string) =>
  `${siteUrl.replace(/\/$/, "")}/agent?alert=${alert.id}`;

/** What the webhook receives: the alert without its room id, with its console link. */
export function chatAlertWebhook(alert: StoredChatAlert, siteUrl: string) {
  const { session_id: _room, seq: _seq, messages: _text, ...rest } = alert;
  return { ...rest, messages: alertMessages(alert), link: chatAlertLink(alert, siteUrl) };
}

/**
 * A visitor's words shown in a plain-text alert: a header line per message, then each of its
 * lines quoted with "> ". No line a visitor typed can start a line of the alert itself (an
 * "Answer:" link, a "Name:"), and invisible or bidi characters are dropped from every line.
 */
function quotedMessages(messages: string[]): string[] {
  return messages.flatMap((message, index) => [
    `Message ${index + 1} of ${messages.length}:`,
    ...message.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/).map((line) => `> ${singleLine(line)}`),
  ]);
}

export function chatAlertText(alert: StoredChatAlert, siteUrl: string): string {
  // The profile was checked when the visitor joined; a room keeps it, so one saved before that
  // check existed is made one line here too.
  const line = (value: string | null) => (value === null ? "-" : singleLine(value) || "-");
  return [
    `Chat visitor waiting for 3 minutes (${line(alert.locale)})`,
    `Name: ${line(alert.name)}`,
    `Email: ${line(alert.email)}`,
    `Telegram: ${line(alert.telegram)}`,
    `Page: ${line(alert.page)}`,
    `Since: ${alert.first_at}`,
    `Unread:`,
    ...quotedMessages(alertMessages(alert)),
    `Answer: ${chatAlertLink(alert, siteUrl)}`,
  ].join("\n");
}
