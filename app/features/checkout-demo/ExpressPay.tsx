import { useTranslation } from "react-i18next";

/**
 * Express-pay buttons drawn in the wallets' usual colours (text and SVG, no image to load). The
 * drawn wordmarks are brand names in every language: `translate="no"` says so to translation tools.
 */
export function ExpressPay({ onPay }: { onPay: () => void }) {
  const { t } = useTranslation("checkout");
  const button =
    "flex min-h-12 items-center justify-center gap-1.5 rounded-lg px-4 text-lg font-semibold transition select-none";
  return (
    <section aria-labelledby="express-pay-title">
      <h3 id="express-pay-title" className="text-center text-sm font-semibold text-ink-700">
        {t("integrated.express.title")}
      </h3>
      <div className="mt-3 grid gap-2.5 sm:grid-cols-3">
        <button
          type="button"
          onClick={onPay}
          aria-label={t("integrated.express.applePay")}
          className={`${button} bg-black text-white hover:bg-ink-800`}
        >
          <AppleMark />
          <span aria-hidden="true" translate="no">
            Pay
          </span>
        </button>
        <button
          type="button"
          onClick={onPay}
          aria-label={t("integrated.express.googlePay")}
          className={`${button} border border-ink-900/20 bg-white text-[#3c4043] hover:bg-[#f8f9fa]`}
        >
          <GoogleMark />
          <span aria-hidden="true" translate="no">
            Pay
          </span>
        </button>
        <button
          type="button"
          onClick={onPay}
          aria-label={t("integrated.express.payPal")}
          className={`${button} bg-[#ffc439] hover:bg-[#f2b92f]`}
        >
          <span
            aria-hidden="true"
            translate="no"
            className="text-xl font-extrabold tracking-tight italic"
          >
            <span className="text-[#003087]">Pay</span>
            <span className="text-[#0070e0]">Pal</span>
          </span>
        </button>
      </div>
      <p className="mt-6 flex items-center gap-4 text-sm text-ink-700 before:h-px before:flex-1 before:bg-ink-900/15 after:h-px after:flex-1 after:bg-ink-900/15">
        {t("integrated.express.or")}
      </p>
    </section>
  );
}

function AppleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 17 20" width="17" height="20" fill="currentColor">
      <path d="M14.1 10.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8C4.6 5.4 3.2 6.3 2.4 7.7.7 10.6 2 14.9 3.6 17.2c.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.5 1.3-2.6-.1 0-2.5-1-2.5-4zM11.9 3.8c.6-.8 1.1-1.8.9-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1.1.1 2.1-.5 2.8-1.3z" />
    </svg>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8z"
      />
    </svg>
  );
}
