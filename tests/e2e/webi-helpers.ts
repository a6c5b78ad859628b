import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { FAKE_STRIPE_PORT } from "./e2e-server";
import { fakeStripeJs } from "./fakes/stripe-js";
import { consentRecord, storeConsent } from "./helpers";

/** One call the local fake Stripe API received. */
export interface StripeCall {
  method: string;
  path: string;
  body: Record<string, string>;
  key: string | null;
}

export async function stripeCalls(page: Page): Promise<StripeCall[]> {
  const res = await page.request.get(`http://127.0.0.1:${FAKE_STRIPE_PORT}/__calls`);
  return (await res.json()) as StripeCall[];
}

/** The payment intents the fake Stripe API was asked to create for one buyer's email. */
export async function intentsCreatedFor(page: Page, email: string): Promise<StripeCall[]> {
  return (await stripeCalls(page)).filter(
    (call) => call.path === "/v1/payment_intents" && call.body.receipt_email === email,
  );
}

/** Stripe.js comes from the local fake; each test is its own client for the rate limits. */
export async function prepareCheckout(page: Page): Promise<string> {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: fakeStripeJs() }),
  );
  const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
  return ip;
}

/**
 * A visitor who accepted marketing, and a stand-in for fbevents.js: the real one replays the
 * fbq queue; this one only marks that it was loaded, so the queue shows what was asked.
 */
export async function withMarketingConsentAndPixel(
  context: BrowserContext,
  page: Page,
  choice = consentRecord({ marketing: true }),
): Promise<void> {
  await storeConsent(context, choice);
  await page.route("https://connect.facebook.net/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__pixelLoaded = true;" }),
  );
}

export const uniqueEmail = () => `buyer-${randomUUID().slice(0, 8)}@example.com`;

/** Scrolls through the page so every section has been revealed (they fade in once). */
export async function revealAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  // The reveal transitions last 700 ms.
  await page.waitForTimeout(900);
}
