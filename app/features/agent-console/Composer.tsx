import { SendHorizontal } from "lucide-react";
import { useId, useState, type KeyboardEvent, type Ref } from "react";
import { useTranslation } from "react-i18next";
import type { AgentConsoleClient } from "#app/features/agent-console/console-client";
import { MAX_TEXT_LENGTH } from "#party/protocol";

/** The reply box; the console mounts a new pane per conversation, so drafts never leak across. */
export function Composer({
  client,
  inputRef,
  onSubmit,
  placeholder,
}: {
  client: AgentConsoleClient;
  inputRef: Ref<HTMLTextAreaElement>;
  /** Another destination than a reply to the visitor (an internal note). */
  onSubmit?: (text: string) => boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation("agent");
  const [text, setText] = useState("");
  const inputId = useId();
  const counterId = useId();
  const left = MAX_TEXT_LENGTH - text.length;

  const submit = () => {
    if (onSubmit ? onSubmit(text) : client.send(text)) setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

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
      <div className="mx-auto flex max-w-3xl items-end gap-2 rounded-2xl border border-ink-900/20 bg-white p-1.5 pl-4 transition focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-600/20">
        <textarea
          ref={inputRef}
          id={inputId}
          rows={2}
          value={text}
          maxLength={MAX_TEXT_LENGTH}
          aria-describedby={left < 200 ? counterId : undefined}
          placeholder={placeholder ?? t("console.replyPlaceholder")}
          onChange={(event) => {
            setText(event.target.value);
            client.typing();
          }}
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
