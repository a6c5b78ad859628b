import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { langCodes, type Lang } from "#app/config/languages";
import { saveCannedReply } from "#app/features/agent-console/canned-api";
import {
  MAX_CANNED_BODY_LENGTH,
  MAX_CANNED_TITLE_LENGTH,
  type CannedField,
  type CannedReply,
} from "#app/features/agent-console/canned-reply";
import { cannedStore, failureText } from "#app/features/agent-console/canned-store";

interface Props {
  /** The reply being edited; null for a new one. */
  reply: CannedReply | null;
  /** A new reply starts in the language the list is filtered to. */
  defaultLang: Lang;
  onSaved: (reply: CannedReply) => void;
  onCancel: () => void;
}

/** Creating or editing one saved reply, inside the manager. */
export function CannedReplyForm({ reply, defaultLang, onSaved, onCancel }: Props) {
  const { t } = useTranslation("agent");
  const [lang, setLang] = useState<Lang>(reply?.lang ?? defaultLang);
  const [title, setTitle] = useState(reply?.title ?? "");
  const [body, setBody] = useState(reply?.body ?? "");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Partial<Record<CannedField, string>>>({});
  const titleInput = useRef<HTMLInputElement>(null);
  const ids = { heading: useId(), title: useId(), body: useId(), error: useId() };

  useEffect(() => titleInput.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const result = await saveCannedReply({ lang, title, body }, reply?.id ?? null);
    setSaving(false);
    if (result.ok) {
      cannedStore.put(result.value);
      onSaved(result.value);
      return;
    }
    // Deleted by another agent meanwhile: it leaves this page's list too.
    if (result.status === 404 && reply) cannedStore.remove(reply.id);
    setError(failureText(result, t));
    setFields(result.fields);
  };

  const described = (field: CannedField, hint: string) =>
    [fields[field] ? `${hint}-error` : null, hint].filter(Boolean).join(" ");
  const fieldError = (field: CannedField, id: string) =>
    fields[field] ? (
      <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
        {fields[field]}
      </p>
    ) : null;

  return (
    <form
      aria-labelledby={ids.heading}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5 px-5 py-5 sm:px-6"
      noValidate
    >
      <h3 id={ids.heading} className="text-base font-bold text-ink-900">
        {reply ? t("canned.form.editTitle") : t("canned.form.createTitle")}
      </h3>
      {error && (
        <p
          id={ids.error}
          role="alert"
          className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
        >
          {error}
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t("canned.form.language")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {langCodes.map((code) => (
            <label
              key={code}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-900/15 px-4 text-sm font-medium text-ink-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-3 has-focus-visible:ring-brand-600/30"
            >
              <input
                type="radio"
                name="lang"
                value={code}
                checked={lang === code}
                onChange={() => setLang(code)}
                className="size-4 accent-brand-600"
              />
              {t(`canned.languages.${code}`)}
            </label>
          ))}
        </div>
        {fieldError("lang", `${ids.title}-lang`)}
      </fieldset>
      <div>
        <label htmlFor={ids.title} className="text-sm font-semibold text-ink-900">
          {t("canned.form.titleLabel")}
        </label>
        <input
          ref={titleInput}
          id={ids.title}
          value={title}
          required
          maxLength={MAX_CANNED_TITLE_LENGTH}
          aria-invalid={fields.title ? true : undefined}
          aria-describedby={described("title", `${ids.title}-hint`)}
          onChange={(event) => setTitle(event.target.value)}
          className="field-input mt-2"
        />
        {fieldError("title", `${ids.title}-hint`)}
        <p id={`${ids.title}-hint`} className="mt-1.5 text-sm text-ink-600">
          {t("canned.form.titleHint")}
        </p>
      </div>
      <div>
        <label htmlFor={ids.body} className="text-sm font-semibold text-ink-900">
          {t("canned.form.body")}
        </label>
        <textarea
          id={ids.body}
          value={body}
          required
          rows={6}
          lang={lang}
          maxLength={MAX_CANNED_BODY_LENGTH}
          aria-invalid={fields.body ? true : undefined}
          aria-describedby={described("body", `${ids.body}-hint`)}
          onChange={(event) => setBody(event.target.value)}
          className="field-input mt-2 min-h-36 resize-y py-3 leading-6"
        />
        {fieldError("body", `${ids.body}-hint`)}
        <p id={`${ids.body}-hint`} className="mt-1.5 text-sm text-ink-600">
          {t("canned.form.bodyHint")}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className="btn-outline min-h-11 px-5 text-sm">
          {t("canned.cancel")}
        </button>
        <button type="submit" disabled={saving} className="btn-primary min-h-11 px-5 text-sm">
          {saving ? t("canned.form.saving") : t("canned.form.save")}
        </button>
      </div>
    </form>
  );
}
