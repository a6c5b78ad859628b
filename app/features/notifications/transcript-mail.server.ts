import { site } from "#app/config/site";
import { errorFields, logLine } from "#app/lib/log.server";
import { shortSessionId } from "#party/protocol";

/** The mail provider's HTTP API: where to POST, its key, the sender. */
export interface MailSettings {
  url: string;
  key: string | null;
  from: string;
}

/** The mail API named in the settings, or null: transcripts by email are then not offered. */
export function mailSettings(env: Env): MailSettings | null {
  const url = env.MAIL_API_URL?.trim();
  if (!url || !URL.canParse(url)) return null;
  return {
    url,
    key: env.MAIL_API_KEY?.trim() || null,
    from: env.MAIL_FROM?.trim() || site.email,
  };
}

/** What a room hands the consumer for one visitor's transcript email. */
export interface TranscriptMail {
  to: string;
  name: string;
  locale: "en" | "fr";
  subject: string;
  text: string;
}

/** A room's RPC surface the consumer needs (kept narrow so tests can stand in for it). */
export interface TranscriptRoom {
  transcript(audience: "visitor"): Promise<TranscriptMail | null>;
}

export type MailOutcome =
  | { kind: "sent" }
  | { kind: "skipped" }
  | { kind: "retry"; reason: string }
  | { kind: "permanent"; reason: string };

/** A provider's answer that trying again will not change (a refused address, a bad key). */
const isFinal = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Sends one conversation's transcript to its visitor through the mail API. The logs name the
 * room by its short id only: never the address, never the text.
 */
export async function sendTranscriptMail(
  sessionId: string,
  env: Env,
  room: TranscriptRoom,
  fetcher: typeof fetch,
): Promise<MailOutcome> {
  const session = shortSessionId(sessionId);
  const settings = mailSettings(env);
  if (!settings) {
    logLine("warn", "transcript_mail_not_configured", { session, setting: "MAIL_API_URL" });
    return { kind: "skipped" };
  }
  const mail = await room.transcript("visitor");
  if (!mail) return { kind: "permanent", reason: `Room ${session} has no transcript to send` };
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (settings.key) headers.Authorization = `Bearer ${settings.key}`;
  let response: Response;
  try {
    response = await fetcher(settings.url, {
      method: "POST",
      headers,
      body: JSON.stringify({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { kind: "retry", reason: `Mail API unreachable: ${errorFields(error).message}` };
  }
  if (response.ok) {
    logLine("info", "transcript_mailed", { session });
    return { kind: "sent" };
  }
  const reason = `Mail API answered ${response.status} for room ${session}`;
  if (isFinal(response.status)) {
    logLine("error", "transcript_mail_refused", { session, status: response.status });
    return { kind: "permanent", reason };
  }
  return { kind: "retry", reason };
}
