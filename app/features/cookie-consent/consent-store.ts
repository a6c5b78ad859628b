/** Bump when the cookie policy or the categories change: every visitor is asked again. */
export const CONSENT_VERSION = 1;
/** CNIL's guidance: keep a choice for about six months, then ask again. */
export const CONSENT_MAX_AGE_DAYS = 182;
export const CONSENT_STORAGE_KEY = "subnova.consent";
/** Fired on window with the new record (or null when cleared) after every change. */
export const CONSENT_CHANGED_EVENT = "consent-changed";
/** Fired on window by any "Cookie settings" link to reopen the popup. */
export const OPEN_CONSENT_SETTINGS_EVENT = "subnova:open-consent-settings";

export const optionalCategories = ["analytics", "marketing", "functional"] as const;
export type ConsentCategory = (typeof optionalCategories)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

/** The anonymous id a browser keeps with its choice: a random UUID, the key of consent_log. */
export const CONSENT_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface ConsentRecord {
  /** Made with the first choice and kept across changes, so the server's log follows one visitor. */
  id: string;
  version: number;
  essential: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  /** ISO 8601 in UTC, as Date#toISOString writes it. */
  timestamp: string;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/**
 * The stored record, checked field by field and copied without unknown keys. Checked by hand
 * rather than with a zod schema: this module runs on every page, and zod's core would add about
 * 9 KB gzip to every page's JavaScript for six fields (a content page's budget is 160 KB).
 */
export function parseConsentRecord(value: unknown): ConsentRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, version, essential, analytics, marketing, functional, timestamp } = value as Record<
    string,
    unknown
  >;
  // A record from before choices were logged has no id: it is asked again, then logged.
  if (typeof id !== "string" || !CONSENT_ID_PATTERN.test(id)) return null;
  if (typeof version !== "number" || !Number.isFinite(version) || essential !== true) return null;
  if (typeof analytics !== "boolean" || typeof marketing !== "boolean") return null;
  if (typeof functional !== "boolean") return null;
  if (typeof timestamp !== "string" || !ISO_UTC.test(timestamp)) return null;
  if (Number.isNaN(Date.parse(timestamp))) return null;
  return { id, version, essential, analytics, marketing, functional, timestamp };
}

export const noOptionalConsent: ConsentChoice = {
  analytics: false,
  marketing: false,
  functional: false,
};
export const allConsent: ConsentChoice = { analytics: true, marketing: true, functional: true };

const maxAgeMs = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** A stored record counts only if it parses, has the current version and is not too old. */
export function isCurrent(record: ConsentRecord, now: number): boolean {
  const age = now - Date.parse(record.timestamp);
  return record.version === CONSENT_VERSION && age >= 0 && age < maxAgeMs;
}

/** The record of a choice made now, as the browser keeps it (and the server hands it back). */
export const consentRecord = (choice: ConsentChoice, id: string, at: number): ConsentRecord => ({
  id,
  version: CONSENT_VERSION,
  essential: true,
  analytics: choice.analytics,
  marketing: choice.marketing,
  functional: choice.functional,
  timestamp: new Date(at).toISOString(),
});

/** The part of the Web Storage API the site's stores use, so tests can hand them a fake. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface ConsentStore {
  read(): ConsentRecord | null;
  update(choice: ConsentChoice): ConsentRecord;
  clear(): void;
  has(category: ConsentCategory): boolean;
}

/** The consent API over any storage and event target, so tests can give it fakes. */
export function createConsentStore(
  storage: () => StorageLike | null,
  events: () => EventTarget | null,
  now: () => number = Date.now,
): ConsentStore {
  const emit = (record: ConsentRecord | null) =>
    events()?.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: record }));

  /** The stored record, current or not. */
  const stored = (): ConsentRecord | null => {
    try {
      const raw = storage()?.getItem(CONSENT_STORAGE_KEY);
      return raw ? parseConsentRecord(JSON.parse(raw)) : null;
    } catch {
      // Storage blocked (private mode, sandboxed frame) or garbage: treat as no choice yet.
      return null;
    }
  };

  const read = (): ConsentRecord | null => {
    const record = stored();
    return record && isCurrent(record, now()) ? record : null;
  };

  return {
    read,
    update(choice) {
      // A choice asked again (expired, new version) keeps the visitor's id.
      const record = consentRecord(choice, stored()?.id ?? crypto.randomUUID(), now());
      try {
        storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
      } catch {
        // The choice still applies to this page view even if it cannot be kept.
      }
      emit(record);
      return record;
    },
    clear() {
      try {
        storage()?.removeItem(CONSENT_STORAGE_KEY);
      } catch {
        // Nothing stored means nothing to clear.
      }
      emit(null);
    },
    has(category) {
      return read()?.[category] === true;
    },
  };
}

const browserStorage = () => (typeof window === "undefined" ? null : window.localStorage);
const browserEvents = () => (typeof window === "undefined" ? null : window);

/** The site's consent API. Later features (the Meta pixel) check it and listen for changes. */
export const consent = createConsentStore(browserStorage, browserEvents);

export const hasAnalyticsConsent = () => consent.has("analytics");
export const hasMarketingConsent = () => consent.has("marketing");
export const hasFunctionalConsent = () => consent.has("functional");

/** Calls back with the new record after every change; returns the unsubscribe function. */
export function onConsentChange(callback: (record: ConsentRecord | null) => void): () => void {
  const listener = (event: Event) => callback((event as CustomEvent<ConsentRecord | null>).detail);
  window.addEventListener(CONSENT_CHANGED_EVENT, listener);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, listener);
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
}

/**
 * Runs in <head> before first paint: marks the document when a current choice is stored so the
 * server-rendered popup stays hidden. It mirrors isCurrent() with the same constants. Compact, it
 * is in every page's HTML: nothing stored parses to null, whose property read throws (caught).
 */
export const consentPrecheckScript = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)})),a=Date.now()-Date.parse(c.timestamp);if(typeof c.id=="string"&&c.version===${CONSENT_VERSION}&&c.essential===!0&&a>=0&&a<${maxAgeMs})document.documentElement.dataset.consent="set"}catch(e){}`;
