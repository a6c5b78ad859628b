import { CircleCheck, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagePath } from "#app/config/pages";
import { site } from "#app/config/site";
import { leadAttribution } from "#app/lib/landing-attribution";
import {
  HONEYPOT_FIELD,
  invalidFields,
  leadFieldNames,
  TURNSTILE_FIELD,
  type LeadField,
  type LeadFieldErrors,
  type LeadFields,
} from "#app/features/lead/lead-fields";
import { readLeadResponse, type LeadSubmitResult } from "#app/features/lead/lead-response";
import { renewTurnstile, showTurnstile } from "#app/features/lead/turnstile-widget";
import { useLang } from "#app/lib/root-data";

/** What the no-JavaScript post of this form answered (the contact route's action). */
export type ContactActionData =
  | { result: "success" }
  | { result: "invalid"; values: LeadFields; fieldErrors: LeadFieldErrors }
  | { result: "error"; values: LeadFields; message: string; status: number };

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success" }
  | (Extract<LeadSubmitResult, { ok: false }> & { kind: "error" });

/**
 * The shared rules (zod, 8 KB gzip) load when the visitor first focuses the form, not with the
 * page: most visits never fill it in. A failed load is forgotten so the next attempt retries.
 */
let rules: Promise<typeof import("#app/features/lead/lead-schema")> | undefined;
function loadRules() {
  rules ??= import("#app/features/lead/lead-schema").catch((error: unknown) => {
    rules = undefined;
    throw error;
  });
  return rules;
}

const warmRules = () => void loadRules().catch(() => {});

const empty: LeadFields = { firstName: "", lastName: "", email: "", telegram: "", whatsapp: "" };

const inputProps: Record<LeadField, { type: string; autoComplete: string; inputMode?: "tel" }> = {
  firstName: { type: "text", autoComplete: "given-name" },
  lastName: { type: "text", autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email" },
  telegram: { type: "text", autoComplete: "off" },
  whatsapp: { type: "tel", autoComplete: "tel", inputMode: "tel" },
};

function initialStatus(initial: ContactActionData | undefined): Status {
  if (initial?.result === "success") return { kind: "success" };
  if (initial?.result === "error") {
    return {
      kind: "error",
      ok: false,
      message: initial.message,
      status: initial.status,
      body: null,
    };
  }
  return { kind: "idle" };
}

interface Props {
  /** The answer to a no-JavaScript post, when this render follows one. */
  initial?: ContactActionData;
  /** Cloudflare Turnstile's public key, when the Worker has one. */
  turnstileSiteKey?: string;
}

/**
 * The lead form. With JavaScript it validates with the shared schema and posts JSON to /api/lead;
 * without, the same form posts to the contact route's action, which runs the same service. Either
 * way the visitor reaches sales.
 */
export function ContactForm({ initial, turnstileSiteKey }: Props) {
  const { t } = useTranslation("lead");
  const lang = useLang();
  const id = useId();
  const [values, setValues] = useState<LeadFields>(() =>
    initial && initial.result !== "success" ? initial.values : empty,
  );
  const [errors, setErrors] = useState<LeadFieldErrors>(() =>
    initial?.result === "invalid" ? initial.fieldErrors : {},
  );
  const [status, setStatus] = useState<Status>(() => initialStatus(initial));
  const [summary, setSummary] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  // The idempotency key of the details last sent: a retry of the same details reuses it, so
  // the server stores one lead; edited details get a new one.
  const attempt = useRef<{ key: string; payload: string } | null>(null);
  // Set while the rules load on a submit, so a second press does not send twice.
  const checking = useRef(false);

  const submitting = status.kind === "submitting";

  useEffect(() => {
    if (status.kind === "success") successRef.current?.focus();
  }, [status.kind]);

  useEffect(() => {
    // After a no-JavaScript post with errors, the first invalid field gets the focus too.
    const first = invalidFields(errors)[0];
    if (initial?.result === "invalid" && first) focusField(first);
    // Only on the first render of a page that answers a post.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function focusField(name: LeadField) {
    const input = formRef.current?.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.focus();
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const name = event.target.name as LeadField;
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
    if (status.kind === "error") setStatus({ kind: "idle" });
    setSummary("");
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || checking.current) return;
    const formData = new FormData(event.currentTarget);
    checking.current = true;
    // Without the rules (the chunk could not load) the server's check, the same one, decides.
    const loaded = await loadRules().catch(() => null);
    checking.current = false;
    const { fieldErrors } = loaded
      ? loaded.validateLead(loaded.leadFieldsSchema, values)
      : { fieldErrors: {} };
    const invalid = invalidFields(fieldErrors);
    if (invalid.length > 0) {
      setErrors(fieldErrors);
      setStatus({ kind: "idle" });
      setSummary(t("form.errorCount", { count: invalid.length }));
      focusField(invalid[0] as LeadField);
      return;
    }
    const honeypot = formData.get(HONEYPOT_FIELD);
    const turnstile = formData.get(TURNSTILE_FIELD);
    const payload = JSON.stringify(values);
    if (attempt.current?.payload !== payload) {
      attempt.current = { key: crypto.randomUUID(), payload };
    }
    setErrors({});
    setSummary("");
    setStatus({ kind: "submitting" });
    let result: LeadSubmitResult;
    try {
      const response = await fetch("/api/lead", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          ...values,
          language: lang,
          ...leadAttribution(),
          idempotencyKey: attempt.current.key,
          ...(typeof honeypot === "string" && honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
          ...(typeof turnstile === "string" && turnstile ? { [TURNSTILE_FIELD]: turnstile } : {}),
        }),
      });
      result = await readLeadResponse(response, {
        readFailed: t("failure.readFailed"),
        notJson: (snippet) => t("failure.notJson", { snippet }),
        fallback: t("failure.fallback"),
      });
    } catch (error) {
      // No answer at all (offline, DNS, CORS): the browser's reason is the technical detail.
      result = { ok: false, message: String(error), status: null, body: null };
    }
    if (result.ok) {
      attempt.current = null;
      setValues(empty);
      setStatus({ kind: "success" });
    } else {
      setStatus({ kind: "error", ...result });
      renewTurnstile(formRef.current);
    }
  }

  if (status.kind === "success") {
    return (
      <div className="flex flex-col items-start gap-4 py-6" data-testid="lead-success">
        <span className="grid size-14 place-items-center rounded-full bg-mint-200/60 text-mint-600">
          <CircleCheck aria-hidden="true" size={30} />
        </span>
        <h2
          ref={successRef}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight outline-none"
        >
          {t("success.title")}
        </h2>
        <p className="text-lg text-ink-700">{t("success.text")}</p>
        <p className="text-ink-700">{t("success.alternative")}</p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <a
            className="btn-primary"
            href={site.telegramUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Send aria-hidden="true" size={18} />
            {t("success.link")}
          </a>
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              setStatus({ kind: "idle" });
              setSummary("");
            }}
          >
            {t("success.again")}
          </button>
        </div>
      </div>
    );
  }

  const describedBy = (name: LeadField) =>
    [
      errors[name] && `${id}${name}-error`,
      name === "telegram" || name === "whatsapp" ? `${id}${name}-hint` : "",
    ]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}title`}
      aria-busy={submitting}
    >
      <h2 id={`${id}title`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t("form.title")}
      </h2>
      <p className="mt-2 text-ink-700">{t("form.intro")}</p>

      {/* Off-screen, out of the tab order and hidden from assistive technology: only bots fill it. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${id}${HONEYPOT_FIELD}`}>{t("form.honeypot")}</label>
        <input
          id={`${id}${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="mt-8 grid gap-x-5 gap-y-6 sm:grid-cols-2">
        {leadFieldNames.map((name) => {
          const error = errors[name];
          const hint = name === "telegram" || name === "whatsapp";
          return (
            <div key={name} className={name === "email" ? "sm:col-span-2" : undefined}>
              <label htmlFor={`${id}${name}`} className="mb-2 block text-sm font-semibold">
                {t(`form.fields.${name}.label`)}
              </label>
              <input
                id={`${id}${name}`}
                name={name}
                {...inputProps[name]}
                required
                maxLength={400}
                value={values[name]}
                onChange={onChange}
                onFocus={warmRules}
                disabled={submitting}
                placeholder={t(`form.fields.${name}.placeholder`)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(name)}
                className="field-input"
              />
              {hint && (
                <p id={`${id}${name}-hint`} className="mt-1.5 text-sm text-ink-600">
                  {t(`form.fields.${name}.hint`)}
                </p>
              )}
              {error && (
                <p
                  id={`${id}${name}-error`}
                  className="mt-1.5 text-sm font-semibold text-danger-700"
                >
                  {t(`errors.${name}.${error}` as never)}
                </p>
              )}
            </div>
          );
        })}
      </div>

      {turnstileSiteKey && (
        <div
          ref={showTurnstile}
          className="cf-turnstile mt-6"
          data-sitekey={turnstileSiteKey}
          data-language={lang}
        />
      )}

      <output aria-live="polite" className="mt-6 block text-sm font-semibold empty:hidden">
        {submitting ? t("form.submittingMessage") : summary}
      </output>

      {status.kind === "error" && (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-danger-700/30 bg-danger-50 p-4 text-sm text-ink-900"
        >
          <p className="font-bold text-danger-700">{t("failure.title")}</p>
          <p className="mt-3 font-semibold">{t("failure.details")}</p>
          <dl className="mt-1 grid gap-x-3 break-words sm:grid-cols-[auto_1fr] sm:gap-y-1">
            <dt className="mt-2 text-ink-600 sm:mt-0">{t("failure.message")}</dt>
            <dd className="min-w-0">{status.message}</dd>
            <dt className="mt-2 text-ink-600 sm:mt-0">{t("failure.status")}</dt>
            <dd>{status.status ?? t("failure.none")}</dd>
            <dt className="mt-2 text-ink-600 sm:mt-0">{t("failure.body")}</dt>
            <dd className="min-w-0 font-mono text-xs">{status.body || t("failure.none")}</dd>
          </dl>
        </div>
      )}

      <button
        type="submit"
        className="btn-primary mt-8 w-full sm:w-auto sm:px-8"
        disabled={submitting}
        onFocus={warmRules}
        onPointerDown={warmRules}
      >
        {submitting ? t("form.submitting") : t("form.submit")}
      </button>

      <p className="mt-6 text-sm text-ink-600">
        <Trans
          t={t}
          i18nKey="form.privacy"
          components={{
            privacy: (
              <Link
                to={pagePath(lang, "privacy")}
                className="font-semibold text-brand-700 underline underline-offset-4"
              />
            ),
          }}
        />
      </p>
    </form>
  );
}
