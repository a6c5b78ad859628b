import { ArrowRight, Users } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagePath } from "#app/config/pages";
import type { ChatUser } from "#app/features/chat-widget/chat-storage";
import {
  invalidPreChatFields,
  validatePreChat,
  type PreChatErrors,
  type PreChatField,
  type PreChatValues,
} from "#app/features/chat-widget/pre-chat";
import { useLang } from "#app/lib/root-data";

interface Props {
  open: boolean;
  /** The stored chat user: the form is pre-filled from it. */
  initial: ChatUser | null;
  onStart: (values: PreChatValues) => void;
}

/** The pre-chat form: email and Telegram, asked before the first connection. */
export function PreChatForm({ open, initial, onStart }: Props) {
  const { t } = useTranslation("chat");
  const lang = useLang();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PreChatValues>({
    email: initial?.email ?? "",
    telegram: initial?.telegram ?? "",
  });
  const [errors, setErrors] = useState<PreChatErrors>({});

  const focusField = (name: PreChatField) => {
    const input = form.current?.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.focus();
  };

  // Opening the popup puts the focus in the first field.
  useEffect(() => {
    const email = form.current?.elements.namedItem("email");
    if (open && email instanceof HTMLInputElement) email.focus();
  }, [open]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const name = event.target.name as PreChatField;
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validatePreChat(values);
    const invalid = invalidPreChatFields(found);
    setErrors(found);
    const first = invalid[0];
    if (first) return focusField(first);
    onStart(values);
  }

  const field = (name: PreChatField, type: string, autoComplete: string, hint?: string) => {
    const error = errors[name];
    const errorId = `${id}-${name}-error`;
    const hintId = `${id}-${name}-hint`;
    const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-ink-900">
          {t(`form.${name}.label`)}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          inputMode={type === "email" ? "email" : undefined}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={values[name]}
          onChange={onChange}
          placeholder={t(`form.${name}.placeholder`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="field-input mt-1.5"
        />
        {hint && (
          <p id={hintId} className="mt-1.5 text-xs text-ink-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="mt-1.5 text-sm font-semibold text-danger-700">
            {t(`errors.${error}`)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      data-testid="chat-prechat-form"
      className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-5"
    >
      <p className="flex items-start gap-3 rounded-2xl bg-mint-200/45 px-4 py-3 text-sm leading-snug font-semibold text-ink-900 ring-1 ring-mint-400/40">
        <Users aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-mint-600" />
        <span>{t("form.notice")}</span>
      </p>
      <p className="text-[0.95rem] leading-relaxed text-ink-700">{t("form.intro")}</p>
      {field("email", "email", "email")}
      {field("telegram", "text", "off", t("form.telegram.hint"))}
      <button type="submit" className="btn-primary mt-1 w-full">
        {t("form.submit")}
        <ArrowRight aria-hidden="true" size={18} />
      </button>
      <p className="text-xs leading-relaxed text-ink-600">
        <Trans
          t={t}
          i18nKey="form.privacy"
          components={{
            privacy: (
              <Link
                to={pagePath(lang, "privacy")}
                className="font-semibold text-brand-700 underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
    </form>
  );
}
