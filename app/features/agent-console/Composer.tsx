import { SendHorizontal } from "lucide-react";
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "#app/config/languages";
import type { CannedReply } from "#app/features/agent-console/canned-reply";
import { searchCanned, slashQueryAt } from "#app/features/agent-console/canned-search";
import {
  cannedStore,
  failureText,
  useCannedReplies,
} from "#app/features/agent-console/canned-store";
import { fillCannedReply, firstNameOf } from "#app/features/agent-console/canned-template";
import { CannedPicker } from "#app/features/agent-console/CannedPicker";
import type { AgentConsoleClient } from "#app/features/agent-console/console-client";
import { MAX_TEXT_LENGTH } from "#party/protocol";

/** A picker opened this long ago still trusts its list; older, it asks again (others edit it). */
const FRESH_LIST_MS = 30_000;

/**
 * The reply box; the console mounts a new pane per conversation, so drafts never leak across.
 * Typing `/` at its start or after a space offers the team's saved replies in the
 * conversation's language, filled in for this visitor.
 */
export function Composer({
  client,
  inputRef,
  lang,
  visitorName,
  onSubmit,
  placeholder,
}: {
  client: AgentConsoleClient;
  inputRef: Ref<HTMLTextAreaElement>;
  /** The conversation's language: the visitor's. */
  lang: Lang;
  /** The name the visitor gave, if any. */
  visitorName: string | null;
  /** Another destination than a reply to the visitor (an internal note). */
  onSubmit?: (text: string) => boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation("agent");
  const [text, setText] = useState("");
  const [caret, setCaret] = useState(0);
  // The `/` whose picker the agent closed with Escape: it stays closed for that slash.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState({ query: "", index: 0 });
  const box = useRef<HTMLTextAreaElement>(null);
  const nextCaret = useRef<number | null>(null);
  const inputId = useId();
  const counterId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const left = MAX_TEXT_LENGTH - text.length;

  const canned = useCannedReplies();
  const slash = slashQueryAt(text, caret);
  const matches = slash ? searchCanned(canned.replies, lang, slash.query) : [];
  // A search of several words that finds nothing was likely a sentence starting with "/".
  const open =
    slash !== null &&
    dismissed !== slash.start &&
    (canned.status !== "ready" || matches.length > 0 || !/\s/u.test(slash.query));
  const index =
    slash && active.query === slash.query
      ? Math.max(0, Math.min(active.index, matches.length - 1))
      : 0;
  const firstName = firstNameOf(visitorName);
  const fill = useCallback(
    (reply: CannedReply) => fillCannedReply(reply.body, firstName),
    [firstName],
  );

  useEffect(() => {
    if (open) void cannedStore.load(FRESH_LIST_MS);
  }, [open]);

  // The pane focuses the box; the box is this component's too (caret, focus after a pick).
  useImperativeHandle(inputRef, () => box.current as HTMLTextAreaElement, []);

  // After a pick, the caret goes to the end of the inserted reply, once React wrote the text.
  useLayoutEffect(() => {
    if (nextCaret.current === null || !box.current) return;
    box.current.setSelectionRange(nextCaret.current, nextCaret.current);
    nextCaret.current = null;
  });

  const edit = (value: string, at: number) => {
    setText(value);
    setCaret(at);
    if (!slashQueryAt(value, at)) setDismissed(null);
  };

  const pick = (reply: CannedReply) => {
    if (!slash) return;
    const filled = fill(reply);
    const value = text.slice(0, slash.start) + filled + text.slice(caret);
    nextCaret.current = slash.start + filled.length;
    edit(value, nextCaret.current);
    box.current?.focus();
    client.typing();
  };

  const submit = () => {
    if (onSubmit ? onSubmit(text) : client.send(text)) edit("", 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (open && slash) {
      const count = matches.length;
      if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive({ query: slash.query, index: (index + step + count) % count });
        return;
      }
      if (event.key === "Enter" && !event.shiftKey) {
        // With the list open, Enter picks; it never sends the half-typed "/search".
        event.preventDefault();
        const reply = matches[index];
        if (reply) pick(reply);
        return;
      }
      if (event.key === "Escape") {
        // Closes the list only, not the conversation, and leaves the text as typed.
        event.preventDefault();
        event.stopPropagation();
        setDismissed(slash.start);
        return;
      }
    }
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  const activeReply = open ? matches[index] : undefined;
  return (
    <form
      className="shrink-0 border-t border-ink-900/10 bg-white px-4 pt-3 pb-3 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("console.reply")}
      </label>
      <div className="relative mx-auto flex max-w-3xl items-end gap-2 rounded-2xl border border-ink-900/20 bg-white p-1.5 pl-4 transition focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-600/20">
        {open && slash && (
          <CannedPicker
            listId={listId}
            optionId={optionId}
            lang={lang}
            query={slash.query}
            status={canned.status}
            failureMessage={canned.failure ? failureText(canned.failure, t) : null}
            matches={matches}
            active={index}
            preview={fill}
            onPick={pick}
            onActive={(next) => setActive({ query: slash.query, index: next })}
          />
        )}
        <textarea
          ref={box}
          id={inputId}
          rows={2}
          value={text}
          maxLength={MAX_TEXT_LENGTH}
          // The box is also the saved-reply search: a combobox whose list it controls. A
          // multi-line reply cannot be an <input>.
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={activeReply ? optionId(index) : undefined}
          aria-describedby={left < 200 ? counterId : undefined}
          placeholder={placeholder ?? t("console.replyPlaceholder")}
          onChange={(event) => {
            edit(event.target.value, event.target.selectionStart);
            client.typing();
          }}
          // The caret moves without a change too (arrows, clicks): the search follows it.
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          className="field-sizing-content max-h-48 min-h-12 min-w-0 flex-1 resize-none bg-transparent py-2 text-[0.95rem] leading-6 text-ink-900 outline-none placeholder:text-ink-600/80"
        />
        <button
          type="submit"
          disabled={text.trim() === ""}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl bg-brand-600 px-3 text-sm font-semibold text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-900/10 disabled:text-ink-600 sm:px-4"
        >
          <SendHorizontal aria-hidden="true" size={18} />
          <span className="sr-only sm:not-sr-only">{t("console.send")}</span>
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {open && canned.status === "ready"
          ? t("canned.picker.matches", { count: matches.length })
          : ""}
      </p>
      {left < 200 && (
        <p
          id={counterId}
          aria-live="polite"
          className="mx-auto mt-1.5 max-w-3xl text-right text-xs text-ink-600"
        >
          {t("console.charactersLeft", { count: left })}
        </p>
      )}
    </form>
  );
}
