import { Search, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { MAX_QUERY_LENGTH } from "#app/features/agent-console/search-schema";
import { SearchResults } from "#app/features/agent-console/SearchResults";
import { useConversationSearch } from "#app/features/agent-console/use-conversation-search";
import { useLang } from "#app/lib/root-data";

interface Props {
  /** Opens a conversation in the pane, as a row of the list does. */
  onOpen: (sessionId: string) => void;
  selected: string | null;
}

/**
 * The search field at the top of the conversation list. While it holds a query its results
 * take the list's place (the list hides itself when this box is `data-search-active`); Esc or
 * the clear button bring the list back.
 */
export function SearchBox({ onOpen, selected }: Props) {
  const { t } = useTranslation("agent");
  const lang = useLang();
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const query = text.trim();
  const { state, retry } = useConversationSearch(query, lang);
  const active = query !== "";

  const clear = () => {
    setText("");
    input.current?.focus();
  };
  // Esc in the field ends the search, and only it (not the console's own Esc).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || text === "") return;
    event.preventDefault();
    event.stopPropagation();
    clear();
  };

  return (
    <div
      data-search=""
      data-search-active={active ? "" : undefined}
      className={`flex flex-col ${active ? "min-h-0 flex-1" : ""}`}
    >
      <search className="relative block border-b border-ink-900/10 px-3 py-2.5">
        <Search
          aria-hidden="true"
          size={16}
          className="pointer-events-none absolute top-1/2 left-6 -translate-y-1/2 text-ink-600"
        />
        <input
          ref={input}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_QUERY_LENGTH}
          aria-label={t("search.label")}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          spellCheck={false}
          className="field-input min-h-10 rounded-full bg-ink-900/[0.03] pr-10 pl-9 text-sm [&::-webkit-search-cancel-button]:appearance-none"
        />
        {text !== "" && (
          <button
            type="button"
            onClick={clear}
            aria-label={t("search.clear")}
            title={t("search.clear")}
            className="absolute top-1/2 right-4 grid size-8 -translate-y-1/2 place-items-center rounded-full text-ink-600 hover:bg-ink-900/[0.06] hover:text-ink-900"
          >
            <X aria-hidden="true" size={16} />
          </button>
        )}
      </search>
      {active && (
        <SearchResults
          query={query}
          state={state}
          selected={selected}
          onOpen={onOpen}
          onRetry={retry}
        />
      )}
    </div>
  );
}
