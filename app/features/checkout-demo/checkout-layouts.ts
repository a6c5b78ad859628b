import { type ComponentType, lazy } from "react";
import { IntegratedOfferCheckout } from "./IntegratedOfferCheckout";
import { type CheckoutVariant, variantFromSearch } from "./variants";

/** The code of the layouts that do not ship with the page (the browser fetches each once). */
const layoutCode = {
  checkout2: () =>
    import("./PopupOfferCheckout").then((module) => ({ default: module.PopupOfferCheckout })),
  checkout3: () =>
    import("./PostPurchaseCheckout").then((module) => ({ default: module.PostPurchaseCheckout })),
};

/**
 * The default layout ships with the page; the other two download when a visitor picks one (or
 * opens a link to one), so the page does not carry what most visitors never draw. A switch of
 * layout is a router navigation, a transition in which React keeps the current layout on screen
 * until the new one can draw.
 */
export const checkoutLayouts: Record<CheckoutVariant, ComponentType> = {
  checkout1: IntegratedOfferCheckout,
  checkout2: lazy(layoutCode.checkout2),
  checkout3: lazy(layoutCode.checkout3),
};

/** Starts downloading a layout's code, as the visitor heads for it. */
export function preloadLayout(variant: CheckoutVariant): void {
  if (variant !== "checkout1") layoutCode[variant]().catch(() => {});
}

// A page opened on layout 2 or 3 (a shared link) fetches it with the page's own code, not after.
if (!import.meta.env.SSR) preloadLayout(variantFromSearch(new URLSearchParams(location.search)));
