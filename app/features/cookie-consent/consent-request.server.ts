import * as z from "zod";
import { isLang, type Lang } from "#app/config/languages";
import {
  buttonChoice,
  CONSENT_FORM_FIELDS,
  consentButtons,
  type ConsentReport,
} from "#app/features/cookie-consent/consent-choice";
import {
  CONSENT_ID_PATTERN,
  CONSENT_VERSION,
  type ConsentChoice,
  optionalCategories,
} from "#app/features/cookie-consent/consent-store";

/**
 * Reading a consent choice as the popup sends it: the JSON of its script, or its plain form
 * post. Server-only (zod stays out of the pages' JavaScript).
 */

/** Strict: nothing else travels with a choice (no address, no email). */
export const consentReportSchema = z.strictObject({
  id: z.string().regex(CONSENT_ID_PATTERN),
  // A tab opened before a policy change still records the version its visitor was shown.
  version: z.int().min(1).max(CONSENT_VERSION),
  analytics: z.boolean(),
  marketing: z.boolean(),
  functional: z.boolean(),
  locale: z.custom<Lang>(isLang),
}) satisfies z.ZodType<ConsentReport>;

const buttonSchema = z.enum(consentButtons);

/**
 * The choice of a form post: the button pressed, and for "save" the ticked boxes (a checkbox
 * is sent only when ticked). Null for anything else.
 */
export function choiceFromForm(form: FormData): ConsentChoice | null {
  const button = buttonSchema.safeParse(form.get(CONSENT_FORM_FIELDS.choice));
  if (!button.success) return null;
  if (button.data !== "save") return buttonChoice[button.data];
  const ticked = (category: string) => form.get(category) !== null;
  const [analytics, marketing, functional] = optionalCategories.map(ticked);
  return {
    analytics: analytics === true,
    marketing: marketing === true,
    functional: functional === true,
  };
}

const MAX_BACK_LENGTH = 512;

/**
 * Where a form post sends the visitor back: a path of this site only (an open redirect would
 * lend our address to phishing links); the site's root otherwise. The form names the page's
 * path; a prerendered page's HTML cannot name its query (campaign tags, which the no-script lead
 * form reads from the address), so a same-page Referer gives it back.
 */
export function backPath(
  value: FormDataEntryValue | null,
  requestUrl: string,
  referer?: string | null,
): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > MAX_BACK_LENGTH) {
    return "/";
  }
  const base = new URL(requestUrl);
  // The URL parser reads "//host" and "/\host" as another host: the origin check catches both.
  const url = new URL(value, base);
  if (url.origin !== base.origin) return "/";
  const from = referer && URL.canParse(referer) ? new URL(referer) : null;
  const kept =
    from?.origin === base.origin && from.pathname === url.pathname && !url.search ? from : url;
  const path = `${kept.pathname}${kept.search}`;
  return path.length > MAX_BACK_LENGTH ? url.pathname : path;
}
