import { errorFields, logLine } from "#app/lib/log.server";
import * as z from "zod";
import { leadConfig, type LeadConfig } from "#app/features/lead/lead-config.server";
import { readLead, type StoredLead } from "#app/features/lead/lead-store.server";
import {
  chatAlertText,
  chatAlertWebhook,
  readChatAlert,
} from "#app/features/notifications/chat-alert.server";
import { sendTranscriptMail } from "#app/features/notifications/transcript-mail.server";
import { mismatchText, readMismatch } from "#app/features/webinar/payment-mismatch.server";
import { isSessionId } from "#party/protocol";

/**
 * What the NOTIFY queue carries: the id of a committed record only; the row is read when
 * delivering, so a message never holds personal data and always sends the stored truth.
 */
const notification = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("lead"), leadId: z.string().min(1) }),
  z.strictObject({ kind: z.literal("purchase"), paymentIntentId: z.string().min(1) }),
  z.strictObject({ kind: z.literal("chat"), alertId: z.string().min(1) }),
  z.strictObject({ kind: z.literal("payment_mismatch"), paymentIntentId: z.string().min(1) }),
  // A visitor asked for their conversation by email: the room holds the text and the address.
  z.strictObject({ kind: z.literal("transcript"), sessionId: z.string().refine(isSessionId) }),
]);
export type Notification = z.infer<typeof notification>;

/** First delivery plus wrangler.toml's `max_retries = 5`: the attempt after which we give up. */
export const MAX_ATTEMPTS = 6;

/** Queued after the record is committed. A failure is logged, never shown to the visitor. */
export async function enqueueNotification(queue: Queue, message: Notification): Promise<void> {
  try {
    await queue.send(message, { contentType: "json" });
  } catch (error) {
    logLine("error", "notification_not_queued", { ...message, ...errorFields(error) });
  }
}

export const enqueueLeadNotification = (queue: Queue, leadId: string) =>
  enqueueNotification(queue, { kind: "lead", leadId });

/** A failure that retrying cannot fix (a malformed message, a record that does not exist). */
class PermanentFailure extends Error {}

type Channel = "telegram" | "webhook";

/**
 * The `verification` column in words. An unverified lead came without a Turnstile pass (the
 * no-JavaScript form, or Cloudflare unreachable), so the team must not take it on trust.
 */
const verificationText: Record<string, string> = {
  passed: "Turnstile passed",
  skipped: "none (Turnstile is not configured)",
  unverified: "Turnstile did NOT verify this sender (no JavaScript or Turnstile unreachable)",
};

export function telegramText(lead: StoredLead): string {
  const utm = [lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.utm_term, lead.utm_content]
    .map((value) => value ?? "-")
    .join(" / ");
  return [
    `New lead (${lead.locale}, ${lead.channel ?? "api"})`,
    `Verification: ${verificationText[lead.verification ?? ""] ?? "-"}`,
    `Name: ${lead.first_name} ${lead.last_name}`,
    `Email: ${lead.email}`,
    `Telegram: ${lead.telegram}`,
    `WhatsApp: ${lead.whatsapp}`,
    `Page: ${lead.source_url ?? "-"}`,
    `Referrer: ${lead.referrer ?? "-"}`,
    `UTM source/medium/campaign/term/content: ${utm}`,
    `Country: ${lead.country ?? "-"}`,
    `Received: ${lead.created_at}`,
  ].join("\n");
}

interface StoredPurchase {
  payment_intent_id: string;
  product_id: string;
  email: string;
  amount: number;
  currency: string;
  status: string;
  locale: string | null;
  created_at: string;
}

function purchaseText(purchase: StoredPurchase): string {
  const amount = (purchase.amount / 100).toFixed(2);
  return [
    `New purchase: ${purchase.product_id}`,
    `Amount: ${amount} ${purchase.currency.toUpperCase()}`,
    `Email: ${purchase.email || "-"}`,
    `Language: ${purchase.locale ?? "-"}`,
    `Payment intent: ${purchase.payment_intent_id}`,
    `Paid: ${purchase.created_at}`,
  ].join("\n");
}

/** A record to announce: its text for Telegram, its body for the webhook, where deliveries go. */
interface Subject {
  id: string;
  text: string;
  webhook: { event: string; [key: string]: unknown };
  deliveries: {
    table:
      | "lead_deliveries"
      | "purchase_deliveries"
      | "chat_alert_deliveries"
      | "payment_mismatch_deliveries";
    column: string;
  };
  done: {
    table: "leads" | "purchases" | "chat_alerts" | "payment_mismatches";
    column: "forwarded_at" | "notified_at";
    key: string;
  };
}

async function loadSubject(
  message: Exclude<Notification, { kind: "transcript" }>,
  env: Env,
): Promise<Subject> {
  const db = env.DB;
  if (message.kind === "chat") {
    const alert = await readChatAlert(db, message.alertId);
    if (!alert) throw new PermanentFailure(`Chat alert ${message.alertId} does not exist`);
    return {
      id: alert.id,
      text: chatAlertText(alert, env.SITE_URL),
      webhook: { event: "chat.unanswered", alert: chatAlertWebhook(alert, env.SITE_URL) },
      deliveries: { table: "chat_alert_deliveries", column: "alert_id" },
      done: { table: "chat_alerts", column: "notified_at", key: "id" },
    };
  }
  if (message.kind === "payment_mismatch") {
    const mismatch = await readMismatch(db, message.paymentIntentId);
    if (!mismatch) {
      throw new PermanentFailure(`Payment mismatch ${message.paymentIntentId} does not exist`);
    }
    return {
      id: mismatch.payment_intent_id,
      text: mismatchText(mismatch),
      webhook: { event: "payment.mismatch", mismatch },
      deliveries: { table: "payment_mismatch_deliveries", column: "payment_intent_id" },
      done: { table: "payment_mismatches", column: "notified_at", key: "payment_intent_id" },
    };
  }
  if (message.kind === "lead") {
    const lead = await readLead(db, message.leadId);
    if (!lead) throw new PermanentFailure(`Lead ${message.leadId} does not exist`);
    return {
      id: lead.id,
      text: telegramText(lead),
      webhook: { event: "lead.created", lead },
      deliveries: { table: "lead_deliveries", column: "lead_id" },
      done: { table: "leads", column: "forwarded_at", key: "id" },
    };
  }
  const purchase = await db
    .prepare("SELECT * FROM purchases WHERE payment_intent_id = ?")
    .bind(message.paymentIntentId)
    .first<StoredPurchase>();
  if (!purchase) throw new PermanentFailure(`Purchase ${message.paymentIntentId} does not exist`);
  return {
    id: purchase.payment_intent_id,
    text: purchaseText(purchase),
    webhook: { event: "purchase.succeeded", purchase },
    deliveries: { table: "purchase_deliveries", column: "payment_intent_id" },
    done: { table: "purchases", column: "notified_at", key: "payment_intent_id" },
  };
}

async function send(channel: Channel, subject: Subject, config: LeadConfig, fetcher: typeof fetch) {
  const signal = AbortSignal.timeout(10_000);
  if (channel === "telegram" && config.telegram) {
    const { apiUrl, token, chatId } = config.telegram;
    const res = await fetcher(`${apiUrl.replace(/\/$/, "")}/bot${token}/sendMessage`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ chat_id: chatId, text: subject.text, disable_web_page_preview: true }),
      signal,
    });
    const answer = (await res.json().catch(() => null)) as { ok?: boolean } | null;
    if (!res.ok || answer?.ok !== true) throw new Error(`Telegram answered ${res.status}`);
  } else if (channel === "webhook" && config.webhookUrl) {
    const res = await fetcher(config.webhookUrl, {
      method: "POST",
      // The record's id lets the receiver drop a delivery it has already seen.
      headers: { "Content-Type": "application/json", "Idempotency-Key": subject.id },
      body: JSON.stringify(subject.webhook),
      signal,
    });
    if (!res.ok) throw new Error(`Webhook answered ${res.status}`);
  }
}

/**
 * Delivers one record to every configured channel it has not reached yet, recording each success
 * so a retry after a partial failure does not post it twice.
 */
async function deliver(body: unknown, env: Env, fetcher: typeof fetch): Promise<void> {
  const parsed = notification.safeParse(body);
  if (!parsed.success) throw new PermanentFailure(`Not a notification: ${JSON.stringify(body)}`);
  if (parsed.data.kind === "transcript") {
    const { sessionId } = parsed.data;
    const room = env.ChatRoom.getByName(sessionId);
    const outcome = await sendTranscriptMail(sessionId, env, room, fetcher);
    if (outcome.kind === "permanent") throw new PermanentFailure(outcome.reason);
    if (outcome.kind === "retry") throw new Error(outcome.reason);
    return;
  }
  const config = leadConfig(env);
  const channels: Channel[] = [];
  if (config.telegram) channels.push("telegram");
  if (config.webhookUrl) channels.push("webhook");
  if (channels.length === 0) {
    console.log(
      `Notification ${JSON.stringify(parsed.data)}: no notification channel configured (TELEGRAM_*, LEAD_WEBHOOK_URL)`,
    );
    return;
  }
  const subject = await loadSubject(parsed.data, env);
  const { table, column } = subject.deliveries;
  const done = await env.DB.prepare(`SELECT channel FROM ${table} WHERE ${column} = ?`)
    .bind(subject.id)
    .all<{ channel: Channel }>();
  const delivered = new Set(done.results.map((row) => row.channel));
  const failures: string[] = [];
  for (const channel of channels.filter((c) => !delivered.has(c))) {
    try {
      await send(channel, subject, config, fetcher);
      await env.DB.prepare(
        `INSERT INTO ${table} (${column}, channel) VALUES (?, ?) ON CONFLICT DO NOTHING`,
      )
        .bind(subject.id, channel)
        .run();
    } catch (error) {
      failures.push(`${channel}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join("; "));
  await env.DB.prepare(
    `UPDATE ${subject.done.table} SET ${subject.done.column} = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE ${subject.done.key} = ?`,
  )
    .bind(subject.id)
    .run();
}

/** Waits longer after each failed attempt: 20 s, 40 s, 80 s ... at most 10 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(600, 10 * 2 ** attempts);

/**
 * The NOTIFY queue consumer. Each message is acked when delivered, retried with backoff when a
 * channel failed, and on its last attempt (or a failure no retry can fix) written to
 * dead_letters and acked, so nothing is dropped silently.
 */
export async function handleNotifyBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  for (const message of batch.messages) {
    try {
      await deliver(message.body, env, fetcher);
      message.ack();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!(error instanceof PermanentFailure) && message.attempts < MAX_ATTEMPTS) {
        console.warn(`Notification ${message.id} attempt ${message.attempts} failed: ${reason}`);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        continue;
      }
      try {
        await env.DB.prepare(
          "INSERT INTO dead_letters (queue, message_id, body, attempts, error) VALUES (?, ?, ?, ?, ?)",
        )
          .bind(batch.queue, message.id, JSON.stringify(message.body), message.attempts, reason)
          .run();
        console.error(
          `Notification ${message.id} dead-lettered after ${message.attempts}: ${reason}`,
        );
        message.ack();
      } catch (dbError) {
        console.error(`Notification ${message.id} could not be dead-lettered`, dbError);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
  }
}
