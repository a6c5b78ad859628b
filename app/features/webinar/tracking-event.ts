import * as z from "zod/mini";
import { CONSENT_ID_PATTERN } from "#app/features/cookie-consent/consent-store";

/** The only events the webinar funnel records. */
export const webinarEvents = ["ViewContent", "AddToCart", "InitiateCheckout", "Purchase"] as const;
export type WebinarEvent = (typeof webinarEvents)[number];

/**
 * The events a browser may send to our server. A Purchase reaches Meta only from the verified
 * Stripe webhook: anyone can post to the public endpoint, so it would let anyone forge a sale.
 */
export const prePurchaseEvents = ["ViewContent", "AddToCart", "InitiateCheckout"] as const;

const text = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

/** The anonymous id of the browser's consent choice; the server looks up what was recorded. */
export const consentId = z.string().check(z.regex(CONSENT_ID_PATTERN));

/**
 * The body of POST /api/track-facebook-event: the API's original fields (eventName, email,
 * clientUserAgent, clientIpAddress, fbp, fbc, eventSourceUrl) plus the event id the browser pixel
 * used, so Meta merges both, and the visitor's consent id. No flag in the body is trusted: the
 * server forwards only when the choice recorded under that id allows marketing.
 */
export const trackingRequest = z.object({
  eventName: z.enum(prePurchaseEvents),
  eventId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  /** An original field; no pre-purchase event sends it on to Meta. */
  email: text(254),
  clientUserAgent: text(512),
  /** Always null from the browser; the Worker fills it from CF-Connecting-IP. */
  clientIpAddress: z.optional(z.null()),
  fbp: text(256),
  fbc: text(512),
  eventSourceUrl: text(2048),
  /** Missing (an old page, or no choice in this browser): the event is dropped. */
  consentId: z.optional(consentId),
});
export type TrackingRequest = z.infer<typeof trackingRequest>;
