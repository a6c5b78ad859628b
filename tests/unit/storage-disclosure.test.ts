import { describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY } from "#app/config/languages";
import { CHAT_SESSION_KEY, CHAT_USER_KEY } from "#app/features/chat-widget/chat-keys";
import { CONSENT_STORAGE_KEY } from "#app/features/cookie-consent/consent-store";
import { SCROLL_STORAGE_KEY } from "#app/lib/scroll-restoration";
import cookiesEn from "#locales/en/pages/cookies.json";
import cookiesFr from "#locales/fr/pages/cookies.json";

// Every key the site writes in the visitor's browser storage, by the code's own constants.
const keys = [
  CONSENT_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  CHAT_USER_KEY,
  CHAT_SESSION_KEY,
  SCROLL_STORAGE_KEY,
];

const section = (policy: typeof cookiesEn, id: string) =>
  JSON.stringify(policy.sections.find((entry) => entry.id === id));

describe.each([
  ["en", cookiesEn],
  ["fr", cookiesFr],
] as const)("the %s cookie policy", (_lang, policy) => {
  it.each(keys)("says what %s holds and how long it is kept", (key) => {
    expect(section(policy, "cookies-we-use")).toContain(key);
    expect(section(policy, "retention")).toContain(key);
  });
});
