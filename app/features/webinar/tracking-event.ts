import * as z from "zod/mini";

/** The only events the webinar funnel records (SPEC section 7). */
export const webinarEvents = ["ViewContent", "AddToCart", "InitiateCheckout", "Purchase"] as const;
export type WebinarEvent = (typeof webinarEvents)[number];

const text = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

/**
 * The body of POST /api/track-facebook-event: SPEC's fields (eventName, email, clientUserAgent,
 * clientIpAddress, fbp, fbc, eventSourceUrl) plus the event id the browser pixel used, so Meta
 * merges both, and the visitor's marketing consent, without which the server drops the event.
 */
export const trackingRequest = z.object({
  eventName: z.enum(webinarEvents),
  eventId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  email: text(254),
  clientUserAgent: text(512),
  /** Always null from the browser (SPEC); the Worker fills it from CF-Connecting-IP. */
  clientIpAddress: z.optional(z.null()),
  fbp: text(256),
  fbc: text(512),
  eventSourceUrl: text(2048),
  consent: z.optional(z.object({ marketing: z.boolean() })),
});
export type TrackingRequest = z.infer<typeof trackingRequest>;
