/**
 * What can be bought, and for how much. The server reads the price from here whatever a client
 * sends; the pages read it to display the same figure.
 */
export const products = {
  webinar: {
    id: "webinar",
    /** In the currency's smallest unit: 1999 cents is $19.99. */
    amount: 1999,
    currency: "usd",
    name: "$10M masterclass",
    /** Meta content fields: each funnel event's content_ids and content_category. */
    contentId: "masterclass_registration",
    category: "Education",
  },
} as const;

export type ProductId = keyof typeof products;
export const isProductId = (value: unknown): value is ProductId =>
  typeof value === "string" && Object.hasOwn(products, value);
