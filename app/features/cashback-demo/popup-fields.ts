import type { Lang } from "#app/config/languages";

/** The four things a merchant customizes in the popup. */
export const popupFieldNames = ["headerTitle", "price", "claimMessage", "claimNote"] as const;
export type PopupField = (typeof popupFieldNames)[number];
export type TextField = Exclude<PopupField, "price">;

/** What the form holds: text as typed, the price included. */
export type PopupFieldValues = Record<PopupField, string>;

/** What a valid form means: the popup's content, the price as a number of dollars. */
export interface PopupContent {
  headerTitle: string;
  price: number;
  claimMessage: string;
  claimNote: string;
}

/** The club price the demo opens with (19.99 USD per month). */
export const DEFAULT_PRICE = 19.99;

/** The highest monthly price the popup accepts. */
export const MAX_PRICE = 9999.99;

/** Length caps, in characters, long enough for real copy and short enough to fit the popup. */
export const maxLength: Record<TextField, number> = {
  headerTitle: 60,
  claimMessage: 180,
  claimNote: 240,
};

export type TextError = "required" | "tooLong";
export type PriceError = "required" | "invalid" | "notPositive" | "decimals" | "tooHigh";
export type PopupFieldError = TextError | PriceError;
export type PopupFieldErrors = Partial<Record<PopupField, PopupFieldError>>;

export type PriceResult = { ok: true; value: number } | { ok: false; error: PriceError };

/**
 * A price as a visitor types it: digits with a dot and up to two decimals ("19.99", "5", "5.5"),
 * and in French a decimal comma too ("19,99"). English keeps the comma for thousands, so "1,999"
 * is not read as 1.999 there; no language accepts thousands separators.
 */
export function parsePrice(input: string, lang: Lang): PriceResult {
  const text = input.trim();
  if (text === "") return { ok: false, error: "required" };
  const decimal = lang === "fr" ? "[.,]" : "\\.";
  const match = new RegExp(`^([-−]?)(\\d+)(?:${decimal}(\\d+))?$`).exec(text);
  if (!match) return { ok: false, error: "invalid" };
  const [, sign = "", whole = "", fraction = ""] = match;
  const value = Number(`${whole}.${fraction || "0"}`);
  if (sign !== "" || value <= 0) return { ok: false, error: "notPositive" };
  if (fraction.length > 2) return { ok: false, error: "decimals" };
  if (value > MAX_PRICE) return { ok: false, error: "tooHigh" };
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/** A price as the price field shows it in a language: "19.99", or "19,99" in French. */
export function priceInputText(value: number, lang: Lang): string {
  const text = value.toFixed(2);
  return lang === "fr" ? text.replace(".", ",") : text;
}

/** The error of one text field, or undefined. Leading and trailing spaces do not count. */
export function textFieldError(name: TextField, value: string): TextError | undefined {
  const text = value.trim();
  if (text === "") return "required";
  if ([...text].length > maxLength[name]) return "tooLong";
  return undefined;
}

export function fieldError(
  name: PopupField,
  value: string,
  lang: Lang,
): PopupFieldError | undefined {
  if (name === "price") {
    const price = parsePrice(value, lang);
    return price.ok ? undefined : price.error;
  }
  return textFieldError(name, value);
}

export type ValidationResult =
  { ok: true; content: PopupContent } | { ok: false; errors: PopupFieldErrors };

/** The whole form: the popup's content when every field is valid, else each field's error. */
export function validatePopupFields(values: PopupFieldValues, lang: Lang): ValidationResult {
  const errors: PopupFieldErrors = {};
  for (const name of popupFieldNames) {
    const error = fieldError(name, values[name], lang);
    if (error) errors[name] = error;
  }
  const price = parsePrice(values.price, lang);
  if (Object.keys(errors).length > 0 || !price.ok) return { ok: false, errors };
  return {
    ok: true,
    content: {
      headerTitle: values.headerTitle.trim(),
      price: price.value,
      claimMessage: values.claimMessage.trim(),
      claimNote: values.claimNote.trim(),
    },
  };
}

/**
 * The form's values after the page changed language: what the visitor wrote stays, what was
 * still the old language's default becomes the new one's, and a valid price is rewritten with
 * the new language's decimal mark.
 */
export function switchLanguageValues(
  values: PopupFieldValues,
  from: { lang: Lang; defaults: PopupFieldValues },
  to: { lang: Lang; defaults: PopupFieldValues },
): PopupFieldValues {
  const next = { ...values };
  for (const name of popupFieldNames) {
    if (values[name] === from.defaults[name]) next[name] = to.defaults[name];
  }
  const price = parsePrice(values.price, from.lang);
  if (price.ok && values.price !== from.defaults.price) {
    next.price = priceInputText(price.value, to.lang);
  }
  return next;
}
