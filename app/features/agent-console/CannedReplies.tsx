import { MessageSquareText, Pencil, Plus, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { langCodes, type Lang } from "#app/config/languages";
import { deleteCannedReply } from "#app/features/agent-console/canned-api";
import type { CannedReply } from "#app/features/agent-console/canned-reply";
import {
  cannedStore,
  failureText,
  useCannedReplies,
} from "#app/features/agent-console/canned-store";
import { CannedReplyForm } from "#app/features/agent-console/CannedReplyForm";
import { useModalDialog } from "#app/lib/use-modal-dialog";

/** The button that opens the team's saved replies, and the manager it opens. */
export function CannedReplies() {
  const { t } = useTranslation("agent");
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border border-ink-900/15 px-3 text-xs font-semibold text-ink-800 transition hover:border-brand-600/50 hover:bg-brand-50 hover:text-brand-800"
      >
        <MessageSquareText aria-hidden="true" size={15} />
        {t("canned.open")}
      </button>
      {open && <CannedManager onClose={() => setOpen(false)} returnFocus={opener} />}
    </>
  );
}

type Filter = Lang | "all";
type View = { kind: "list" } | { kind: "form"; reply: CannedReply | null };

/**
 * A modal dialog (native <dialog>, the console inert behind it, Escape closes): the list with a
 * language filter, a form to create or edit, deletion after a confirmation.
 */
function CannedManager({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation("agent");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { status, replies, failure } = useCannedReplies();
  const [filter, setFilter] = useState<Filter>("all");
  const [view, setView] = useState<View>({ kind: "list" });
  const [announcement, setAnnouncement] = useState("");
  // After a save or a deletion, what gets the focus once the list is back.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  useModalDialog(ref, { back: () => returnFocus.current });

  useEffect(() => void cannedStore.load(), []);

  useEffect(() => {
    if (view.kind !== "list" || !focusAfter) return;
    ref.current
      ?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(focusAfter)}"]`)
      ?.focus();
    setFocusAfter(null);
  }, [view, focusAfter]);

  const shown = filter === "all" ? replies : replies.filter((reply) => reply.lang === filter);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape inside the form goes back to the list first.
        event.preventDefault();
        if (view.kind === "form") {
          setFocusAfter(view.reply ? `edit-${view.reply.id}` : "new");
          setView({ kind: "list" });
        } else onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(calc(100%-2rem),44rem)] flex-col overflow-hidden rounded-2xl bg-white p-0 text-ink-900 shadow-pop backdrop:bg-ink-950/50 open:flex"
    >
      <header className="flex items-start justify-between gap-4 border-b border-ink-900/10 px-5 pt-5 pb-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-extrabold tracking-tight">
            {t("canned.title")}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t("canned.intro")}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-600 transition hover:bg-ink-900/5 hover:text-ink-900"
        >
          <X aria-hidden="true" size={20} />
          <span className="sr-only">{t("canned.close")}</span>
        </button>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {view.kind === "form" ? (
          <CannedReplyForm
            reply={view.reply}
            defaultLang={filter === "all" ? "en" : filter}
            onCancel={() => {
              setFocusAfter(view.reply ? `edit-${view.reply.id}` : "new");
              setView({ kind: "list" });
            }}
            onSaved={(reply) => {
              setAnnouncement(t("canned.saved", { title: reply.title }));
              // The saved reply must be in the list the agent goes back to.
              if (filter !== "all" && filter !== reply.lang) setFilter(reply.lang);
              setFocusAfter(`edit-${reply.id}`);
              setView({ kind: "list" });
            }}
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 sm:px-6">
              <LanguageFilter value={filter} onChange={setFilter} />
              <button
                type="button"
                data-focus-key="new"
                onClick={() => setView({ kind: "form", reply: null })}
                className="btn-primary min-h-11 px-4 text-sm"
              >
                <Plus aria-hidden="true" size={18} />
                {t("canned.new")}
              </button>
            </div>
            <ReplyList
              status={status}
              failureMessage={failure ? failureText(failure, t) : null}
              replies={shown}
              filter={filter}
              onEdit={(reply) => setView({ kind: "form", reply })}
              onDeleted={(reply, message) => {
                setAnnouncement(message ?? t("canned.deleted", { title: reply.title }));
                setFocusAfter("new");
              }}
            />
          </>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </dialog>
  );
}

function LanguageFilter({ value, onChange }: { value: Filter; onChange: (f: Filter) => void }) {
  const { t } = useTranslation("agent");
  const name = useId();
  const options: Filter[] = ["all", ...langCodes];
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="sr-only">{t("canned.filter.label")}</legend>
      <div className="inline-flex rounded-xl bg-ink-900/[0.05] p-1">
        {options.map((option) => (
          <label
            key={option}
            className="relative inline-flex min-h-9 cursor-pointer items-center rounded-lg px-3.5 text-sm font-semibold text-ink-700 transition has-checked:bg-white has-checked:text-ink-900 has-checked:shadow-sm has-focus-visible:ring-3 has-focus-visible:ring-brand-600/30"
          >
            <input
              type="radio"
              name={name}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`canned.filter.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface ListProps {
  status: "idle" | "loading" | "ready" | "error";
  failureMessage: string | null;
  replies: readonly CannedReply[];
  filter: Filter;
  onEdit: (reply: CannedReply) => void;
  onDeleted: (reply: CannedReply, message: string | null) => void;
}

function ReplyList({ status, failureMessage, replies, filter, onEdit, onDeleted }: ListProps) {
  const { t } = useTranslation("agent");
  const [confirming, setConfirming] = useState<string | null>(null);
  const note = "px-5 pt-4 pb-10 text-center text-sm leading-relaxed text-ink-600 sm:px-6";

  if (status === "idle" || status === "loading") {
    return <p className={note}>{t("canned.loading")}</p>;
  }
  if (status === "error") {
    return (
      <div role="alert" className={`${note} flex flex-col items-center gap-3`}>
        <p className="font-medium text-danger-700">
          {t("canned.loadFailed")} {failureMessage}
        </p>
        <button
          type="button"
          onClick={() => void cannedStore.load()}
          className="btn-outline min-h-10 px-4 text-sm"
        >
          {t("canned.retry")}
        </button>
      </div>
    );
  }
  if (replies.length === 0) {
    return (
      <p className={note}>{filter === "all" ? t("canned.empty") : t(`canned.emptyIn.${filter}`)}</p>
    );
  }
  return (
    <>
      <p className="px-5 pb-2 text-xs font-semibold tracking-wide text-ink-600 uppercase sm:px-6">
        {t("canned.count", { count: replies.length })}
      </p>
      <ul className="divide-y divide-ink-900/[0.07] border-t border-ink-900/[0.07] pb-2">
        {replies.map((reply) => (
          <ReplyItem
            key={reply.id}
            reply={reply}
            confirming={confirming === reply.id}
            onConfirm={(yes) => setConfirming(yes ? reply.id : null)}
            onEdit={() => onEdit(reply)}
            onDeleted={(message) => onDeleted(reply, message)}
          />
        ))}
      </ul>
    </>
  );
}

/** A reply as written, its {first_name} marked so agents see where the name goes. */
function TemplateText({ text }: { text: string }) {
  return text.split(/(\{\s*first_name\s*\})/u).map((part, index) =>
    index % 2 === 1 ? (
      // The parts of one text never reorder: their position is their identity.
      // oxlint-disable-next-line react/no-array-index-key
      <span key={index} className="rounded bg-brand-50 px-1 font-mono text-[0.8rem] text-brand-800">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

interface ItemProps {
  reply: CannedReply;
  confirming: boolean;
  onConfirm: (confirming: boolean) => void;
  onEdit: () => void;
  onDeleted: (message: string | null) => void;
}

function ReplyItem({ reply, confirming, onConfirm, onEdit, onDeleted }: ItemProps) {
  const { t } = useTranslation("agent");
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);

  const remove = async () => {
    setDeleting(true);
    const result = await deleteCannedReply(reply.id);
    setDeleting(false);
    if (result.ok || result.status === 404) {
      // Already deleted by another agent: gone all the same, and the agent is told.
      onDeleted(result.ok ? null : failureText(result, t));
      cannedStore.remove(reply.id);
      return;
    }
    setError(failureText(result, t));
  };

  const action =
    "inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition";
  return (
    <li className="px-5 py-3.5 sm:px-6">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1" lang={reply.lang}>
          <h3 className="flex min-w-0 items-center gap-2 text-[0.95rem] font-semibold text-ink-900">
            <span className="shrink-0 rounded bg-brand-100 px-1.5 py-0.5 text-[0.7rem] font-bold tracking-wide text-brand-800">
              {t(`console.languages.${reply.lang}`)}
            </span>
            <span className="truncate">{reply.title}</span>
          </h3>
          <p className="mt-1 line-clamp-2 text-sm leading-relaxed whitespace-pre-line text-ink-600">
            <TemplateText text={reply.body} />
          </p>
        </div>
        {!confirming && (
          <div className="flex shrink-0 items-center gap-1">
            <button
              type="button"
              data-focus-key={`edit-${reply.id}`}
              onClick={onEdit}
              aria-label={t("canned.editLabel", { title: reply.title })}
              className={`${action} text-brand-700 hover:bg-brand-50`}
            >
              <Pencil aria-hidden="true" size={15} />
              <span className="hidden sm:inline">{t("canned.edit")}</span>
            </button>
            <button
              type="button"
              onClick={() => onConfirm(true)}
              aria-label={t("canned.deleteLabel", { title: reply.title })}
              className={`${action} text-danger-700 hover:bg-danger-50`}
            >
              <Trash2 aria-hidden="true" size={15} />
              <span className="hidden sm:inline">{t("canned.delete")}</span>
            </button>
          </div>
        )}
      </div>
      {confirming && (
        <fieldset className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-danger-50 px-4 py-3">
          <legend className="float-left text-sm font-medium text-ink-900">
            {t("canned.confirmDelete", { title: reply.title })}
          </legend>
          <div className="flex gap-2">
            <button
              ref={cancel}
              type="button"
              onClick={() => onConfirm(false)}
              className="btn-outline min-h-10 bg-white px-4 text-sm"
            >
              {t("canned.cancel")}
            </button>
            <button
              type="button"
              disabled={deleting}
              onClick={() => void remove()}
              className="btn min-h-10 bg-danger-700 px-4 text-sm text-white hover:bg-danger-700/90"
            >
              {t("canned.confirm")}
            </button>
          </div>
        </fieldset>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </li>
  );
}
