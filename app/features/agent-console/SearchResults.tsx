import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDayAndTime } from "#app/features/chat-widget/format-time";
import { formatListTime } from "#app/features/agent-console/list-time";
import { RESULTS_LIMIT, type ConversationHit } from "#app/features/agent-console/search-schema";
import type { SearchState } from "#app/features/agent-console/use-conversation-search";
import { useLang } from "#app/lib/root-data";
import { SEARCH_DAYS } from "#party/conversation-index";
import { DEFAULT_CHAT_NAME, shortSessionId } from "#party/protocol";

interface Props {
  query: string;
  state: SearchState;
  selected: string | null;
  onOpen: (sessionId: string) => void;
  onRetry: () => void;
}

/** The conversations a search found, in the list's place: loading, empty and error states. */
export function SearchResults({ query, state, selected, onOpen, onRetry }: Props) {
  const { t } = useTranslation("agent");
  const results = state.status === "done" || state.status === "loading" ? state.results : null;
  return (
    <section aria-label={t("search.results")} className="flex min-h-0 flex-1 flex-col">
      <output className="block border-b border-ink-900/10 px-4 py-2.5 text-xs text-ink-600">
        {state.status === "loading" || state.status === "idle" ? (
          t("search.searching")
        ) : state.status === "error" ? null : state.results.length === 0 ? (
          <span className="flex flex-col gap-1.5 py-4 text-center text-sm leading-relaxed">
            <span className="font-semibold text-ink-900 [overflow-wrap:anywhere]">
              {t("search.empty", { query })}
            </span>
            <span>{t("search.scope", { count: SEARCH_DAYS })}</span>
          </span>
        ) : (
          <>
            <span className="font-semibold text-ink-800">
              {t("search.found", { count: state.results.length })}
            </span>
            {state.results.length >= RESULTS_LIMIT && (
              <span className="mt-0.5 block">{t("search.limited", { count: RESULTS_LIMIT })}</span>
            )}
          </>
        )}
      </output>
      {state.status === "error" && (
        <div role="alert" className="flex flex-col items-center gap-3 px-6 py-8 text-center">
          <p className="text-sm text-danger-700">{t("search.failed")}</p>
          <button type="button" onClick={onRetry} className="btn-outline min-h-10 px-4 text-sm">
            <RotateCw aria-hidden="true" size={14} />
            {t("search.retry")}
          </button>
        </div>
      )}
      {results && results.length > 0 && (
        <ul
          className={`min-h-0 flex-1 divide-y divide-ink-900/[0.07] overflow-y-auto overscroll-contain ${
            state.status === "loading" ? "opacity-60" : ""
          }`}
        >
          {results.map((hit) => (
            <li key={hit.sessionId}>
              <SearchHit
                hit={hit}
                current={hit.sessionId === selected}
                onOpen={() => onOpen(hit.sessionId)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SearchHit({
  hit,
  current,
  onOpen,
}: {
  hit: ConversationHit;
  current: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation("agent");
  const lang = useLang();
  // As the list names visitors: most give no name, so their email tells them apart.
  const name =
    (hit.name && hit.name !== DEFAULT_CHAT_NAME ? hit.name : hit.email) ??
    t("console.visitorFallback", { id: shortSessionId(hit.sessionId) });
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={current ? "true" : undefined}
      className={`relative flex w-full flex-col gap-1 px-4 py-3 text-left transition focus-visible:-outline-offset-3 ${
        current ? "bg-brand-50" : "hover:bg-ink-900/[0.025]"
      }`}
    >
      {current && (
        <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-brand-600" />
      )}
      <span className="flex items-baseline justify-between gap-2">
        <span className="truncate text-[0.95rem] font-semibold text-ink-900">{name}</span>
        <time
          dateTime={new Date(hit.lastAt).toISOString()}
          className="shrink-0 text-xs text-ink-600"
        >
          {formatListTime(hit.lastAt, lang)}
        </time>
      </span>
      {hit.snippet ? (
        <span className="line-clamp-2 text-sm leading-snug text-ink-700 [overflow-wrap:anywhere]">
          {hit.snippet.map((part, i) =>
            part.hit ? (
              <mark key={i} className="rounded-sm bg-sun-300/60 px-0.5 font-semibold text-ink-900">
                {part.text}
              </mark>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </span>
      ) : (
        // Matched by who the visitor is: when each conversation began tells them apart.
        <span className="text-sm text-ink-700">
          {t("search.started", { date: formatDayAndTime(hit.startedAt, lang) })}
        </span>
      )}
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-600">
        {hit.email && name !== hit.email && <span className="min-w-0 truncate">{hit.email}</span>}
        {hit.telegram && <span className="min-w-0 truncate">{hit.telegram}</span>}
        <span
          className={`rounded px-1.5 py-0.5 text-[0.7rem] font-semibold ${
            hit.status === "open" ? "bg-mint-200/60 text-ink-800" : "bg-ink-900/[0.08] text-ink-700"
          }`}
        >
          {hit.status === "open" ? t("search.open") : t("search.closed")}
        </span>
      </span>
    </button>
  );
}
