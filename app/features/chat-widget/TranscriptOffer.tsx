import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ChatClient, ChatSnapshot } from "#app/features/chat-widget/chat-client";
import type { TranscriptRequest } from "#app/features/chat-widget/transcript-request";

interface Props {
  client: ChatClient;
  snapshot: ChatSnapshot;
}

/** The answers the visitor reads, by request state (idle and sending say nothing). */
const answerKeys = {
  queued: "transcript.queued",
  not_configured: "transcript.notConfigured",
  unavailable: "transcript.unavailable",
  rate_limited: "transcript.rateLimited",
  failed: "transcript.failed",
} as const satisfies Partial<Record<TranscriptRequest, string>>;

/** Once an agent closed the conversation: the visitor may have it sent to their email. */
export function TranscriptOffer({ client, snapshot }: Props) {
  const { t } = useTranslation("chat");
  if (snapshot.conversation !== "closed") return null;
  const state = snapshot.transcript;
  const email = client.readUser()?.email ?? "";
  const answer = state === "idle" || state === "sending" ? null : answerKeys[state];
  // Asked and on its way, or nothing to send: a second button would only repeat the answer.
  const offer = state !== "queued" && state !== "unavailable" && state !== "not_configured";
  return (
    <div
      className="flex shrink-0 flex-col items-start gap-2 border-t border-ink-900/10 bg-ink-900/[0.03] px-4 py-3 text-sm text-ink-800"
      data-testid="chat-transcript"
    >
      <p className="font-medium">{t("transcript.closed")}</p>
      {offer && (
        <button
          type="button"
          onClick={() => client.requestTranscript()}
          disabled={state === "sending"}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-ink-900 px-4 text-sm font-semibold text-white transition hover:bg-ink-700 disabled:cursor-wait disabled:opacity-70"
        >
          <Mail aria-hidden="true" size={16} />
          {state === "sending" ? t("transcript.sending") : t("transcript.request")}
        </button>
      )}
      <output
        className={`block max-w-full text-[0.8rem] [overflow-wrap:anywhere] ${state === "failed" || state === "rate_limited" ? "text-danger-700" : "text-ink-700"}`}
      >
        {answer ? t(answer, { email }) : ""}
      </output>
    </div>
  );
}
