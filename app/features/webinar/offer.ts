import { products } from "#app/features/webinar/catalogue";

/** The workshop seat as the landing page shows and describes it. */
export const webinarOffer = {
  /** The catalogue's price, the one the checkout's server charges. */
  price: products.webinar.amount / 100,
  currency: products.webinar.currency.toUpperCase(),
  bonusValue: 2497,
  guaranteeDays: 30,
} as const;
