import { beforeHydration } from "#app/lib/before-hydration";
import {
  type DeferredComponent,
  deferredComponent,
  settledComponent,
} from "#app/lib/deferred-component";
import { IntegratedOfferCheckout } from "./IntegratedOfferCheckout";
import { type CheckoutVariant, variantFromSearch } from "./variants";

/**
 * The layout the page opens on ships with the page; the other two download when a visitor picks
 * one (or opens a link to one), so the page does not carry what most visitors never draw.
 * The server's loader waits for the layout, so the server's render draws it whole. In the browser
 * nothing empty is ever drawn: hydration keeps the server's HTML until the code arrives (the
 * Suspense boundary around the layout), and a switch of layout is a router navigation, a
 * transition in which React keeps the current layout on screen until the new one can draw. The
 * switcher starts the download as the pointer or focus reaches a layout's link.
 */
export const checkoutLayouts: Record<CheckoutVariant, DeferredComponent<object>> = {
  checkout1: settledComponent(IntegratedOfferCheckout),
  checkout2: deferredComponent(() =>
    import("./PopupOfferCheckout").then((module) => module.PopupOfferCheckout),
  ),
  checkout3: deferredComponent(() =>
    import("./PostPurchaseCheckout").then((module) => module.PostPurchaseCheckout),
  ),
};

// A page opened on layout 2 or 3 (a shared link) hydrates with that layout's code in place.
if (!import.meta.env.SSR) {
  const opened = variantFromSearch(new URLSearchParams(window.location.search));
  if (opened !== "checkout1") beforeHydration(checkoutLayouts[opened].load);
}
