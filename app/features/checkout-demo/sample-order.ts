/**
 * The sample store's orders and offers. Amounts are US dollars; pages format them with formatUsd.
 * Names, colours and sizes are copy (locales, `products`).
 */

export type ProductId = "sweater" | "sneakers" | "sunglasses" | "backpack";

export interface CartLine {
  product: ProductId;
  price: number;
  quantity: number;
}

/** Variant 1: one item, the product sidebar at $105.00. */
export const integratedCart: readonly CartLine[] = [
  { product: "sweater", price: 105, quantity: 1 },
];

/** Variant 2: one item at $125 with free shipping. */
export const popupCart: readonly CartLine[] = [{ product: "sneakers", price: 125, quantity: 1 }];

/** Variant 3: two items, $54.99 and $84.99 (subtotal $139.98). */
export const postPurchaseCart: readonly CartLine[] = [
  { product: "sunglasses", price: 54.99, quantity: 1 },
  { product: "backpack", price: 84.99, quantity: 1 },
];

/** The club membership offered at checkout: per month, cancel any time. */
export const MEMBERSHIP_MONTHLY = 19.99;
/** The credit the pre-completion popup offers. */
export const POPUP_CREDIT = 15.61;
/** The cash back the post-purchase popup offers. */
export const CASHBACK = 16.99;
/** Flat-rate shipping (variants 1 and 3). */
export const FLAT_SHIPPING = 5;
/** The welcome code takes this share off a first order. */
export const FIRST_ORDER_DISCOUNT = 0.1;
export const WELCOME_CODE = "WELCOME10";

/** The post-purchase popup shows this long after the thank-you screen. */
export const POST_PURCHASE_POPUP_DELAY_MS = 1000;

/** The sample order number on the thank-you screens. */
export const SAMPLE_ORDER_NUMBER = "HP-20418";

/** Rounded to cents, as a till would. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function subtotal(lines: readonly CartLine[]): number {
  return roundCents(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
}

export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** 10 % of the subtotal when the welcome code is applied, else nothing. */
export function welcomeDiscount(amount: number, applied: boolean): number {
  return applied ? roundCents(amount * FIRST_ORDER_DISCOUNT) : 0;
}

/** Whether a typed code is the welcome code (case and surrounding spaces ignored). */
export function isWelcomeCode(code: string): boolean {
  return code.trim().toUpperCase() === WELCOME_CODE;
}
