import type { Lang } from "#app/config/languages";
import type { LeadField, LeadFieldError, LeadFieldErrors } from "#app/features/lead/lead-fields";
import { invalidFields } from "#app/features/lead/lead-fields";
import { messages } from "#app/lib/messages.server";

export type LeadApiMessage = keyof (typeof messages)["en"]["lead"]["api"];

/** The lead form's wording for the server side (API answers, the no-JavaScript action). */
export function leadText(lang: Lang) {
  const copy = messages[lang].lead;
  const field = (name: LeadField, error: LeadFieldError): string => {
    const texts: Partial<Record<LeadFieldError, string>> = copy.errors[name];
    return texts[error] ?? copy.errors[name].required;
  };
  return {
    field,
    /** One message per invalid field, in form order: the `errors` list of the API. */
    fieldList: (errors: LeadFieldErrors): string[] =>
      invalidFields(errors).map((name) => field(name, errors[name] ?? "invalid")),
    api: (key: LeadApiMessage): string => copy.api[key],
  };
}
