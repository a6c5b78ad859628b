import { Cookie } from "lucide-react";
import { type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { pagePath } from "#app/config/pages";
import {
  allConsent,
  consent,
  type ConsentChoice,
  noOptionalConsent,
  OPEN_CONSENT_SETTINGS_EVENT,
  optionalCategories,
} from "#app/features/cookie-consent/consent-store";
import {
  CONSENT_ENDPOINT,
  CONSENT_FORM_FIELDS,
  type ConsentButton,
} from "#app/features/cookie-consent/consent-choice";
import { reportConsent } from "#app/features/cookie-consent/report-consent";
import { useFocusTrap } from "#app/lib/use-focus-trap";
import { useLang } from "#app/lib/root-data";
import { useBrowserLayoutEffect } from "#app/lib/use-browser-layout-effect";

/**
 * The consent popup. It is in the server HTML so first-time visitors see it at first paint, and
 * it holds focus until a choice is made. Reopened from "Cookie settings", it shows the stored choice
 * and Escape closes it without changing anything.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(true);
  const [reopened, setReopened] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(noOptionalConsent);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();
  const prefsId = useId();

  // Until storage has been read, "open" is only the server's guess; focusing the popup then would
  // steal a returning visitor's first Tab.
  // Read after hydration, not in a layout effect: a state change there forces a synchronous
  // render in the same task as the hydration commit, one long task on a phone. Nothing shows in
  // between: the head script's data-consent hides the popup of a returning visitor until it is
  // gone from the DOM.
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (consent.read() !== null) setOpen(false);
    // The head script and the store disagree (a record it accepted, the store did not): ask.
    else delete document.documentElement.dataset.consent;
    setChecked(true);
  }, []);
  // Closed (a stored choice, or just decided): the head script's flag goes, so that "Cookie
  // settings" can show the popup again.
  useBrowserLayoutEffect(() => {
    if (!open) delete document.documentElement.dataset.consent;
  }, [open]);

  useEffect(() => {
    const onOpen = () => {
      const stored = consent.read();
      returnFocus.current = document.activeElement as HTMLElement | null;
      setChoice(stored ?? noOptionalConsent);
      setExpanded(true);
      setReopened(stored !== null);
      setOpen(true);
    };
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, onOpen);
  }, []);

  // Focusing makes the browser bring style and layout up to date there and then. Right after
  // hydration that is the whole page's, which made the task that ran React's effects the
  // longest after load on a phone (80-160 ms at 4x CPU). After the next frame, the browser has
  // done that work in its own rendering task. No scrolling either: the popup is fixed in view.
  useEffect(() => {
    if (!open || !checked) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => dialog.current?.focus({ preventScroll: true }));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [open, checked]);

  useFocusTrap(dialog, open);

  const close = () => {
    setOpen(false);
    setExpanded(false);
    returnFocus.current?.focus();
    returnFocus.current = null;
  };
  const decide = (next: ConsentChoice) => {
    const record = consent.update(next);
    close();
    reportConsent(record, lang);
  };
  // The choice buttons are a plain form's too (below): here the script decides, not the form.
  const choose = (next: ConsentChoice) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    decide(next);
  };
  const choiceButton = (value: ConsentButton) => ({
    type: "submit" as const,
    name: CONSENT_FORM_FIELDS.choice,
    value,
  });

  // Escape never grants anything; it only dismisses a popup reopened over a stored choice.
  useEffect(() => {
    if (!open || !reopened) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  if (!open) return null;

  return (
    <div
      data-consent-popup
      className="fixed inset-0 z-[70] flex items-end justify-center p-3 sm:p-6"
    >
      <div className="absolute inset-0 bg-ink-950/60" aria-hidden="true" />
      <dialog
        open
        ref={dialog}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        data-testid="consent-dialog"
        className="relative mx-auto my-0 max-h-[calc(100dvh-1.5rem)] w-full max-w-[640px] overflow-y-auto rounded-card bg-white p-6 text-ink-900 shadow-pop ring-1 ring-ink-900/10 outline-none sm:p-8"
      >
        <div className="flex items-start gap-4">
          <span className="hidden size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 sm:grid">
            <Cookie aria-hidden="true" />
          </span>
          <div>
            <h2 id={titleId} className="text-xl font-bold tracking-tight">
              {t("consent.title")}
            </h2>
            <p id={bodyId} className="mt-2 text-[0.95rem] leading-relaxed text-ink-700">
              {t("consent.body")}
            </p>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
              <Link
                to={pagePath(lang, "cookies")}
                className="text-brand-700 underline underline-offset-4"
              >
                {t("consent.cookiePolicy")}
              </Link>
              <Link
                to={pagePath(lang, "privacy")}
                className="text-brand-700 underline underline-offset-4"
              >
                {t("consent.privacyPolicy")}
              </Link>
            </p>
          </div>
        </div>

        {/* Without the app's scripts (blocked, not hydrated yet, or a deploy replaced them under an
            open tab) the choice still works: the buttons post this form, and the server records
            the choice, stores it where the app reads it and sends the visitor back
            (worker/api/consent.ts). */}
        <form method="post" action={CONSENT_ENDPOINT}>
          <input type="hidden" name={CONSENT_FORM_FIELDS.back} value={pathname} />
          {expanded && (
            <fieldset id={prefsId} className="mt-6 space-y-3" data-testid="consent-preferences">
              <legend className="sr-only">{t("consent.categoriesLabel")}</legend>
              <CategoryRow
                name="essential"
                label={t("consent.categories.essential.label")}
                description={t("consent.categories.essential.description")}
                checked
                disabled
                badge={t("consent.alwaysOn")}
              />
              {optionalCategories.map((category) => (
                <CategoryRow
                  key={category}
                  name={category}
                  label={t(`consent.categories.${category}.label`)}
                  description={t(`consent.categories.${category}.description`)}
                  checked={choice[category]}
                  onChange={(checked) => setChoice((c) => ({ ...c, [category]: checked }))}
                />
              ))}
            </fieldset>
          )}

          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <button
              {...choiceButton("reject")}
              className="btn-primary w-full"
              onClick={choose(noOptionalConsent)}
            >
              {t("consent.rejectAll")}
            </button>
            <button
              {...choiceButton("accept")}
              className="btn-primary w-full"
              onClick={choose(allConsent)}
            >
              {t("consent.acceptAll")}
            </button>
            <button
              type="button"
              className="btn-outline w-full"
              aria-expanded={expanded}
              aria-controls={prefsId}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? t("consent.hide") : t("consent.manage")}
            </button>
            {expanded && (
              <button
                {...choiceButton("save")}
                className="btn-outline w-full"
                onClick={choose(choice)}
              >
                {t("consent.save")}
              </button>
            )}
          </div>
        </form>
      </dialog>
      {/* Parsed last: until it is, the CSS keeps a half-parsed popup from being drawn. */}
      <span data-consent-end hidden />
    </div>
  );
}

interface CategoryRowProps {
  name: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  badge?: string;
  onChange?: (checked: boolean) => void;
}

function CategoryRow({
  name,
  label,
  description,
  checked,
  disabled,
  badge,
  onChange,
}: CategoryRowProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-ink-900/10 p-4">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.checked)}
        aria-describedby={`${id}-desc`}
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="flex items-center gap-2 font-semibold">
          {label}
          {badge && (
            <span className="rounded-full bg-mint-200 px-2 py-0.5 text-xs font-semibold text-ink-900">
              {badge}
            </span>
          )}
        </label>
        <p id={`${id}-desc`} className="mt-0.5 text-sm text-ink-700">
          {description}
        </p>
      </div>
    </div>
  );
}
