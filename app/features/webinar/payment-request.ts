import * as z from "zod/mini";
import { langCodes, type Lang } from "#app/config/languages";
import { products, type ProductId } from "#app/features/webinar/catalogue";
import { consentId } from "#app/features/webinar/tracking-event";
import { CLIENT_KEY_PATTERN, EMAIL_PATTERN } from "#app/lib/patterns";

/** An id the browser makes once per checkout: every retry of that checkout reuses its intent. */
export const CHECKOUT_ID = CLIENT_KEY_PATTERN;

const email = z.string().check(z.trim(), z.maxLength(254), z.regex(EMAIL_PATTERN));

/**
 * The body of POST /api/create-payment-intent. The client also sends amount, currency and
 * product_name (the API's original fields); they are accepted and ignored: the server's
 * catalogue decides the price.
 */
export const paymentIntentRequest = z.object({
  productId: z.optional(z.enum(Object.keys(products) as [ProductId, ...ProductId[]])),
  email: z.optional(email),
  customer_email: z.optional(email),
  checkoutId: z.string().check(z.regex(CHECKOUT_ID)),
  locale: z.optional(z.enum(langCodes as [Lang, ...Lang[]])),
  /**
   * The buyer's consent id, kept in the intent's metadata: the webhook sends the Purchase event
   * only if the choice recorded under it allows marketing when the payment succeeds.
   */
  consentId: z.optional(consentId),
  amount: z.optional(z.unknown()),
  currency: z.optional(z.unknown()),
  product_name: z.optional(z.unknown()),
});
export type PaymentIntentRequest = z.infer<typeof paymentIntentRequest>;

/** What the API answers when the intent exists. */
export interface PaymentIntentAnswer {
  success: true;
  clientSecret: string;
  /** The same secret under the API's original name, the one the client reads. */
  client_secret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
}
