import { createInstance, type i18n } from "i18next";
import type { Lang } from "#app/config/languages";
import { site } from "#app/config/site";
import type common from "#locales/en/common.json";
import type pages from "#locales/en/pages.json";

// A type alias, not an interface, so it is assignable to i18next's indexed Resource type.
export type Messages = {
  common: typeof common;
  pages: typeof pages;
};

export const namespaces = ["common", "pages"] as const;

/**
 * A fresh i18next instance for one render. The server makes one per request and the browser one
 * per language, both from the messages the root loader sent, so no catalogue is fetched at run
 * time and none ends up in a client chunk.
 */
export function makeI18n(lang: Lang, messages: Messages): i18n {
  const instance = createInstance();
  // No initReactI18next: it would make this instance the process-wide default, and on the
  // server one request could then render with another request's language.
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: messages },
    ns: [...namespaces],
    defaultNS: "common",
    initAsync: false,
    returnNull: false,
    interpolation: {
      // React escapes text already.
      escapeValue: false,
      defaultVariables: { brand: site.name, email: site.email, phone: site.phone },
    },
  });
  return instance;
}
