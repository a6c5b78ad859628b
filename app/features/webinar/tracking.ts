/** The webinar funnel's tracking events (SPEC section 7). */
export type WebinarEvent = "ViewContent" | "AddToCart" | "InitiateCheckout" | "Purchase";

/**
 * Placeholder: replaced by main's tracking module on merge. Same signature; never rejects.
 */
export function trackWebinarEvent(
  _name: WebinarEvent,
  _options?: { email?: string },
): Promise<void> {
  return Promise.resolve();
}
