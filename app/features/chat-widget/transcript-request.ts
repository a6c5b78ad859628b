import { parseServerFrame } from "#party/protocol";

/**
 * The visitor's ask for the conversation by email. idle: not asked (or asked again possible).
 * sending: waiting for the room. queued, not_configured, unavailable: the room's answer.
 * rate_limited: asked too often today. failed: no answer.
 */
export type TranscriptRequest =
  "idle" | "sending" | "queued" | "not_configured" | "unavailable" | "rate_limited" | "failed";

/** The room's answer to a transcript request posted over HTTP (the polling fallback). */
export function transcriptAnswer(body: unknown): TranscriptRequest {
  const frame = parseServerFrame(JSON.stringify(body));
  if (frame?.t === "transcript") return frame.status;
  if (frame?.t === "error" && frame.code === "rate_limited") return "rate_limited";
  return "failed";
}
