import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { handleNotifyBatch, type Notification } from "#app/features/notifications/notify.server";

const TELEGRAM_API = "https://telegram.test";
const WEBHOOK = "https://hooks.test/alerts";

/**
 * What the team receives for one record: the NOTIFY consumer runs on its message with Telegram
 * and the webhook configured, against a fake that keeps what reached each channel.
 */
export async function alertTexts(message: Notification) {
  const seen = { telegram: "", webhook: null as unknown };
  const fetcher: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const body: unknown = JSON.parse(typeof init?.body === "string" ? init.body : "null");
    if (url.startsWith(TELEGRAM_API)) {
      seen.telegram = (body as { text: string }).text;
      return Response.json({ ok: true, result: { message_id: 1 } });
    }
    seen.webhook = body;
    return new Response(null, { status: 204 });
  };
  const channels: Env = {
    ...env,
    TELEGRAM_BOT_TOKEN: "123456:test-bot-token",
    TELEGRAM_CHAT_ID: "-1001234567890",
    TELEGRAM_API_URL: TELEGRAM_API,
    LEAD_WEBHOOK_URL: WEBHOOK,
  };
  const batch = createMessageBatch("subnova-notify", [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: message },
  ]);
  await handleNotifyBatch(batch, channels, fetcher);
  if (!seen.telegram) throw new Error(`Nothing reached Telegram for ${JSON.stringify(message)}`);
  return seen;
}
