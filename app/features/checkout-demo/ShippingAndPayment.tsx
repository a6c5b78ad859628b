import { CreditCard, Info, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCopy } from "#app/lib/use-copy";
import { CheckoutSection } from "./CheckoutSection";
import { FLAT_SHIPPING } from "./sample-order";
import { useUsd } from "./use-usd";

/** Flat-rate shipping and the express-order hints (variants 1 and 3). */
export function ExpressHints() {
  const { t } = useTranslation("checkout");
  const { hints } = useCopy("checkout")("shippingInfo");
  return (
    <div className="flex gap-3 rounded-xl border border-sun-300 bg-[#fff8e6] p-4 text-sm text-ink-800">
      <Info aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-[#8a5a00]" />
      <div>
        <p className="font-bold">{t("shippingInfo.hintsTitle")}</p>
        <ul className="mt-1 flex flex-col gap-1">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Variant 1's shipping method: one flat rate. */
export function FlatShippingMethod() {
  const { t } = useTranslation("checkout");
  const usd = useUsd();
  return (
    <CheckoutSection title={t("shippingInfo.title")}>
      <div className="flex items-center gap-4 rounded-xl border-2 border-brand-600 bg-brand-50/60 p-4">
        <span
          aria-hidden="true"
          className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-brand-600 bg-white"
        >
          <span className="size-2.5 rounded-full bg-brand-600" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t("shippingInfo.flat")}</p>
          <p className="text-sm text-ink-700">{t("shippingInfo.flatDetail")}</p>
        </div>
        <p className="font-semibold tabular-nums">{usd(FLAT_SHIPPING)}</p>
      </div>
      <div className="mt-3">
        <ExpressHints />
      </div>
    </CheckoutSection>
  );
}

/** The sample card the demo "pays" with. */
export function SampleCard() {
  const { t } = useTranslation("checkout");
  return (
    <CheckoutSection title={t("payment.title")}>
      <p className="-mt-2 mb-3 flex items-center gap-2 text-sm text-ink-700">
        <Lock aria-hidden="true" size={14} />
        {t("payment.secure")}
      </p>
      <div className="overflow-hidden rounded-xl border border-ink-900/15">
        <div className="flex items-center gap-3 border-b border-ink-900/10 bg-[#f6f7fb] px-4 py-3 font-semibold">
          <CreditCard aria-hidden="true" size={18} className="text-brand-600" />
          {t("payment.card")}
          <span aria-hidden="true" className="ml-auto flex gap-1.5">
            <span className="rounded bg-[#1a1f71] px-1.5 py-0.5 text-[0.65rem] font-extrabold tracking-wide text-white italic">
              VISA
            </span>
            <span className="flex items-center rounded bg-ink-900 px-1.5 py-0.5">
              <span className="size-2.5 rounded-full bg-[#eb001b]" />
              <span className="-ml-1 size-2.5 rounded-full bg-[#f79e1b]/90" />
            </span>
          </span>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-4">
          <p className="font-semibold tabular-nums">{t("payment.cardNumber")}</p>
          <p className="text-sm text-ink-700">{t("payment.expiry")}</p>
          <p className="w-full text-sm text-ink-700">{t("payment.cardNote")}</p>
        </div>
      </div>
    </CheckoutSection>
  );
}
