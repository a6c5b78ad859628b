import type { Lang } from "#app/config/languages";

const locales: Record<Lang, string> = { en: "en-US", fr: "fr-FR" };
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in US dollars as the page's language writes it: "$105.00" in English,
 * "105,00 $US" in French. Whole amounts keep their cents unless `cents` is false ("$125").
 */
export function formatUsd(amount: number, lang: Lang, options: { cents?: boolean } = {}): string {
  const cents = options.cents ?? true;
  const key = `${lang}:${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locales[lang], {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
