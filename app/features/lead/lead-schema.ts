import * as z from "zod/mini";
import { langCodes, type Lang } from "#app/config/languages";
import { CLIENT_KEY_PATTERN, EMAIL_PATTERN } from "#app/lib/patterns";
import { singleLine } from "#app/lib/single-line";
import {
  leadFieldMaxLength,
  leadFieldNames,
  stripPhonePunctuation,
  HONEYPOT_FIELD,
  TURNSTILE_FIELD,
  type LeadField,
  type LeadFieldError,
  type LeadFieldErrors,
} from "#app/features/lead/lead-fields";

/**
 * The lead form's rules, written once for the browser form, the no-JavaScript action and
 * POST /api/lead. Messages are keys of the `lead` copy block ("email.invalid"), so each side words
 * them in its visitor's language.
 */
/** An optional @, then 5 to 32 letters, digits or underscores. */
const TELEGRAM = /^@?[A-Za-z0-9_]{5,32}$/;
/** After removing spaces, hyphens and parentheses: an optional +, a non-zero digit, 1 to 14 more. */
const WHATSAPP = /^\+?[1-9]\d{1,14}$/;

/** Something a person can see: not only spaces, zero-width or other format characters. */
const VISIBLE = /[^\s\p{Z}\p{Cf}]/u;

// Every value is one clean line before it is checked: these fields are shown in the team's alerts.
const field = (name: LeadField, ...checks: z.core.$ZodCheck<string>[]) =>
  z
    .string({ error: `${name}.required` })
    .check(
      z.overwrite(singleLine),
      z.regex(VISIBLE, `${name}.required`),
      z.maxLength(leadFieldMaxLength[name], `${name}.tooLong`),
      ...checks,
    );

export const leadFieldsShape = {
  firstName: field("firstName"),
  lastName: field("lastName"),
  email: field("email", z.regex(EMAIL_PATTERN, "email.invalid")),
  telegram: field("telegram", z.regex(TELEGRAM, "telegram.invalid")),
  whatsapp: field(
    "whatsapp",
    z.refine((value) => WHATSAPP.test(stripPhonePunctuation(value)), "whatsapp.invalid"),
  ),
};

export const leadFieldsSchema = z.object(leadFieldsShape);

const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));
/** Attribution is shown in the team's alerts too: one clean line, then the length check. */
const optionalLine = (max: number) =>
  z.optional(z.string().check(z.overwrite(singleLine), z.maxLength(max)));

/** Where the visitor came from, held in memory on the client and sent with the lead only. */
export const attributionShape = {
  page: optionalLine(300),
  referrer: optionalLine(1000),
  utm: z.optional(
    z.strictObject({
      source: optionalLine(200),
      medium: optionalLine(200),
      campaign: optionalLine(200),
      term: optionalLine(200),
      content: optionalLine(200),
    }),
  ),
};

/** A client-chosen key that makes a retried or double submission store one lead. */
export const IDEMPOTENCY_KEY = CLIENT_KEY_PATTERN;

/**
 * The whole JSON body of POST /api/lead. Strict: a key we do not know is an error, not something
 * silently dropped (or merged into a prototype).
 */
export const leadSubmissionSchema = z.strictObject({
  ...leadFieldsShape,
  ...attributionShape,
  language: z.optional(z.enum(langCodes as [Lang, ...Lang[]])),
  idempotencyKey: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY))),
  [HONEYPOT_FIELD]: optionalText(500),
  [TURNSTILE_FIELD]: optionalText(2048),
});
export type LeadSubmission = z.infer<typeof leadSubmissionSchema>;

const isLeadField = (key: unknown): key is LeadField =>
  typeof key === "string" && (leadFieldNames as readonly string[]).includes(key);

export interface LeadValidation<T> {
  data?: T;
  /** The first problem of each of the five fields, in form order. */
  fieldErrors: LeadFieldErrors;
  /** Problems outside the five fields: unknown keys, wrong types of the optional parts. */
  malformed: boolean;
}

/** Runs a lead schema and reduces zod's issues to one error per field. */
export function validateLead<T>(schema: z.ZodMiniType<T>, input: unknown): LeadValidation<T> {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data, fieldErrors: {}, malformed: false };
  const fieldErrors: LeadFieldErrors = {};
  let malformed = false;
  for (const issue of result.error.issues) {
    const [key] = issue.path;
    if (isLeadField(key) && issue.message.startsWith(`${key}.`)) {
      fieldErrors[key] ??= issue.message.slice(key.length + 1) as LeadFieldError;
    } else {
      malformed = true;
    }
  }
  return { fieldErrors, malformed };
}
