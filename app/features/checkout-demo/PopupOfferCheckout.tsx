import { Gift, Mail, MapPin, Truck } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCopy } from "#app/lib/use-copy";
import { CheckoutSteps } from "./CheckoutProgress";
import { CheckoutColumns } from "./CheckoutColumns";
import { CheckoutSection } from "./CheckoutSection";
import { DemoDialog } from "./DemoDialog";
import { OrderSummary, type SummaryRow } from "./OrderSummary";
import { PromoCodeBox } from "./PromoCodeBox";
import {
  MEMBERSHIP_MONTHLY,
  POPUP_CREDIT,
  popupCart,
  roundCents,
  subtotal,
  welcomeDiscount,
  WELCOME_CODE,
} from "./sample-order";
import { SampleCard } from "./ShippingAndPayment";
import { ThankYou } from "./ThankYou";
import { useRefocusOnRestart } from "./use-refocus-on-restart";
import { useUsd } from "./use-usd";

type Stage = "form" | "offer" | "placed";

/**
 * Variant 2, the pre-completion popup: three steps, one item at $125 with free shipping and a
 * promo box. Place Order opens the club offer; its close mark, Yes and No all complete the order.
 */
export function PopupOfferCheckout() {
  const { t } = useTranslation("checkout");
  const sample = useCopy("checkout")("sample");
  const usd = useUsd();
  const [stage, setStage] = useState<Stage>("form");
  const [accepted, setAccepted] = useState(false);
  const [discounted, setDiscounted] = useState(false);
  const mainRef = useRef<HTMLDivElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const restart = useRefocusOnRestart(mainRef, stage !== "form", () => {
    setAccepted(false);
    setStage("form");
  });

  const amount = subtotal(popupCart);
  const discount = welcomeDiscount(amount, discounted);
  const total = roundCents(amount - discount);
  const credit = usd(POPUP_CREDIT);
  const price = usd(MEMBERSHIP_MONTHLY);

  function complete(joined: boolean) {
    setAccepted(joined);
    setStage("placed");
  }

  if (stage === "placed") {
    return (
      <ThankYou
        name={sample.firstName}
        email={sample.email}
        paid={total}
        timing="delivery"
        notes={accepted ? [t("thanks.membership", { price }), t("thanks.credit", { credit })] : []}
        onRestart={restart}
      />
    );
  }

  const rows: SummaryRow[] = [
    { label: t("summary.subtotal"), value: usd(amount) },
    ...(discounted
      ? [
          {
            label: t("summary.discount", { code: WELCOME_CODE }),
            value: `−${usd(discount)}`,
            saving: true,
          },
        ]
      : []),
    { label: t("summary.shipping"), value: t("summary.free"), saving: true },
  ];

  return (
    <>
      <CheckoutColumns
        mainRef={mainRef}
        summary={
          <OrderSummary
            lines={popupCart}
            rows={rows}
            total={total}
            promo={
              <PromoCodeBox
                label={t("promo.promoCode")}
                applied={discounted}
                onChange={setDiscounted}
              />
            }
          />
        }
      >
        <CheckoutSteps />

        <CheckoutSection title={t("popup.details.title")}>
          <dl className="divide-y divide-ink-900/10 rounded-xl border border-ink-900/15">
            <div className="relative py-4 pr-4 pl-12">
              <dt className="text-sm text-ink-700">
                <Mail
                  aria-hidden="true"
                  size={18}
                  className="absolute top-4.5 left-4 text-brand-600"
                />
                {t("popup.details.contact")}
              </dt>
              <dd className="font-semibold break-words">{sample.email}</dd>
            </div>
            <div className="relative py-4 pr-4 pl-12">
              <dt className="text-sm text-ink-700">
                <MapPin
                  aria-hidden="true"
                  size={18}
                  className="absolute top-4.5 left-4 text-brand-600"
                />
                {t("popup.details.shipTo")}
              </dt>
              <dd className="font-semibold">
                {sample.firstName} {sample.lastName}
                <span className="block font-normal text-ink-800">
                  {sample.address}, {sample.apartment}
                </span>
                <span className="block font-normal text-ink-800">
                  {sample.city}, {sample.state} {sample.zip}, {t("integrated.address.unitedStates")}
                </span>
              </dd>
            </div>
          </dl>
        </CheckoutSection>

        <CheckoutSection title={t("popup.delivery.title")}>
          <div className="flex items-center gap-4 rounded-xl border-2 border-brand-600 bg-brand-50/60 p-4">
            <Truck aria-hidden="true" size={20} className="shrink-0 text-brand-600" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{t("popup.delivery.free")}</p>
              <p className="text-sm text-ink-700">{t("popup.delivery.detail")}</p>
            </div>
            <p className="font-semibold text-[#05704f]">{t("summary.free")}</p>
          </div>
        </CheckoutSection>

        <SampleCard />

        <button
          type="button"
          onClick={() => setStage("offer")}
          className="btn-primary min-h-14 w-full rounded-xl text-base"
        >
          {t("popup.placeOrder")}
        </button>
      </CheckoutColumns>

      {stage === "offer" && (
        <DemoDialog
          eyebrow={t("popup.offer.eyebrow")}
          title={t("popup.offer.title", { credit })}
          icon={<Gift size={26} />}
          initialFocus={yesRef}
          onClose={() => complete(false)}
        >
          <p className="text-ink-800">{t("popup.offer.text", { credit })}</p>
          <p className="mt-3 font-bold text-ink-900">{t("popup.offer.price", { price })}</p>
          <div className="mt-6 flex flex-col gap-3">
            <button
              ref={yesRef}
              type="button"
              onClick={() => complete(true)}
              className="btn-primary min-h-12 w-full rounded-xl text-base whitespace-normal"
            >
              {t("popup.offer.yes", { credit })}
            </button>
            <button
              type="button"
              onClick={() => complete(false)}
              className="btn-outline min-h-12 w-full rounded-xl whitespace-normal"
            >
              {t("popup.offer.no")}
            </button>
          </div>
          <p className="mt-4 text-center text-sm text-ink-700">{t("popup.offer.note")}</p>
        </DemoDialog>
      )}
    </>
  );
}
