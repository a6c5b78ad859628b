import { ArrowLeft, Lock, RotateCw } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AgentConsoleClient } from "#app/features/agent-console/console-client";
import {
  authorOf,
  type Author,
  type ConsoleState,
  type PendingReply,
  type Transcript,
} from "#app/features/agent-console/console-state";
import { Composer } from "#app/features/agent-console/Composer";
import { ConversationActions } from "#app/features/agent-console/ConversationActions";
import { TranscriptDownload } from "#app/features/agent-console/TranscriptDownload";
import { EarlierConversations } from "#app/features/agent-console/EarlierConversations";
import { useVisitorName } from "#app/features/agent-console/visitor-name";
import { formatDayAndTime, formatMessageTime } from "#app/features/chat-widget/format-time";
import { useLang } from "#app/lib/root-data";
import {
  type ErrorCode,
  MAX_TEXT_LENGTH,
  shortSessionId,
  type ChatMessage,
  type RoomSummary,
  type VisitorProfile,
} from "#party/protocol";

interface Props {
  client: AgentConsoleClient;
  state: ConsoleState;
  sessionId: string;
  summary: RoomSummary | null;
  transcript: Transcript;
  agentId: string;
  onBack: () => void;
}

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** One conversation: who the visitor is, the transcript, the typing hint and the reply box. */
export function ConversationPane({
  client,
  state,
  sessionId,
  summary,
  transcript,
  agentId,
  onBack,
}: Props) {
  const { t } = useTranslation("agent");
  const lang = useLang();
  const visitorName = useVisitorName();
  const name = visitorName(sessionId, summary);
  const reply = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  // The client clears it TYPING_SHOWN_MS after the visitor's last typing frame.
  const typing = transcript.visitorTypingUntil > 0;

  // Opening a conversation is to answer it (the console mounts a pane per conversation).
  useEffect(() => {
    reply.current?.focus();
  }, []);

  // The newest message is always in view: smoothly, or at once for reduced motion.
  const newest = transcript.pending.at(-1)?.id ?? transcript.messages.at(-1)?.id;
  useLayoutEffect(() => {
    const box = log.current;
    if (!box || (newest === undefined && !typing)) return;
    box.scrollTo({ top: box.scrollHeight, behavior: reducedMotion() ? "auto" : "smooth" });
  }, [newest, typing]);

  const claimedBy = summary?.claimedBy ?? null;
  const otherAgent =
    claimedBy !== null && claimedBy !== agentId ? (summary?.claimedByName ?? claimedBy) : null;
  const [noteMode, setNoteMode] = useState(false);
  const refused = transcript.claimRefused || transcript.pending.some((p) => p.error === "claimed");
  const closed = summary?.status === "closed";

  return (
    <section
      aria-label={t("console.conversationWith", { name })}
      className="flex min-h-0 min-w-0 flex-1 flex-col bg-white md:bg-transparent"
    >
      <header className="border-b border-ink-900/10 bg-white px-4 py-3 sm:px-6">
        <button
          type="button"
          onClick={onBack}
          className="-ml-2 mb-1 inline-flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 md:hidden"
        >
          <ArrowLeft aria-hidden="true" size={16} />
          {t("console.back")}
        </button>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-bold text-ink-900">{name}</h2>
            <p className="mt-0.5 flex items-center gap-1.5 text-xs font-medium text-ink-600">
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${summary?.visitorOnline ? "bg-mint-400" : "bg-ink-900/25"}`}
              />
              {summary?.visitorOnline ? t("console.online") : t("console.offline")}
              {closed && (
                <span className="ml-1.5 inline-flex items-center gap-1 rounded bg-ink-900/[0.07] px-1.5 py-0.5 font-semibold text-ink-700">
                  <Lock aria-hidden="true" size={11} />
                  {t("console.closed")}
                </span>
              )}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <TranscriptDownload sessionId={sessionId} />
            <ConversationActions
              client={client}
              summary={summary}
              agentId={agentId}
              agents={state.agents}
            />
          </div>
        </div>
        <VisitorDetails
          profile={summary?.profile ?? null}
          sessionId={sessionId}
          currentPage={summary?.currentPage ?? null}
        />
        <EarlierConversations sessionId={sessionId} email={summary?.profile?.email ?? null} />
      </header>

      {otherAgent && refused && (
        <p
          role="alert"
          className="border-b border-sun-300/70 bg-sun-300/25 px-4 py-2.5 text-sm font-medium text-ink-900 sm:px-6"
        >
          {t("console.answering", { agent: otherAgent })}
        </p>
      )}
      {transcript.actionRefused && (
        <p
          role="alert"
          className="border-b border-sun-300/70 bg-sun-300/25 px-4 py-2.5 text-sm font-medium text-ink-900 sm:px-6"
        >
          {t(`console.actionErrors.${actionErrorKey(transcript.actionRefused)}`)}
        </p>
      )}
      {summary?.blocked && (
        <p className="border-b border-danger-700/20 bg-danger-50 px-4 py-2.5 text-sm text-ink-900 sm:px-6">
          {summary.blocked.until === null
            ? t("console.block.activeForever", {
                agent: summary.blocked.by,
                reason: summary.blocked.reason,
              })
            : t("console.block.active", {
                agent: summary.blocked.by,
                reason: summary.blocked.reason,
                date: formatDayAndTime(summary.blocked.until, lang),
              })}
        </p>
      )}
      {closed && (
        <p className="border-b border-ink-900/10 bg-ink-900/[0.03] px-4 py-2.5 text-sm text-ink-700 sm:px-6">
          {t("console.closedNote")}
        </p>
      )}

      <div
        ref={log}
        role="log"
        aria-label={t("console.messages")}
        // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-brand-50/50 px-4 py-5 sm:px-6"
      >
        {!transcript.loaded ? (
          <p className="py-10 text-center text-sm text-ink-600">{t("console.loadingMessages")}</p>
        ) : transcript.messages.length === 0 && transcript.pending.length === 0 ? (
          <p className="py-10 text-center text-sm text-ink-600">{t("console.emptyTranscript")}</p>
        ) : null}
        <ol className="mx-auto flex max-w-3xl flex-col gap-4">
          {transcript.messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              author={authorOf(state, message, agentId)}
              own={state.mine.has(message.id) || message.agentId === agentId}
            />
          ))}
          {transcript.pending.map((entry) => (
            <PendingItem
              key={entry.id}
              entry={entry}
              otherAgent={otherAgent}
              onRetry={() => client.retry(entry.id)}
              onDiscard={() => client.discard(entry.id)}
            />
          ))}
        </ol>
      </div>

      <output className="block bg-brand-50/50 px-4 sm:px-6">
        {typing && (
          <span className="mx-auto flex max-w-3xl items-center gap-2 pb-2 text-xs font-medium text-ink-600">
            <span aria-hidden="true" className="inline-flex gap-0.5">
              <span className="size-1.5 animate-pulse rounded-full bg-brand-500" />
              <span className="size-1.5 animate-pulse rounded-full bg-brand-500 [animation-delay:150ms]" />
              <span className="size-1.5 animate-pulse rounded-full bg-brand-500 [animation-delay:300ms]" />
            </span>
            {t("console.typing", { name })}
          </span>
        )}
      </output>

      <ComposerMode note={noteMode} onChange={setNoteMode} />
      <Composer
        client={client}
        inputRef={reply}
        lang={summary?.profile?.locale ?? "en"}
        visitorName={summary?.profile?.name ?? null}
        {...(noteMode
          ? {
              onSubmit: (text: string) => client.note(text),
              placeholder: t("console.notePlaceholder"),
            }
          : {})}
      />
    </section>
  );
}

function VisitorDetails({
  profile,
  sessionId,
  currentPage,
}: {
  profile: VisitorProfile | null;
  sessionId: string;
  currentPage: string | null;
}) {
  const { t } = useTranslation("agent");
  const lang = useLang();
  const localTime = useLocalTime(profile?.timeZone, lang);
  const session = (
    <p className="font-mono text-[0.8rem] text-ink-600">
      {t("console.details.session", { id: shortSessionId(sessionId) })}
    </p>
  );
  if (!profile) return <div className="mt-2 text-sm sm:mt-3">{session}</div>;
  const handle = profile.telegram.startsWith("@") ? profile.telegram.slice(1) : null;
  const item = "flex min-w-0 max-w-full items-baseline gap-1.5";
  // A phone shows the values alone (an email, a handle, EN, a path speak for themselves).
  const term = "sr-only shrink-0 text-ink-600 sm:not-sr-only";
  const link = "block truncate font-medium text-brand-700 underline-offset-2 hover:underline";
  return (
    <div className="mt-2 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm sm:mt-3 sm:gap-x-6">
      <dl
        aria-label={t("console.details.label")}
        className="flex min-w-0 max-w-full flex-wrap gap-x-4 gap-y-1 sm:gap-x-6"
      >
        <div className={item}>
          <dt className={term}>{t("console.details.email")}</dt>
          <dd className="min-w-0">
            <a href={`mailto:${profile.email}`} className={link}>
              {profile.email}
            </a>
          </dd>
        </div>
        <div className={item}>
          <dt className={term}>{t("console.details.telegram")}</dt>
          <dd className="min-w-0 truncate">
            {handle ? (
              <a
                href={`https://t.me/${encodeURIComponent(handle)}`}
                target="_blank"
                rel="noopener noreferrer"
                className={link}
              >
                {profile.telegram}
              </a>
            ) : (
              <span className="font-medium">{profile.telegram}</span>
            )}
          </dd>
        </div>
        <div className={item}>
          <dt className={term}>{t("console.details.language")}</dt>
          <dd className="font-medium">{t(`console.languages.${profile.locale}`)}</dd>
        </div>
        {localTime && (
          <div className={item}>
            <dt className={term}>{t("console.details.localTime")}</dt>
            <dd className="font-medium">{localTime}</dd>
          </div>
        )}
        {currentPage && (
          <div className={item}>
            <dt className={term}>{t("console.details.currentPage")}</dt>
            <dd className="min-w-0 truncate font-mono text-[0.8rem]">{currentPage}</dd>
          </div>
        )}
        {profile.page && (
          <div className={item}>
            <dt className={term}>{t("console.details.page")}</dt>
            <dd className="min-w-0 truncate font-mono text-[0.8rem]">{profile.page}</dd>
          </div>
        )}
      </dl>
      {session}
    </div>
  );
}

function Time({ timestamp }: { timestamp: number }) {
  const lang = useLang();
  return (
    <time dateTime={new Date(timestamp).toISOString()} className="text-xs text-ink-600">
      {formatMessageTime(timestamp, lang)}
    </time>
  );
}

const bubble: Record<Author, string> = {
  visitor: "self-start rounded-bl-md bg-white text-ink-900 shadow-card ring-1 ring-ink-900/5",
  you: "self-end rounded-br-md bg-brand-600 text-white",
  support: "self-end rounded-br-md bg-brand-100 text-ink-900",
  note: "self-end rounded-br-md bg-sun-300/30 text-ink-900 ring-1 ring-sun-300/80 ring-dashed",
  system: "",
};

function MessageItem({
  message,
  author,
  own,
}: {
  message: ChatMessage;
  author: Author;
  /** Written by this agent (a note names its writer: "You" here). */
  own: boolean;
}) {
  const { t } = useTranslation("agent");
  if (author === "system") {
    return (
      <li
        className="mx-auto flex max-w-[92%] flex-col items-center gap-1 text-center"
        data-author="system"
      >
        <span className="text-xs font-semibold text-ink-600">{t("console.sender.system")}</span>
        <p className="rounded-xl bg-ink-900/[0.06] px-3.5 py-2 text-sm leading-relaxed whitespace-pre-wrap text-ink-700 [overflow-wrap:anywhere]">
          {message.text}
        </p>
        <Time timestamp={message.timestamp} />
      </li>
    );
  }
  const right = author !== "visitor";
  // Who wrote it by name: other agents' replies and every note (a note says whose it is).
  const label =
    author === "note"
      ? t("console.sender.note", {
          agent: own ? t("console.sender.you") : (message.author ?? t("console.sender.support")),
        })
      : author === "support" && message.author
        ? message.author
        : t(`console.sender.${author}`);
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 ${right ? "items-end self-end" : "items-start self-start"}`}
      data-author={author}
    >
      <span className="flex items-baseline gap-2 text-xs">
        <span className="flex items-center gap-1 font-semibold text-ink-700">
          {author === "note" && <Lock aria-hidden="true" size={11} />}
          {label}
        </span>
        <Time timestamp={message.timestamp} />
      </span>
      <p
        className={`rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere] ${bubble[author]}`}
      >
        {message.text}
      </p>
    </li>
  );
}

function PendingItem({
  entry,
  otherAgent,
  onRetry,
  onDiscard,
}: {
  entry: PendingReply;
  otherAgent: string | null;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation("agent");
  const failed = entry.status === "failed";
  const reason = !entry.error
    ? t("console.errors.timeout")
    : entry.error === "claimed"
      ? otherAgent
        ? t("console.answering", { agent: otherAgent })
        : t("console.errors.claimed")
      : entry.error === "rate_limited"
        ? t("console.errors.rate_limited")
        : entry.error === "too_long"
          ? t("console.errors.too_long", { max: MAX_TEXT_LENGTH })
          : t("console.errors.refused");
  const retryable = !entry.error || entry.error === "rate_limited";
  const action =
    "inline-flex min-h-8 items-center gap-1 rounded-full px-2 font-semibold underline underline-offset-2 hover:bg-danger-50";
  return (
    <li
      className="flex max-w-[85%] flex-col items-end gap-1 self-end"
      data-author="you"
      data-status={entry.status}
    >
      <span className="flex items-baseline gap-2 text-xs">
        <span className="font-semibold text-ink-700">
          {entry.note
            ? t("console.sender.note", { agent: t("console.sender.you") })
            : t("console.sender.you")}
        </span>
        {!failed && <span className="text-ink-600">{t("console.sending")}</span>}
      </span>
      <p
        className={`rounded-2xl rounded-br-md px-4 py-2.5 text-[0.95rem] leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere] ${
          failed
            ? "bg-danger-50 text-ink-900 ring-1 ring-danger-700/30"
            : "bg-brand-600/80 text-white"
        }`}
      >
        {entry.text}
      </p>
      {failed && (
        <p className="flex flex-wrap items-center justify-end gap-x-1 text-xs text-danger-700">
          <span>
            {t("console.notSent")} {reason}
          </span>
          {retryable && (
            <button type="button" onClick={onRetry} className={action}>
              <RotateCw aria-hidden="true" size={12} />
              {t("console.retry")}
            </button>
          )}
          <button type="button" onClick={onDiscard} className={action}>
            {t("console.discard")}
          </button>
        </p>
      )}
    </li>
  );
}

/** Reply to the visitor, or write a note only agents read: the composer's two modes. */
function ComposerMode({ note, onChange }: { note: boolean; onChange: (note: boolean) => void }) {
  const { t } = useTranslation("agent");
  const name = useId();
  const tab = (active: boolean) =>
    `inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-600/40 ${
      active ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-ink-900/[0.06]"
    }`;
  return (
    <fieldset className="flex shrink-0 gap-1 border-t border-ink-900/10 bg-white px-4 pt-2.5 sm:px-6">
      <legend className="sr-only">{t("console.composerMode")}</legend>
      <label className={tab(!note)}>
        <input
          type="radio"
          name={name}
          checked={!note}
          onChange={() => onChange(false)}
          className="sr-only"
        />
        {t("console.replyMode")}
      </label>
      <label className={tab(note)}>
        <input
          type="radio"
          name={name}
          checked={note}
          onChange={() => onChange(true)}
          className="sr-only"
        />
        <Lock aria-hidden="true" size={13} />
        {t("console.noteMode")}
      </label>
    </fieldset>
  );
}

/** The refusals an agent's action can meet, as the pane words them. */
function actionErrorKey(code: ErrorCode): "agent_offline" | "not_claimed" | "claimed" | "other" {
  return code === "agent_offline" || code === "not_claimed" || code === "claimed" ? code : "other";
}

/** The visitor's local time, "14:05 (Europe/Paris)", kept current while the pane is open. */
function useLocalTime(timeZone: string | undefined, lang: string): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!timeZone) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  if (!timeZone) return null;
  try {
    const time = new Intl.DateTimeFormat(lang, { timeStyle: "short", timeZone }).format(now);
    return `${time} (${timeZone.replaceAll("_", " ")})`;
  } catch {
    // A zone this browser does not know.
    return null;
  }
}
