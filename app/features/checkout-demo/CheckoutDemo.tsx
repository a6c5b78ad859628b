import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "#app/lib/root-data";
import { BrowserFrame } from "./BrowserFrame";
import { IntegratedOfferCheckout } from "./IntegratedOfferCheckout";
import { PopupOfferCheckout } from "./PopupOfferCheckout";
import { PostPurchaseCheckout } from "./PostPurchaseCheckout";
import { VariantSwitcher } from "./VariantSwitcher";
import type { CheckoutVariant } from "./variants";

const checkouts: Record<CheckoutVariant, () => React.JSX.Element> = {
  checkout1: IntegratedOfferCheckout,
  checkout2: PopupOfferCheckout,
  checkout3: PostPurchaseCheckout,
};

/** The checkout demo: the layout switcher and the chosen sample checkout in a store frame. */
export function CheckoutDemo({ variant }: { variant: CheckoutVariant }) {
  const { t } = useTranslation("checkout");
  const lang = useLang();
  const headingId = useId();
  const Checkout = checkouts[variant];
  return (
    <section aria-labelledby={headingId} className="bg-[#f6f7fb] py-12 sm:py-16">
      <div className="container-page">
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t("demo.title")}
          </h2>
          <p className="mt-3 text-lg text-ink-700">{t("demo.intro")}</p>
        </div>
        <div className="mt-8">
          <VariantSwitcher current={variant} />
        </div>
        <div className="mt-8">
          <BrowserFrame>
            {/* A new layout or language starts a fresh sample order. */}
            <Checkout key={`${lang}:${variant}`} />
          </BrowserFrame>
        </div>
      </div>
    </section>
  );
}
