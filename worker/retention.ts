import { logLine } from "#app/lib/log.server";
import {
  CONSENT_PROOF_RETENTION_YEARS,
  CONTACT_RETENTION_YEARS,
  shiftYears,
} from "#app/lib/retention";
import { DAY_MS } from "#app/lib/atomic-limit.server";
import { SEARCH_DAYS } from "#party/conversation-index";
import { INBOX_ROOM } from "#party/protocol";

export interface PurgeCounts {
  leads: number;
  chatAlerts: number;
  consentChoices: number;
  deadLetters: number;
  inboxRooms: number;
  searchMessages: number;
  conversations: number;
}

/**
 * Deletes what is past its retention period (the daily Cron Trigger): leads and the team's chat
 * alerts three years after they were sent, each consent choice five years after it was made, and
 * the inbox's summaries and the console's rows of conversations idle for three years, and the
 * search's copy of chat messages after SEARCH_DAYS. Chat transcripts erase themselves (the room's
 * alarm). Rows are compared as the ISO strings D1 stores, the chat's as the rooms' milliseconds.
 */
export async function purgeExpired(env: Env, now: number): Promise<PurgeCounts> {
  const contactCutoff = shiftYears(now, -CONTACT_RETENTION_YEARS);
  const contactBefore = new Date(contactCutoff).toISOString();
  const consentBefore = new Date(shiftYears(now, -CONSENT_PROOF_RETENTION_YEARS)).toISOString();
  const db = env.DB;
  // One transaction: a lead never loses its deliveries without going itself, and the reverse.
  const results = await db.batch([
    db
      .prepare(
        `DELETE FROM lead_deliveries WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ?)`,
      )
      .bind(contactBefore),
    db.prepare(`DELETE FROM leads WHERE created_at < ?`).bind(contactBefore),
    db
      .prepare(
        `DELETE FROM chat_alert_deliveries
         WHERE alert_id IN (SELECT id FROM chat_alerts WHERE created_at < ?)`,
      )
      .bind(contactBefore),
    db.prepare(`DELETE FROM chat_alerts WHERE created_at < ?`).bind(contactBefore),
    db.prepare(`DELETE FROM consent_log WHERE created_at < ?`).bind(consentBefore),
    // Failed notifications name the leads and alerts above; they go with them.
    db.prepare(`DELETE FROM dead_letters WHERE created_at < ?`).bind(contactBefore),
    db.prepare(`DELETE FROM chat_search WHERE ts < ?`).bind(now - SEARCH_DAYS * DAY_MS),
    db.prepare(`DELETE FROM chat_conversations WHERE last_at < ?`).bind(contactCutoff),
  ]);
  const changed = (i: number) => results[i]?.meta.changes ?? 0;
  const inboxRooms = await env.SupportInbox.getByName(INBOX_ROOM).forgetRoomsBefore(contactCutoff);
  const counts: PurgeCounts = {
    leads: changed(1),
    chatAlerts: changed(3),
    consentChoices: changed(4),
    deadLetters: changed(5),
    inboxRooms,
    searchMessages: changed(6),
    conversations: changed(7),
  };
  logLine("info", "retention.purged", { ...counts });
  return counts;
}
