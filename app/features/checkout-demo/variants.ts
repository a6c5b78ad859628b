/** The three checkout layouts of the demo, in the order the switcher shows them. */
export const checkoutVariants = ["checkout1", "checkout2", "checkout3"] as const;

export type CheckoutVariant = (typeof checkoutVariants)[number];

/** The query parameter that names the layout, so a salesperson can share a link to one. */
export const VARIANT_PARAM = "variant";

export const defaultVariant: CheckoutVariant = "checkout1";

export function isCheckoutVariant(value: unknown): value is CheckoutVariant {
  return typeof value === "string" && (checkoutVariants as readonly string[]).includes(value);
}

/** The layout a URL's query names; the first one when it names none or an unknown one. */
export function variantFromSearch(params: URLSearchParams): CheckoutVariant {
  const value = params.get(VARIANT_PARAM);
  return isCheckoutVariant(value) ? value : defaultVariant;
}

/** The query string of the same page showing another layout; other parameters (UTM) are kept. */
export function variantSearch(params: URLSearchParams, variant: CheckoutVariant): string {
  const next = new URLSearchParams(params);
  next.set(VARIANT_PARAM, variant);
  return `?${next.toString()}`;
}
