import type { Lang } from "#app/config/languages";
import { consent } from "#app/features/cookie-consent/consent-store";
import { products } from "#app/features/webinar/catalogue";
import type { PaymentIntentAnswer } from "#app/features/webinar/payment-request";

export class PaymentIntentError extends Error {}

/**
 * Asks our server for a payment intent. The body keeps the API's original field names (amount,
 * currency, customer_email, product_name); the server ignores amount and currency and charges its
 * catalogue price. A non-OK answer raises 'Payment intent creation failed', or the server's own
 * message for a rate limit.
 */
export async function createPaymentIntent(options: {
  email: string;
  checkoutId: string;
  lang: Lang;
  failure: string;
}): Promise<PaymentIntentAnswer> {
  const product = products.webinar;
  // Only a buyer who said yes to marketing hands over the id; the server checks its record.
  const choice = consent.read();
  const res = await fetch(`/api/create-payment-intent?lang=${options.lang}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      productId: product.id,
      amount: product.amount,
      currency: product.currency,
      customer_email: options.email,
      product_name: product.name,
      checkoutId: options.checkoutId,
      locale: options.lang,
      consentId: choice?.marketing ? choice.id : undefined,
    }),
  });
  const answer = (await res.json().catch(() => null)) as
    (Partial<PaymentIntentAnswer> & { message?: string }) | null;
  if (!res.ok || !answer?.client_secret) {
    throw new PaymentIntentError(
      res.status === 429 && answer?.message ? answer.message : options.failure,
    );
  }
  return answer as PaymentIntentAnswer;
}
