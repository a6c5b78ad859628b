import { Stripe } from "stripe";

/** The Stripe API version this code was written against; Stripe.js is pinned to the same one. */
export const STRIPE_API_VERSION = "2026-10-28.endive";

export interface PaymentsConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  apiUrl: URL | null;
}

/**
 * Payments work only with both keys; without them the checkout says so and the API answers 503.
 * The webhook secret is checked separately: without it webhooks are refused, not trusted.
 */
export function paymentsConfig(env: Env): PaymentsConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!secretKey || !publishableKey) return null;
  let apiUrl: URL | null = null;
  if (env.STRIPE_API_URL) {
    try {
      apiUrl = new URL(env.STRIPE_API_URL);
    } catch {
      console.error("STRIPE_API_URL is not a URL and is ignored");
    }
  }
  return {
    secretKey,
    publishableKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    apiUrl,
  };
}

/** A Stripe client on the Worker's fetch (or a test's), pointed at STRIPE_API_URL when set. */
export function stripeClient(config: PaymentsConfig, fetcher?: typeof fetch): Stripe {
  const { apiUrl } = config;
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    httpClient: Stripe.createFetchHttpClient(fetcher),
    maxNetworkRetries: 1,
    ...(apiUrl
      ? {
          host: apiUrl.hostname,
          port: Number(apiUrl.port || (apiUrl.protocol === "http:" ? 80 : 443)),
          protocol: apiUrl.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}
