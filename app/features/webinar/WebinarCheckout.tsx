import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { CircleCheck, Lock, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Lang } from "#app/config/languages";
import { products } from "#app/features/webinar/catalogue";
import { createPaymentIntent, PaymentIntentError } from "#app/features/webinar/payment-client";
import type { Track } from "#app/features/webinar/tracking";
import { useWebinarPaths } from "#app/features/webinar/webinar-paths";
import { formatUsd } from "#app/lib/format-money";

type Step = "email" | "payment" | "success";

interface Props {
  lang: Lang;
  /** Stripe's publishable key; null when payments are not configured on this Worker. */
  publishableKey: string | null;
  /** The page's tracking (InitiateCheckout on load, Purchase on success). */
  track: Track;
}

const newCheckoutId = () => crypto.randomUUID();

/**
 * The webinar checkout: email, then payment with Stripe's Payment Element, then success. The price
 * shown is the catalogue's; the server charges the same catalogue price.
 */
export function WebinarCheckout({ lang, publishableKey, track }: Props) {
  const { t } = useTranslation("webiCheckout");
  const id = useId();
  const { landing } = useWebinarPaths();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState("");
  const [error, setError] = useState("");
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  // One checkout id per email: a retry reuses the same payment intent, a new email gets its own.
  const [checkoutId, setCheckoutId] = useState(newCheckoutId);
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const price = formatUsd(products.webinar.amount / 100, lang);

  useEffect(() => {
    void track("InitiateCheckout");
    // Once per visit of the page, not again if the tracking function changes.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (step !== "email") headingRef.current?.focus();
  }, [step]);

  // The payment step: an intent from our server, then Stripe.js and its Payment Element.
  useEffect(() => {
    if (step !== "payment" || !publishableKey) return;
    let cancelled = false;
    setReady(false);
    setError("");
    (async () => {
      try {
        const [{ loadStripe }, intent] = await Promise.all([
          import("@stripe/stripe-js/pure"),
          createPaymentIntent({ email, checkoutId, lang, failure: t("api.intentFailed") }),
        ]);
        const stripe = await loadStripe(publishableKey, { locale: lang });
        if (!stripe) throw new Error("Payment script not available");
        if (cancelled || !mountRef.current) return;
        const elements = stripe.elements({
          clientSecret: intent.client_secret,
          locale: lang,
          appearance: {
            theme: "stripe",
            variables: { colorPrimary: "#5146e5", borderRadius: "12px", fontSizeBase: "16px" },
          },
        });
        const element = elements.create("payment", { layout: "tabs" });
        element.on("ready", () => {
          if (!cancelled) setReady(true);
        });
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
      } catch (cause) {
        if (cancelled) return;
        // The script's own failures go to the console; the visitor sees the intent error.
        console.error(cause instanceof Error ? cause.message : "Failed to load");
        setError(cause instanceof PaymentIntentError ? cause.message : t("api.intentFailed"));
      }
    })();
    return () => {
      cancelled = true;
      stripeRef.current = null;
    };
  }, [step, publishableKey, email, checkoutId, lang, t]);

  function submitEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === "") {
      setEmailError(t("checkout.email.required"));
      return;
    }
    setEmail(email.trim());
    setStep("payment");
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = stripeRef.current;
    if (!current || processing) return;
    setProcessing(true);
    setError("");
    try {
      const result = await current.stripe.confirmPayment({
        elements: current.elements,
        confirmParams: {
          return_url: `${window.location.origin}${window.location.pathname}`,
          receipt_email: email,
        },
        redirect: "if_required",
      });
      if (result.error) {
        // Declined or invalid card: the provider's message, as received.
        setError(result.error.message ?? t("checkout.payment.errorTitle"));
      } else if (result.paymentIntent.status === "succeeded") {
        void track("Purchase", { eventId: result.paymentIntent.id });
        setStep("success");
      } else if (result.paymentIntent.status === "processing") {
        setError(t("checkout.payment.pending"));
      } else {
        setError(t("checkout.payment.errorTitle"));
      }
    } catch (cause) {
      // Any other thrown error: its message, shown the same way.
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setProcessing(false);
    }
  }

  const stepIndex = { email: 0, payment: 1, success: 2 }[step];

  return (
    <div className="min-w-0 rounded-card bg-white p-5 text-ink-900 shadow-pop sm:p-8">
      <ol
        aria-label={t("checkout.steps.label")}
        className="mb-8 flex flex-wrap items-center gap-x-2 gap-y-2 text-sm"
      >
        {(["email", "payment", "done"] as const).map((name, index) => (
          <li
            key={name}
            aria-current={index === stepIndex ? "step" : undefined}
            className="flex items-center gap-2"
          >
            <span
              className={`grid size-7 place-items-center rounded-full text-xs font-bold ${
                index <= stepIndex ? "bg-brand-600 text-white" : "bg-ink-900/10 text-ink-700"
              }`}
            >
              {index + 1}
            </span>
            <span className={index === stepIndex ? "font-bold" : "text-ink-700"}>
              {t(`checkout.steps.${name}`)}
            </span>
            {index < 2 && (
              <span aria-hidden="true" className="mx-1 hidden h-px w-6 bg-ink-900/15 sm:block" />
            )}
          </li>
        ))}
      </ol>

      {!publishableKey ? (
        <div className="rounded-xl border border-sun-300 bg-[#fff8e6] p-5">
          <h2 className="font-bold">{t("checkout.notConfigured.title")}</h2>
          <p className="mt-2 text-ink-700">{t("checkout.notConfigured.text")}</p>
        </div>
      ) : step === "email" ? (
        <form onSubmit={submitEmail} noValidate>
          <label htmlFor={`${id}email`} className="mb-2 block text-sm font-semibold">
            {t("checkout.email.label")}
          </label>
          <input
            id={`${id}email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError("");
            }}
            placeholder={t("checkout.email.placeholder")}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={`${id}email-hint${emailError ? ` ${id}email-error` : ""}`}
            className="field-input"
          />
          <p id={`${id}email-hint`} className="mt-1.5 text-sm text-ink-600">
            {t("checkout.email.hint")}
          </p>
          {emailError && (
            <p
              id={`${id}email-error`}
              role="alert"
              className="mt-1.5 text-sm font-semibold text-danger-700"
            >
              {emailError}
            </p>
          )}
          <button type="submit" className="btn-primary mt-6 w-full">
            {t("checkout.email.continue")}
          </button>
        </form>
      ) : step === "payment" ? (
        <form onSubmit={pay} aria-labelledby={`${id}pay-title`}>
          <h2 id={`${id}pay-title`} ref={headingRef} tabIndex={-1} className="sr-only">
            {t("checkout.steps.payment")}
          </h2>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-ink-900/[0.04] px-4 py-3 text-sm">
            <span>
              <span className="text-ink-600">{t("checkout.payment.payingAs")} </span>
              <strong className="break-all">{email}</strong>
            </span>
            <button
              type="button"
              className="min-h-11 font-semibold text-brand-700 underline underline-offset-4"
              onClick={() => {
                setStep("email");
                setCheckoutId(newCheckoutId());
                setError("");
              }}
              disabled={processing}
            >
              {t("checkout.payment.change")}
            </button>
          </div>
          <div ref={mountRef} className="min-h-[220px]" data-testid="payment-element">
            {!ready && !error && (
              <output className="block py-16 text-center text-sm text-ink-600">
                {t("checkout.payment.loading")}
              </output>
            )}
          </div>
          {error && (
            <p
              role="alert"
              className="mt-4 rounded-xl border border-danger-700/30 bg-danger-50 p-3 text-sm font-semibold text-danger-700"
            >
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary mt-6 w-full" disabled={!ready || processing}>
            <Lock aria-hidden="true" size={16} />
            {!ready || processing
              ? t("checkout.payment.processing")
              : t("checkout.payment.pay", { price })}
          </button>
          <p className="mt-4 flex gap-2 text-xs text-ink-600">
            <ShieldCheck aria-hidden="true" size={16} className="shrink-0" />
            {t("checkout.payment.secure")}
          </p>
        </form>
      ) : (
        <div className="flex flex-col items-start gap-3" data-testid="checkout-success">
          <span className="grid size-14 place-items-center rounded-full bg-mint-200/60 text-mint-600">
            <CircleCheck aria-hidden="true" size={30} />
          </span>
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold outline-none">
            {t("checkout.success.title")}
          </h2>
          <p className="text-ink-700">{t("checkout.success.text", { email })}</p>
          <p className="text-ink-700">{t("checkout.success.next")}</p>
          <Link to={landing} className="btn-outline mt-2">
            {t("checkout.success.back")}
          </Link>
        </div>
      )}
    </div>
  );
}
