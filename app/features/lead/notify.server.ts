import * as z from "zod";
import { leadConfig, type LeadConfig } from "#app/features/lead/lead-config.server";
import { readLead, type StoredLead } from "#app/features/lead/lead-store.server";

/** What the NOTIFY queue carries for a lead: its id only; the row is read when delivering. */
const leadNotification = z.strictObject({ kind: z.literal("lead"), leadId: z.string().min(1) });
export type LeadNotification = z.infer<typeof leadNotification>;

/** First delivery plus wrangler.toml's `max_retries = 5`: the attempt after which we give up. */
export const MAX_ATTEMPTS = 6;

/** Queued after the lead's row is committed. A failure is logged, never shown to the visitor. */
export async function enqueueLeadNotification(queue: Queue, leadId: string): Promise<void> {
  try {
    await queue.send({ kind: "lead", leadId } satisfies LeadNotification, { contentType: "json" });
  } catch (error) {
    console.error(`Lead ${leadId}: notification could not be queued`, error);
  }
}

/** A failure that retrying cannot fix (a malformed message, a lead that does not exist). */
class PermanentFailure extends Error {}

type Channel = "telegram" | "webhook";

export function telegramText(lead: StoredLead): string {
  const utm = [lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.utm_term, lead.utm_content]
    .map((value) => value ?? "-")
    .join(" / ");
  return [
    `New lead (${lead.locale}, ${lead.channel ?? "api"})`,
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

async function send(channel: Channel, lead: StoredLead, config: LeadConfig, fetcher: typeof fetch) {
  const signal = AbortSignal.timeout(10_000);
  if (channel === "telegram" && config.telegram) {
    const { apiUrl, token, chatId } = config.telegram;
    const res = await fetcher(`${apiUrl.replace(/\/$/, "")}/bot${token}/sendMessage`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        chat_id: chatId,
        text: telegramText(lead),
        disable_web_page_preview: true,
      }),
      signal,
    });
    const answer = (await res.json().catch(() => null)) as { ok?: boolean } | null;
    if (!res.ok || answer?.ok !== true) throw new Error(`Telegram answered ${res.status}`);
  } else if (channel === "webhook" && config.webhookUrl) {
    const res = await fetcher(config.webhookUrl, {
      method: "POST",
      // The lead id lets the receiver drop a delivery it has already seen.
      headers: { "Content-Type": "application/json", "Idempotency-Key": lead.id },
      body: JSON.stringify({ event: "lead.created", lead }),
      signal,
    });
    if (!res.ok) throw new Error(`Webhook answered ${res.status}`);
  }
}

/**
 * Delivers one lead to every configured channel it has not reached yet, recording each success
 * so a retry after a partial failure does not post it twice.
 */
async function deliver(body: unknown, env: Env, fetcher: typeof fetch): Promise<void> {
  const parsed = leadNotification.safeParse(body);
  if (!parsed.success)
    throw new PermanentFailure(`Not a lead notification: ${JSON.stringify(body)}`);
  const { leadId } = parsed.data;
  const config = leadConfig(env);
  const channels: Channel[] = [];
  if (config.telegram) channels.push("telegram");
  if (config.webhookUrl) channels.push("webhook");
  if (channels.length === 0) {
    console.log(
      `Lead ${leadId}: no notification channel configured (TELEGRAM_*, LEAD_WEBHOOK_URL)`,
    );
    return;
  }
  const lead = await readLead(env.DB, leadId);
  if (!lead) throw new PermanentFailure(`Lead ${leadId} does not exist`);
  const done = await env.DB.prepare("SELECT channel FROM lead_deliveries WHERE lead_id = ?")
    .bind(leadId)
    .all<{ channel: Channel }>();
  const delivered = new Set(done.results.map((row) => row.channel));
  const failures: string[] = [];
  for (const channel of channels.filter((c) => !delivered.has(c))) {
    try {
      await send(channel, lead, config, fetcher);
      await env.DB.prepare(
        "INSERT INTO lead_deliveries (lead_id, channel) VALUES (?, ?) ON CONFLICT DO NOTHING",
      )
        .bind(leadId, channel)
        .run();
    } catch (error) {
      failures.push(`${channel}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join("; "));
  await env.DB.prepare(
    "UPDATE leads SET forwarded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
  )
    .bind(leadId)
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
