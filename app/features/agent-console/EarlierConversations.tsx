import { ChevronRight, History, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDayAndTime } from "#app/features/chat-widget/format-time";
import { ReadOnlyTranscript } from "#app/features/agent-console/ReadOnlyTranscript";
import { fetchHistory } from "#app/features/agent-console/search-api";
import type { EarlierConversation } from "#app/features/agent-console/search-schema";
import { useLang } from "#app/lib/root-data";

type History =
  | { status: "loading" }
  | { status: "error" }
  | { status: "done"; conversations: EarlierConversation[] };

/**
 * In a conversation's pane: the visitor's other conversations (same email), each opened
 * read-only over the current one. Nothing shows for a first-time visitor.
 */
export function EarlierConversations({
  sessionId,
  email,
}: {
  sessionId: string;
  email: string | null;
}) {
  const { t } = useTranslation("agent");
  const lang = useLang();
  const [history, setHistory] = useState<History>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [reading, setReading] = useState<EarlierConversation | null>(null);

  useEffect(() => {
    if (!email) return;
    const controller = new AbortController();
    setHistory({ status: "loading" });
    fetchHistory(email, sessionId, lang, controller.signal).then(
      (conversations) => setHistory({ status: "done", conversations }),
      () => {
        if (!controller.signal.aborted) setHistory({ status: "error" });
      },
    );
    return () => controller.abort();
    // `attempt` is what a retry changes: the same request, made again.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [email, sessionId, lang, attempt]);

  if (!email || history.status === "loading") return null;
  if (history.status === "error") {
    return (
      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-xs text-ink-600">
        {t("search.earlier.failed")}
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="inline-flex min-h-8 items-center gap-1 rounded-full px-2 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
        >
          <RotateCw aria-hidden="true" size={12} />
          {t("search.retry")}
        </button>
      </p>
    );
  }
  const { conversations } = history;
  if (conversations.length === 0) return null;
  return (
    <>
      <details className="group mt-2 text-sm">
        <summary className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full px-2 -ml-2 font-semibold text-brand-700 hover:bg-brand-50">
          <History aria-hidden="true" size={15} />
          {t("search.earlier.title", { count: conversations.length })}
          <ChevronRight
            aria-hidden="true"
            size={15}
            className="transition-transform group-open:rotate-90 motion-reduce:transition-none"
          />
        </summary>
        <ul className="mt-1.5 max-h-52 divide-y divide-ink-900/[0.07] overflow-y-auto overscroll-contain rounded-xl border border-ink-900/10 bg-white">
          {conversations.map((conversation) => (
            <li key={conversation.sessionId}>
              <button
                type="button"
                onClick={() => setReading(conversation)}
                className="flex w-full items-baseline gap-3 px-3 py-2 text-left hover:bg-ink-900/[0.025] focus-visible:-outline-offset-3"
              >
                <time
                  dateTime={new Date(conversation.startedAt).toISOString()}
                  className="shrink-0 text-xs font-semibold text-ink-700"
                >
                  {formatDayAndTime(conversation.startedAt, lang)}
                </time>
                <span className="min-w-0 flex-1 truncate text-ink-700">
                  {conversation.firstWords ?? (
                    <span className="text-ink-600 italic">{t("search.earlier.noPreview")}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </details>
      {/* Outside the disclosure: closing it must not hide the dialog. */}
      {reading && <ReadOnlyTranscript conversation={reading} onClose={() => setReading(null)} />}
    </>
  );
}
