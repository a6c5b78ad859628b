/** The only languages the site is published in; the first is the default. */
export const languages = [
  { code: "en", name: "English", dir: "ltr", flag: "🇬🇧", hreflang: "en" },
  { code: "fr", name: "Français", dir: "ltr", flag: "🇫🇷", hreflang: "fr" },
] as const;

export type Lang = (typeof languages)[number]["code"];
export type LanguageMeta = (typeof languages)[number];

export const defaultLang: Lang = "en";
export const langCodes: readonly Lang[] = languages.map((l) => l.code);

/** localStorage key under which the visitor's last language choice is kept. */
export const LANGUAGE_STORAGE_KEY = "subnova.lang";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (langCodes as readonly string[]).includes(value);
}

export function languageMeta(lang: Lang): LanguageMeta {
  // `languages` covers every Lang, so the lookup cannot miss.
  return languages.find((l) => l.code === lang) ?? languages[0];
}

export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "fr" : "en";
}

/** The language named by a pathname's first segment, or the default. */
export function langFromPathname(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : defaultLang;
}
