import { useEffect, useState } from "react";
import type { Lang } from "#app/config/languages";
import { fetchSearch } from "#app/features/agent-console/search-api";
import type { ConversationHit } from "#app/features/agent-console/search-schema";

/** The console waits this long after the last key press before it searches. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchState =
  | { status: "idle" }
  /** `results`: the previous query's, shown until the new ones arrive. */
  | { status: "loading"; query: string; results: ConversationHit[] | null }
  | { status: "done"; query: string; results: ConversationHit[] }
  | { status: "error"; query: string };

const previousResults = (state: SearchState) =>
  state.status === "done" || state.status === "loading" ? state.results : null;

/**
 * The search as the agent types: one request per pause in typing, the one in flight cancelled by
 * the next key press, so an older answer never replaces a newer one.
 */
export function useConversationSearch(query: string, lang: Lang) {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (query === "") {
      setState({ status: "idle" });
      return;
    }
    setState((prev) => ({ status: "loading", query, results: previousResults(prev) }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearch(query, lang, controller.signal).then(
        (results) => setState({ status: "done", query, results }),
        () => {
          if (!controller.signal.aborted) setState({ status: "error", query });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `attempt` is what a retry changes: the same query, asked again.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [query, lang, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
