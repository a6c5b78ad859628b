/**
 * The lead form's fields and the names of its errors, without the rules that check them
 * (`lead-schema.ts`, which needs zod). The form renders from these at load; it loads the rules
 * only when the visitor starts filling it in, so the contact page does not ship zod up front.
 */
export const leadFieldNames = ["firstName", "lastName", "email", "telegram", "whatsapp"] as const;
export type LeadField = (typeof leadFieldNames)[number];
export type LeadFields = Record<LeadField, string>;

export type LeadFieldError = "required" | "invalid" | "tooLong";
export type LeadFieldErrors = Partial<Record<LeadField, LeadFieldError>>;

/** Longest value of each field; generous for real names and addresses, small enough to store. */
export const leadFieldMaxLength: Record<LeadField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  telegram: 33,
  whatsapp: 40,
};

export const stripPhonePunctuation = (value: string) => value.replace(/[\s\-()]/g, "");

/** The honeypot input's name: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = "_gotcha";
/** The hidden input Cloudflare Turnstile's widget adds to the form it sits in. */
export const TURNSTILE_FIELD = "cf-turnstile-response";

/** The fields in form order that have an error. */
export const invalidFields = (errors: LeadFieldErrors): LeadField[] =>
  leadFieldNames.filter((name) => errors[name]);
