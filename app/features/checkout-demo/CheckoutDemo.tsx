import type { JSX } from "react";
import { useLang } from "#app/lib/root-data";
import { BrowserFrame } from "./BrowserFrame";
import { IntegratedOfferCheckout } from "./IntegratedOfferCheckout";
import { PopupOfferCheckout } from "./PopupOfferCheckout";
import { PostPurchaseCheckout } from "./PostPurchaseCheckout";
import { VariantSwitcher } from "./VariantSwitcher";
import type { CheckoutVariant } from "./variants";

const checkouts: Record<CheckoutVariant, () => JSX.Element> = {
  checkout1: IntegratedOfferCheckout,
  checkout2: PopupOfferCheckout,
  checkout3: PostPurchaseCheckout,
};

/**
 * The chosen sample checkout in its store frame. On wide screens the layout switcher sits in the
 * hero (the route passes it as the hero's aside) and the frame rises into the hero, so the
 * thank-you screen shows above the fold once the page scrolls to the top; below 1024 px the
 * switcher comes first here.
 */
export function CheckoutDemo({ variant }: { variant: CheckoutVariant }) {
  const lang = useLang();
  const Checkout = checkouts[variant];
  return (
    <div className="bg-[#f6f7fb] pt-8 pb-14 sm:pb-20 lg:pt-0">
      <div className="container-page">
        <div className="mb-8 lg:hidden">
          <VariantSwitcher current={variant} tone="light" />
        </div>
        <div className="relative -mx-5 sm:mx-0 lg:-mt-12">
          <BrowserFrame>
            {/* A new layout or language starts a fresh sample order. */}
            <Checkout key={`${lang}:${variant}`} />
          </BrowserFrame>
        </div>
      </div>
    </div>
  );
}
