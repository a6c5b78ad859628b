import { RotateCw, SendHorizontal, WifiOff } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ChatClient, ChatSnapshot } from "#app/features/chat-widget/chat-client";
import type { PendingMessage } from "#app/features/chat-widget/chat-state";
import { formatDayAndTime, formatMessageTime } from "#app/features/chat-widget/format-time";
import { TranscriptOffer } from "#app/features/chat-widget/TranscriptOffer";
import { useLang } from "#app/lib/root-data";
import { MAX_TEXT_LENGTH, shortSessionId, type ChatMessage } from "#party/protocol";

interface Props {
  client: ChatClient;
  snapshot: ChatSnapshot;
  open: boolean;
}

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The chat window: the transcript, the typing dots, the composer, the session. */
export function Conversation({ client, snapshot, open }: Props) {
  const { t } = useTranslation("chat");
  const lang = useLang();
  const [draft, setDraft] = useState("");
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const panelFocus = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const counterId = useId();
  const { chat, connection, session } = snapshot;
  const blocked = snapshot.blocked;
  const canSend = client.canSend() && !blocked;
  const empty = chat.messages.length === 0 && chat.pending.length === 0;

  // Opening the popup (or arriving here from the form) puts the focus in the composer.
  useEffect(() => {
    if (!open) return;
    if (input.current && !input.current.disabled) input.current.focus();
    else panelFocus.current?.focus();
    // Only when the popup opens, not each time the connection flickers.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // The composer gets the focus back when it comes alive again (connected after the form, or
  // after a reconnect), unless the visitor has moved on to something else.
  useEffect(() => {
    if (!open || !canSend) return;
    const active = document.activeElement;
    if (active === panelFocus.current || active === document.body) input.current?.focus();
  }, [open, canSend]);

  // The newest message is always in view: smoothly, or at once for reduced motion.
  const newest = chat.pending.at(-1)?.id ?? chat.messages.at(-1)?.id;
  useLayoutEffect(() => {
    const box = log.current;
    if (!box || !open) return;
    box.scrollTo({ top: box.scrollHeight, behavior: reducedMotion() ? "auto" : "smooth" });
  }, [newest, snapshot.supportTyping, open]);

  const submit = () => {
    if (client.send(draft)) setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const left = MAX_TEXT_LENGTH - draft.length;

  return (
    <div ref={panelFocus} tabIndex={-1} className="flex min-h-0 flex-1 flex-col outline-none">
      {connection === "lost" && (
        <div
          role="alert"
          className="flex items-center gap-3 border-b border-sun-300/60 bg-sun-300/25 px-5 py-2.5 text-sm text-ink-900"
          data-testid="chat-lost"
        >
          <WifiOff aria-hidden="true" size={18} className="shrink-0 text-ink-700" />
          <span className="min-w-0 flex-1">
            <strong className="font-semibold">{t("chat.lost")}</strong>
            {snapshot.pollingOk && (
              <span className="block text-xs text-ink-700">{t("chat.lostPolling")}</span>
            )}
          </span>
          <button
            type="button"
            onClick={() => client.connect()}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-ink-900 px-3.5 text-xs font-semibold text-white transition hover:bg-ink-700"
          >
            <RotateCw aria-hidden="true" size={14} />
            {t("chat.reconnect")}
          </button>
        </div>
      )}

      {blocked && (
        <output
          className="block border-b border-ink-900/10 bg-ink-900/[0.04] px-5 py-2.5 text-sm text-ink-800"
          data-testid="chat-blocked"
        >
          {t("chat.blocked")}{" "}
          {blocked.until !== null && (
            <>{t("chat.blockedUntil", { date: formatDayAndTime(blocked.until, lang) })}</>
          )}
        </output>
      )}

      <div
        ref={log}
        role="log"
        aria-label={t("chat.log")}
        aria-live="polite"
        // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-testid="chat-log"
        className="chat-log min-h-0 flex-1 overflow-y-auto overscroll-contain bg-[linear-gradient(180deg,var(--color-brand-50),white_40%)] px-4 py-5"
      >
        {empty ? (
          <p className="grid h-full place-items-center px-6 text-center text-sm text-ink-600">
            {canSend ? t("chat.empty") : t("chat.connectingToSupport")}
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {chat.messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
            {chat.pending.map((entry) => (
              <PendingItem key={entry.id} entry={entry} onRetry={() => client.retry(entry.id)} />
            ))}
          </ol>
        )}
        {snapshot.supportTyping && (
          <div className="mt-3 flex" data-testid="chat-typing">
            <span className="inline-flex items-center gap-1 rounded-2xl rounded-bl-md bg-white px-4 py-3.5 shadow-card ring-1 ring-ink-900/5">
              <span className="sr-only">{t("chat.typing")}</span>
              <span aria-hidden="true" className="chat-dot" />
              <span aria-hidden="true" className="chat-dot [animation-delay:160ms]" />
              <span aria-hidden="true" className="chat-dot [animation-delay:320ms]" />
            </span>
          </div>
        )}
      </div>

      <TranscriptOffer client={client} snapshot={snapshot} />
      <form
        className="shrink-0 border-t border-ink-900/10 bg-white px-4 pt-3 pb-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t("chat.inputLabel")}
        </label>
        <div className="flex items-end gap-2 rounded-2xl border border-ink-900/15 bg-white p-1.5 pl-4 transition focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-600/20">
          <textarea
            ref={input}
            id={inputId}
            rows={1}
            value={draft}
            disabled={!canSend}
            maxLength={MAX_TEXT_LENGTH}
            aria-describedby={left < 200 ? counterId : undefined}
            placeholder={canSend ? t("chat.placeholder") : t("chat.placeholderDisconnected")}
            onChange={(event) => {
              setDraft(event.target.value);
              client.typing();
            }}
            onKeyDown={onKeyDown}
            data-testid="chat-input"
            className="field-sizing-content max-h-32 min-h-10 flex-1 resize-none bg-transparent py-2 text-[0.95rem] leading-6 text-ink-900 outline-none placeholder:text-ink-600/70 disabled:cursor-not-allowed"
          />
          <button
            type="submit"
            disabled={!canSend || draft.trim() === ""}
            aria-label={t("chat.send")}
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-900/10 disabled:text-ink-600"
          >
            <SendHorizontal aria-hidden="true" size={18} />
          </button>
        </div>
        <p className="mt-2 flex items-center justify-between gap-3 text-[0.7rem] text-ink-600">
          <span data-testid="chat-session">
            {t("chat.session")}
            <span className="font-mono">{session ? shortSessionId(session.id) : ""}</span>
          </span>
          {left < 200 && (
            <span id={counterId} aria-live="polite">
              {t("chat.charactersLeft", { count: left })}
            </span>
          )}
        </p>
      </form>
    </div>
  );
}

function Time({ timestamp }: { timestamp: number }) {
  const lang = useLang();
  return (
    <time dateTime={new Date(timestamp).toISOString()} className="text-[0.7rem] text-ink-600">
      {formatMessageTime(timestamp, lang)}
    </time>
  );
}

function MessageItem({ message }: { message: ChatMessage }) {
  const { t } = useTranslation("chat");
  if (message.sender === "system") {
    return (
      <li className="mx-auto my-1 max-w-[92%] text-center" data-sender="system">
        <p className="rounded-xl bg-ink-900/[0.05] px-3.5 py-2 text-xs leading-relaxed whitespace-pre-wrap text-ink-700">
          {message.text}
        </p>
        <Time timestamp={message.timestamp} />
      </li>
    );
  }
  const mine = message.sender === "user";
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 ${mine ? "items-end self-end" : "items-start self-start"}`}
      data-sender={message.sender}
      data-testid="chat-message"
    >
      {mine ? (
        <span className="sr-only">{t("chat.you")}</span>
      ) : (
        <span className="px-1 text-xs font-semibold text-ink-700" data-testid="chat-author">
          {message.author ? t("chat.agentReply", { name: message.author }) : t("chat.support")}
        </span>
      )}
      <p
        className={`rounded-2xl px-3.5 py-2.5 text-[0.95rem] leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap ${
          mine
            ? "rounded-br-md bg-brand-600 text-white"
            : "rounded-bl-md bg-white text-ink-900 shadow-card ring-1 ring-ink-900/5"
        }`}
      >
        {message.text}
      </p>
      <Time timestamp={message.timestamp} />
    </li>
  );
}

function PendingItem({ entry, onRetry }: { entry: PendingMessage; onRetry: () => void }) {
  const { t } = useTranslation("chat");
  const failed = entry.status === "failed";
  const reason =
    entry.error === "too_long"
      ? t("chat.tooLong", { max: MAX_TEXT_LENGTH })
      : entry.error === "rate_limited"
        ? t("chat.rateLimited")
        : entry.error === "invalid"
          ? t("chat.invalid")
          : entry.error === "blocked"
            ? t("chat.blocked")
            : "";
  return (
    <li
      className="flex max-w-[85%] flex-col items-end gap-1 self-end"
      data-sender="user"
      data-status={entry.status}
      data-testid="chat-message"
    >
      <span className="sr-only">{t("chat.you")}</span>
      <p
        className={`rounded-2xl rounded-br-md px-3.5 py-2.5 text-[0.95rem] leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap ${
          failed
            ? "bg-danger-50 text-ink-900 ring-1 ring-danger-700/30"
            : "bg-brand-600/75 text-white"
        }`}
      >
        {entry.text}
      </p>
      {failed ? (
        <p className="flex flex-wrap items-center justify-end gap-x-2 text-xs text-danger-700">
          <span>
            {t("chat.failed")} {reason}
          </span>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-8 items-center gap-1 rounded-full px-2 font-semibold underline underline-offset-2 hover:bg-danger-50"
          >
            <RotateCw aria-hidden="true" size={12} />
            {t("chat.retry")}
          </button>
        </p>
      ) : (
        <span className="text-[0.7rem] text-ink-600">{t("chat.sending")}</span>
      )}
    </li>
  );
}
