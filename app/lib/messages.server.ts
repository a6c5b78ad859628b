import type { Lang } from "#app/config/languages";
import type { Messages } from "#app/lib/i18n";
import enCommon from "#locales/en/common.json";
import enPages from "#locales/en/pages.json";
import frCommon from "#locales/fr/common.json";
import frPages from "#locales/fr/pages.json";

// English is the source of truth; the type makes a key missing from French a compile error.
const en: Messages = { common: enCommon, pages: enPages };
const fr: Messages = { common: frCommon, pages: frPages };

/** The only module that imports the catalogues, so they stay out of client chunks. */
export const messages: Record<Lang, Messages> = { en, fr };
