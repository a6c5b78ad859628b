import {
  allConsent,
  type ConsentChoice,
  type ConsentRecord,
  noOptionalConsent,
} from "#app/features/cookie-consent/consent-store";
import type { Lang } from "#app/config/languages";

/**
 * What the popup and the Worker agree on to record a consent choice in consent_log: the
 * endpoint, the JSON the popup's script sends, and the fields of its plain form post.
 */

/** Every choice goes here: JSON from the popup's script, a form post when the scripts are gone. */
export const CONSENT_ENDPOINT = "/api/consent";

/** The largest body read, in bytes: a choice is about 200 (JSON) or 100 (form). */
export const CONSENT_BODY_LIMIT = 1024;

/** The JSON body the popup's script sends, once per choice. */
export interface ConsentReport {
  id: string;
  version: number;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  locale: Lang;
}

export const reportOf = (record: ConsentRecord, locale: Lang): ConsentReport => ({
  id: record.id,
  version: record.version,
  analytics: record.analytics,
  marketing: record.marketing,
  functional: record.functional,
  locale,
});

/** The form's fields: the button pressed (its name and value) and the page to go back to. */
export const CONSENT_FORM_FIELDS = { choice: "choice", back: "back" } as const;

export const consentButtons = ["reject", "accept", "save"] as const;
export type ConsentButton = (typeof consentButtons)[number];

/** The fixed choice of a button; "save" takes the ticked boxes instead. */
export const buttonChoice: Record<Exclude<ConsentButton, "save">, ConsentChoice> = {
  reject: noOptionalConsent,
  accept: allConsent,
};
