import {
  CONSENT_ID_PATTERN,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_VERSION,
} from "#app/features/cookie-consent/consent-store";

/**
 * The server's record of each consent choice (D1 `consent_log`): the proof of consent, and what
 * decides whether a server-side event may be sent for a visitor. A choice is found by the
 * anonymous id the browser keeps with it, never by address.
 */
export interface ConsentLogEntry {
  consentId: string;
  version: number;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  locale: string;
  source: "script" | "form";
  /** ISO 8601, UTC. */
  createdAt: string;
}

interface Row {
  consent_id: string;
  version: number;
  analytics: number;
  marketing: number;
  functional: number;
  locale: string;
  source: string;
  created_at: string;
}

/** Appends one choice; every change is a new row, so the history stays as it was given. */
export async function recordConsent(
  db: D1Database,
  entry: Omit<ConsentLogEntry, "createdAt">,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO consent_log (consent_id, version, analytics, marketing, functional, locale, source)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      entry.consentId.toLowerCase(),
      entry.version,
      entry.analytics ? 1 : 0,
      entry.marketing ? 1 : 0,
      entry.functional ? 1 : 0,
      entry.locale,
      entry.source,
    )
    .run();
}

const maxAgeMs = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/**
 * The visitor's latest recorded choice, or null when none is recorded or it no longer counts
 * (another policy version, or older than the browser keeps a choice).
 */
export async function currentConsent(
  db: D1Database,
  consentId: string,
  now = Date.now(),
): Promise<ConsentLogEntry | null> {
  if (!CONSENT_ID_PATTERN.test(consentId)) return null;
  const row = await db
    .prepare(
      `SELECT consent_id, version, analytics, marketing, functional, locale, source, created_at
       FROM consent_log WHERE consent_id = ? ORDER BY id DESC LIMIT 1`,
    )
    .bind(consentId.toLowerCase())
    .first<Row>();
  if (!row) return null;
  const age = now - Date.parse(row.created_at);
  if (row.version !== CONSENT_VERSION || !(age >= 0 && age < maxAgeMs)) return null;
  return {
    consentId: row.consent_id,
    version: row.version,
    analytics: row.analytics === 1,
    marketing: row.marketing === 1,
    functional: row.functional === 1,
    locale: row.locale,
    source: row.source === "form" ? "form" : "script",
    createdAt: row.created_at,
  };
}
