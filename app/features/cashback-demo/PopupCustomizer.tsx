import { Code2, Copy, Eye } from "lucide-react";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "#app/config/languages";
import { copyToClipboard } from "#app/features/cashback-demo/clipboard";
import { EmbedCodeBox } from "#app/features/cashback-demo/EmbedCodeBox";
import { buildEmbedSnippet } from "#app/features/cashback-demo/embed-snippet";
import { InstallSteps } from "#app/features/cashback-demo/InstallSteps";
import {
  DEFAULT_PRICE,
  fieldError,
  popupFieldNames,
  priceInputText,
  switchLanguageValues,
  validatePopupFields,
  type PopupContent,
  type PopupField,
  type PopupFieldErrors,
  type PopupFieldValues,
} from "#app/features/cashback-demo/popup-fields";
import { popupTemplateHtml, type PopupLabels } from "#app/features/cashback-demo/popup-markup";
import { PopupFormField } from "#app/features/cashback-demo/PopupFormField";
import { PopupMiniature } from "#app/features/cashback-demo/PopupMiniature";
import { usePopupPreview } from "#app/features/cashback-demo/use-popup-preview";
import { useLang } from "#app/lib/root-data";

type Status =
  | { kind: "idle" }
  | { kind: "invalid"; count: number }
  | { kind: "copied" | "copyFailed"; seq: number };

interface FormState {
  lang: Lang;
  defaults: PopupFieldValues;
  values: PopupFieldValues;
  /** The errors on show: set by the buttons, then kept up to date as the visitor types. */
  errors: PopupFieldErrors;
  /** The last content that passed validation: what the miniature and the code box show. */
  lastValid: PopupContent;
}

function initialState(lang: Lang, defaults: PopupFieldValues): FormState {
  const result = validatePopupFields(defaults, lang);
  const lastValid = result.ok
    ? result.content
    : { headerTitle: "", price: DEFAULT_PRICE, claimMessage: "", claimNote: "" };
  return { lang, defaults, values: defaults, errors: {}, lastValid };
}

function shownErrors(
  errors: PopupFieldErrors,
  values: PopupFieldValues,
  lang: Lang,
): PopupFieldErrors {
  const next: PopupFieldErrors = {};
  for (const name of popupFieldNames) {
    const error = errors[name] && fieldError(name, values[name], lang);
    if (error) next[name] = error;
  }
  return next;
}

/**
 * The cashback popup customizer: four fields, a live miniature, the full-size preview, and the
 * embed code to copy. Nothing here calls a server.
 */
export function PopupCustomizer() {
  const { t } = useTranslation("demo");
  const lang = useLang();
  const id = useId();
  const defaults = useMemo<PopupFieldValues>(
    () => ({
      headerTitle: t("defaults.headerTitle"),
      price: priceInputText(DEFAULT_PRICE, lang),
      claimMessage: t("defaults.claimMessage"),
      claimNote: t("defaults.claimNote"),
    }),
    [t, lang],
  );
  const labels = useMemo<PopupLabels>(
    () => ({
      close: t("popup.close"),
      continue: t("popup.continue"),
      offerLabel: t("popup.offerLabel"),
      perMonth: t("popup.perMonth"),
    }),
    [t],
  );
  const [form, setForm] = useState<FormState>(() => initialState(lang, defaults));
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const fields = useRef<Partial<Record<PopupField, HTMLInputElement | null>>>({});
  const codeBox = useRef<HTMLTextAreaElement>(null);
  const openPreview = usePopupPreview();

  // The language switch keeps this page mounted: carry the visitor's edits over (nothing a visitor
  // wrote is lost) and swap what was still the old language's default.
  if (form.lang !== lang) {
    const values = switchLanguageValues(form.values, form, { lang, defaults });
    const result = validatePopupFields(values, lang);
    setForm({
      lang,
      defaults,
      values,
      errors: shownErrors(form.errors, values, lang),
      lastValid: result.ok ? result.content : form.lastValid,
    });
  }

  const { values, errors, lastValid } = form;
  const invalidNow = !validatePopupFields(values, lang).ok;
  const templateHtml = useMemo(
    () => popupTemplateHtml(lastValid, labels, lang),
    [lastValid, labels, lang],
  );
  const snippet = useMemo(
    () => buildEmbedSnippet({ content: lastValid, labels, lang, comment: t("popup.comment") }),
    [lastValid, labels, lang, t],
  );

  function onChange(name: PopupField, value: string) {
    setForm((current) => {
      const next = { ...current.values, [name]: value };
      const result = validatePopupFields(next, current.lang);
      return {
        ...current,
        values: next,
        errors: shownErrors(current.errors, next, current.lang),
        lastValid: result.ok ? result.content : current.lastValid,
      };
    });
    setStatus({ kind: "idle" });
  }

  /** The popup's content, or null after showing what to fix and focusing the first field. */
  function validContent(): PopupContent | null {
    const result = validatePopupFields(values, lang);
    if (result.ok) {
      setForm((current) => ({ ...current, errors: {}, lastValid: result.content }));
      return result.content;
    }
    const invalid = popupFieldNames.filter((name) => result.errors[name]);
    setForm((current) => ({ ...current, errors: result.errors }));
    setStatus({ kind: "invalid", count: invalid.length });
    const first = invalid[0];
    if (first) fields.current[first]?.focus();
    return null;
  }

  function onPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = validContent();
    if (!content) return;
    setStatus({ kind: "idle" });
    openPreview(popupTemplateHtml(content, labels, lang));
  }

  async function onCopy() {
    const content = validContent();
    if (!content) return;
    const code = buildEmbedSnippet({ content, labels, lang, comment: t("popup.comment") });
    const copied = await copyToClipboard(code);
    setStatus({ kind: copied ? "copied" : "copyFailed", seq: Date.now() });
    if (!copied) {
      codeBox.current?.focus();
      codeBox.current?.select();
    }
  }

  const message =
    status.kind === "invalid"
      ? t("form.invalid", { count: status.count })
      : status.kind === "copied"
        ? t("form.copied")
        : status.kind === "copyFailed"
          ? t("form.copyFailed")
          : "";

  return (
    <section className="bg-[#f6f7fb] py-14 sm:py-20" aria-label={t("form.title")}>
      <div className="container-page grid grid-cols-1 items-start gap-10 lg:grid-cols-2 lg:gap-14">
        <div className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-10">
          <form noValidate onSubmit={onPreview} aria-labelledby={`${id}title`}>
            <h2 id={`${id}title`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t("form.title")}
            </h2>
            <p className="mt-2 text-ink-700">{t("form.intro")}</p>

            <div className="mt-8 flex flex-col gap-6">
              {popupFieldNames.map((name) => (
                <PopupFormField
                  key={name}
                  id={id}
                  name={name}
                  value={values[name]}
                  error={errors[name]}
                  onChange={onChange}
                  ref={(element) => {
                    fields.current[name] = element;
                  }}
                />
              ))}
            </div>

            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <button
                type="submit"
                className="btn-primary min-h-12 px-6 text-center whitespace-normal"
              >
                <Eye aria-hidden="true" size={18} />
                {t("form.submit")}
              </button>
              <button
                type="button"
                className="btn-outline min-h-12 px-6 text-center whitespace-normal"
                onClick={onCopy}
              >
                <Copy aria-hidden="true" size={18} />
                {t("form.copy")}
              </button>
            </div>

            <output
              aria-live="polite"
              className={`mt-5 block text-sm font-semibold empty:hidden ${
                status.kind === "copied" ? "text-mint-600" : "text-danger-700"
              }`}
            >
              {/* A new node for each copy, so a second success is announced again. */}
              {message && <span key={"seq" in status ? status.seq : status.kind}>{message}</span>}
            </output>
          </form>
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-8" aria-labelledby={`${id}preview`}>
          <div>
            <h2 id={`${id}preview`} className="text-xl font-extrabold tracking-tight">
              {t("preview.title")}
            </h2>
            <p className="mt-1 text-ink-700">{t("preview.text")}</p>
          </div>
          <PopupMiniature templateHtml={templateHtml} address={t("preview.address")} />
          {invalidNow && <p className="text-sm text-ink-600">{t("preview.lastValid")}</p>}
        </aside>
      </div>

      <div className="container-page mt-14 grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-14">
        <div className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-10">
          <div className="flex flex-col items-start gap-4 sm:flex-row">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Code2 aria-hidden="true" size={22} />
            </span>
            <div>
              <h2 className="text-xl font-extrabold tracking-tight sm:text-2xl">
                {t("code.title")}
              </h2>
              <p className="mt-1 text-ink-700">{t("code.text")}</p>
            </div>
          </div>
          <div className="mt-6">
            <EmbedCodeBox snippet={snippet} ref={codeBox} />
          </div>
        </div>
        <InstallSteps />
      </div>
    </section>
  );
}
