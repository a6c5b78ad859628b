import { consent } from "#app/features/cookie-consent/consent-store";
import { products } from "#app/features/webinar/catalogue";
import { cookie, pixel } from "#app/features/webinar/meta-pixel";
import type { TrackingRequest, WebinarEvent } from "#app/features/webinar/tracking-event";

/**
 * Records one funnel event in the browser pixel and on our server with the same event id, so
 * Meta merges the two. A Purchase goes to the pixel only: its server event comes from the
 * verified payment (the webhook), with the payment intent's id as here. Nothing at all happens
 * without marketing consent. Failures are ignored: tracking never gets in the visitor's way.
 */
export async function sendWebinarEvent(
  name: WebinarEvent,
  options: { eventId?: string; pixelId?: string | null } = {},
): Promise<void> {
  try {
    const choice = consent.read();
    if (!choice?.marketing) return;
    // A purchase is identified by its payment intent, which the webhook's server event uses too.
    const eventId = options.eventId ?? crypto.randomUUID();
    const product = products.webinar;
    if (options.pixelId) {
      pixel(options.pixelId)(
        "track",
        name,
        {
          value: product.amount / 100,
          currency: product.currency.toUpperCase(),
          content_name: product.name,
          content_category: product.category,
          ...(name === "Purchase"
            ? { content_ids: [product.contentId], content_type: "product", num_items: 1 }
            : {}),
        },
        { eventID: eventId },
      );
    }
    if (name === "Purchase") return;
    const body: TrackingRequest = {
      eventName: name,
      eventId,
      email: null,
      clientUserAgent: navigator.userAgent,
      clientIpAddress: null,
      fbp: cookie("_fbp"),
      fbc: cookie("_fbc"),
      eventSourceUrl: window.location.href,
      // The server forwards only if the choice it recorded under this id allows marketing.
      consentId: choice.id,
    };
    await fetch("/api/track-facebook-event", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      // Sent even when the page navigates away right after (Register, then checkout).
      keepalive: true,
    });
  } catch {
    // Silently ignored: tracking never gets in the visitor's way.
  }
}
