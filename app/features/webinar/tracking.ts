import { useCallback, useEffect } from "react";
import { hasMarketingConsent, onConsentChange } from "#app/features/cookie-consent/consent-store";
import { revokePixel } from "#app/features/webinar/revoke-pixel";
import type { WebinarEvent } from "#app/features/webinar/tracking-event";

export type { WebinarEvent };

/** Records one funnel event; see sendWebinarEvent. */
export type Track = (name: WebinarEvent, options?: { eventId?: string }) => Promise<void>;

/**
 * The webinar pages' tracking: listens for consent withdrawal (the pixel is revoked) and returns
 * the page's `track` function, bound to the pixel id the Worker has (null when Meta is not
 * configured: only the server event is sent).
 */
export function useWebinarTracking(pixelId: string | null): Track {
  useEffect(
    () =>
      onConsentChange((record) => {
        if (!record?.marketing) revokePixel();
      }),
    [],
  );
  return useCallback<Track>(
    (name, options = {}) => trackWebinarEvent(name, options, pixelId),
    [pixelId],
  );
}

/**
 * Without marketing consent nothing happens, and the code that talks to Meta and to our server
 * is not even downloaded: a visitor who has not said yes never fetches it.
 */
async function trackWebinarEvent(
  name: WebinarEvent,
  options: { eventId?: string },
  pixelId: string | null,
): Promise<void> {
  try {
    if (!hasMarketingConsent()) return;
    const { sendWebinarEvent } = await import("#app/features/webinar/send-webinar-event");
    await sendWebinarEvent(name, { ...options, pixelId });
  } catch {
    // A failed download is ignored like any other tracking failure.
  }
}
