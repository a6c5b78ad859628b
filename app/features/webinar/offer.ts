import { topLevelPages } from "#app/config/pages";

/** The workshop seat as the landing page shows and describes it (SPEC section 9). */
export const webinarOffer = {
  /** Display price; the checkout's server-side catalogue decides what is charged (1999 usd). */
  price: 19.99,
  currency: "USD",
  bonusValue: 2497,
  guaranteeDays: 30,
} as const;

/** Where every call to action of the landing page leads. */
export const WEBINAR_CHECKOUT_PATH = topLevelPages.webiCheckout.path;
export const WEBINAR_PAGE_PATH = topLevelPages.webi.path;
