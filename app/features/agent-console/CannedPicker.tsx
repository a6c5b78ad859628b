import { MessageSquareText } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "#app/config/languages";
import type { CannedReply } from "#app/features/agent-console/canned-reply";
import type { CannedState } from "#app/features/agent-console/canned-store";

interface Props {
  listId: string;
  optionId: (index: number) => string;
  lang: Lang;
  query: string;
  status: CannedState["status"];
  failureMessage: string | null;
  matches: readonly CannedReply[];
  active: number;
  /** Each reply as it will be inserted, for this visitor. */
  preview: (reply: CannedReply) => string;
  onPick: (reply: CannedReply) => void;
  onActive: (index: number) => void;
}

/**
 * The saved replies offered above the reply box while the agent types `/`: a listbox the
 * box controls (it keeps the focus; aria-activedescendant names the highlighted reply).
 */
export function CannedPicker({
  listId,
  optionId,
  lang,
  query,
  status,
  failureMessage,
  matches,
  active,
  preview,
  onPick,
  onActive,
}: Props) {
  const { t } = useTranslation("agent");
  // The highlighted reply stays in view as the arrows move through a long list.
  const reveal = useCallback((option: HTMLLIElement | null) => {
    option?.scrollIntoView({ block: "nearest" });
  }, []);

  const note = "px-4 py-3 text-sm text-ink-600";
  const label = t(`canned.picker.label.${lang}`);
  return (
    <div
      data-testid="canned-picker"
      className="absolute inset-x-0 bottom-full z-20 mb-2 overflow-hidden rounded-2xl bg-white shadow-pop ring-1 ring-ink-900/10"
    >
      <div className="flex items-center justify-between gap-3 border-b border-ink-900/[0.07] px-4 py-2">
        <p className="flex min-w-0 items-center gap-1.5 text-xs font-bold text-ink-800">
          <MessageSquareText aria-hidden="true" size={14} className="shrink-0 text-brand-600" />
          <span className="truncate">{label}</span>
        </p>
        <p aria-hidden="true" className="hidden shrink-0 text-xs text-ink-600 sm:block">
          {t("canned.picker.hint")}
        </p>
      </div>
      {status === "error" ? (
        <p role="alert" className={`${note} text-danger-700`}>
          {t("canned.loadFailed")} {failureMessage}
        </p>
      ) : status !== "ready" ? (
        <p className={note}>{t("canned.picker.loading")}</p>
      ) : matches.length === 0 ? (
        <p className={note}>
          {query.trim() === ""
            ? t(`canned.emptyIn.${lang}`)
            : t(`canned.picker.noMatch.${lang}`, { query: query.trim() })}
        </p>
      ) : null}
      {/* Always in the page while open, so the box's aria-controls names an element. */}
      <ul
        id={listId}
        // A <select> cannot show a title over a two-line preview.
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role, jsx-a11y/no-noninteractive-element-to-interactive-role
        role="listbox"
        aria-label={label}
        lang={lang}
        className="max-h-[min(18rem,45dvh)] overflow-y-auto overscroll-contain py-1 empty:hidden"
      >
        {matches.map((reply, index) => (
          // Keyboard use goes through the reply box (arrows, Enter); the mouse picks here.
          // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={reply.id}
            ref={index === active ? reveal : undefined}
            id={optionId(index)}
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role, jsx-a11y/no-noninteractive-element-to-interactive-role
            role="option"
            aria-selected={index === active}
            // The reply box keeps the focus, and with it the caret.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== active && onActive(index)}
            onClick={() => onPick(reply)}
            className="mx-1 cursor-pointer rounded-xl px-3 py-2 aria-selected:bg-brand-50 aria-selected:ring-1 aria-selected:ring-brand-600/30"
          >
            <span className="block truncate text-sm font-semibold text-ink-900">{reply.title}</span>
            <span className="mt-0.5 line-clamp-2 text-sm leading-snug text-ink-600">
              {preview(reply)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
