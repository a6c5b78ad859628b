import { EMAIL_PATTERN } from "#app/lib/patterns";
import { CHAT_TELEGRAM_PATTERN } from "#party/protocol";

/** The pre-chat form's fields, which the chat user kept between visits also holds. */
export interface PreChatValues {
  email: string;
  telegram: string;
}

export const preChatFields = ["email", "telegram"] as const;
export type PreChatField = (typeof preChatFields)[number];

/** Keys of locales/<lang>/blocks/chat.json `errors`. */
export type PreChatError =
  "emailRequired" | "emailInvalid" | "telegramRequired" | "telegramInvalid";
export type PreChatErrors = Partial<Record<PreChatField, PreChatError>>;

/** The room's limits on a join (protocol visitorProfile): longer values would be refused there. */
const MAX_EMAIL_LENGTH = 254;
const MAX_TELEGRAM_LENGTH = 64;

/**
 * The pre-chat rules: email required and name@host.tld with no spaces; Telegram required and an
 * @handle or a phone-like string of at least 10 characters. Values are checked trimmed.
 */
export function validatePreChat(values: PreChatValues): PreChatErrors {
  const errors: PreChatErrors = {};
  const email = values.email.trim();
  const telegram = values.telegram.trim();
  if (email === "") errors.email = "emailRequired";
  else if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    errors.email = "emailInvalid";
  }
  if (telegram === "") errors.telegram = "telegramRequired";
  else if (telegram.length > MAX_TELEGRAM_LENGTH || !CHAT_TELEGRAM_PATTERN.test(telegram)) {
    errors.telegram = "telegramInvalid";
  }
  return errors;
}

/** The fields in error, in the form's order: the first one gets the focus. */
export const invalidPreChatFields = (errors: PreChatErrors): PreChatField[] =>
  preChatFields.filter((field) => errors[field] !== undefined);
