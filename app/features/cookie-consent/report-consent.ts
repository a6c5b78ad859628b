import type { Lang } from "#app/config/languages";
import { CONSENT_ENDPOINT, reportOf } from "#app/features/cookie-consent/consent-choice";
import type { ConsentRecord } from "#app/features/cookie-consent/consent-store";

/**
 * Sends a choice the visitor just made to the server's consent log, without waiting for it.
 * keepalive: a visitor who chooses and leaves at once still has the choice recorded (the
 * request outlives the page). If it fails, the server knows no choice for this id, which the
 * server-side events read as no consent.
 */
export function reportConsent(record: ConsentRecord, locale: Lang): void {
  fetch(CONSENT_ENDPOINT, {
    method: "POST",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(reportOf(record, locale)),
  }).catch(() => undefined);
}
