import { ArrowLeft, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDayAndTime } from "#app/features/chat-widget/format-time";
import { fetchTranscript } from "#app/features/agent-console/search-api";
import type { EarlierConversation } from "#app/features/agent-console/search-schema";
import { formatMessageTime } from "#app/features/chat-widget/format-time";
import { useLang } from "#app/lib/root-data";
import type { ChatMessage } from "#party/protocol";

type Transcript =
  | { status: "loading"; messages: ChatMessage[] }
  | { status: "error" }
  | { status: "done"; messages: ChatMessage[] };

/**
 * An earlier conversation, read over HTTP from its room (no socket: nothing is marked read and
 * no reply can go). A modal dialog over the current conversation: Esc or the back button close
 * it and the focus returns to the conversation it was opened from.
 */
export function ReadOnlyTranscript({
  conversation,
  onClose,
}: {
  conversation: EarlierConversation;
  onClose: () => void;
}) {
  const { t } = useTranslation("agent");
  const lang = useLang();
  const dialog = useRef<HTMLDialogElement>(null);
  const [transcript, setTranscript] = useState<Transcript>({ status: "loading", messages: [] });
  const { sessionId } = conversation;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchTranscript(sessionId, controller.signal, (messages) =>
      setTranscript({ status: "loading", messages }),
    ).then(
      (messages) => setTranscript({ status: "done", messages }),
      () => {
        if (!controller.signal.aborted) setTranscript({ status: "error" });
      },
    );
    return () => controller.abort();
  }, [sessionId]);

  const date = formatDayAndTime(conversation.startedAt, lang);
  const messages = transcript.status === "error" ? [] : transcript.messages;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`read-only-${sessionId}`}
      onClose={onClose}
      className="m-0 ml-auto flex h-dvh max-h-none w-full max-w-2xl flex-col bg-white text-ink-900 shadow-2xl backdrop:bg-ink-900/40 [&:not([open])]:hidden"
    >
      <header className="border-b border-ink-900/10 px-4 py-3 sm:px-6">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          // The way back is the first thing a keyboard reaches.
          // oxlint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className="-ml-2 inline-flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft aria-hidden="true" size={16} />
          {t("search.readOnly.back")}
        </button>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={`read-only-${sessionId}`} className="text-lg font-bold">
            {t("search.readOnly.title", { date })}
          </h2>
          <span className="inline-flex items-center gap-1 rounded-full bg-sun-300/40 px-2.5 py-0.5 text-xs font-bold text-ink-900">
            <Lock aria-hidden="true" size={12} />
            {t("search.readOnly.badge")}
          </span>
        </div>
        <p className="mt-1 text-sm text-ink-600">{t("search.readOnly.note")}</p>
      </header>
      <div
        role="log"
        aria-label={t("search.readOnly.label")}
        // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-busy={transcript.status === "loading"}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-ink-900/[0.03] px-4 py-5 sm:px-6"
      >
        {transcript.status === "error" ? (
          <p role="alert" className="py-10 text-center text-sm text-danger-700">
            {t("search.readOnly.failed")}
          </p>
        ) : transcript.status === "loading" && messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-ink-600">{t("search.readOnly.loading")}</p>
        ) : transcript.status === "done" && messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-ink-600">{t("search.readOnly.empty")}</p>
        ) : null}
        <ol className="mx-auto flex max-w-3xl flex-col gap-4">
          {messages.map((message) => (
            <ReadOnlyMessage key={message.id} message={message} />
          ))}
        </ol>
        {transcript.status === "loading" && messages.length > 0 && (
          <p className="pt-4 text-center text-xs text-ink-600">{t("search.readOnly.more")}</p>
        )}
      </div>
    </dialog>
  );
}

const bubble: Record<ChatMessage["sender"], string> = {
  user: "self-start rounded-bl-md bg-white ring-1 ring-ink-900/10",
  support: "self-end rounded-br-md bg-brand-100",
  note: "self-end rounded-br-md bg-sun-300/30 ring-1 ring-sun-300",
  system: "self-center bg-ink-900/[0.06] text-ink-700 text-sm",
};

function ReadOnlyMessage({ message }: { message: ChatMessage }) {
  const { t } = useTranslation("agent");
  const lang = useLang();
  const right = message.sender === "support" || message.sender === "note";
  const center = message.sender === "system";
  const who =
    message.sender === "support" && message.author
      ? message.author
      : t(`search.readOnly.sender.${message.sender}`);
  return (
    <li
      data-sender={message.sender}
      className={`flex max-w-[85%] flex-col gap-1 ${
        center
          ? "items-center self-center"
          : right
            ? "items-end self-end"
            : "items-start self-start"
      }`}
    >
      <span className="flex items-baseline gap-2 text-xs">
        <span className="font-semibold text-ink-700">{who}</span>
        <time dateTime={new Date(message.timestamp).toISOString()} className="text-ink-600">
          {formatMessageTime(message.timestamp, lang)}
        </time>
      </span>
      <p
        className={`rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed whitespace-pre-wrap text-ink-900 [overflow-wrap:anywhere] ${bubble[message.sender]}`}
      >
        {message.text}
      </p>
    </li>
  );
}
