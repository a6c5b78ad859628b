import { useLang } from "#app/lib/root-data";
import { BrowserFrame } from "./BrowserFrame";
import { checkoutLayouts } from "./checkout-layouts";
import { VariantSwitcher } from "./VariantSwitcher";
import type { CheckoutVariant } from "./variants";

/**
 * The layout. One whose code is still on its way suspends with no Suspense boundary of its own, on
 * purpose: the server sends the page once it is drawn (a boundary this large would be streamed
 * after the rest, hidden until a script moves it in), hydration waits for the code so no click in
 * the layout is lost, and a switch of layout, a transition, keeps the current one on screen.
 */
function CheckoutLayout({ variant }: { variant: CheckoutVariant }) {
  const lang = useLang();
  const Checkout = checkoutLayouts[variant];
  // A new layout or language starts a fresh sample order.
  return <Checkout key={`${lang}:${variant}`} />;
}

/**
 * The chosen sample checkout in its store frame. On wide screens the layout switcher sits in the
 * hero (the route passes it as the hero's aside) and the frame rises into the hero, so the
 * thank-you screen shows above the fold once the page scrolls to the top; below 1024 px the
 * switcher comes first here.
 */
export function CheckoutDemo({ variant }: { variant: CheckoutVariant }) {
  return (
    <div className="bg-[#f6f7fb] pt-8 pb-14 sm:pb-20 lg:pt-0">
      <div className="container-page">
        <div className="mb-8 lg:hidden">
          <VariantSwitcher current={variant} tone="light" />
        </div>
        <div className="relative -mx-5 sm:mx-0 lg:-mt-12">
          <BrowserFrame>
            <CheckoutLayout variant={variant} />
          </BrowserFrame>
        </div>
      </div>
    </div>
  );
}
