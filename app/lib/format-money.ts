import type { Lang } from "#app/config/languages";

/**
 * An amount in US dollars as the page's language writes it: "$1,105.00" in English,
 * "1 105,00 $US" in French (a narrow no-break space between thousands, a no-break space before
 * the symbol), exactly as `Intl.NumberFormat` in en-US and fr-FR writes it. Whole amounts keep
 * their cents unless `cents` is false ("$125").
 *
 * Written out instead of asking `Intl`: a browser's first `Intl.NumberFormat` loads the locale's
 * data, 80-130 ms of one task on a phone (4x CPU) when the checkout and cashback demos hydrate.
 * tests/unit/format-money.test.ts compares both over many amounts.
 */
export function formatUsd(amount: number, lang: Lang, options: { cents?: boolean } = {}): string {
  const cents = options.cents ?? true;
  let [whole, fraction] = toCents(Math.abs(amount));
  if (!cents) fraction = fraction.replace(/0+$/, "");
  const groups = whole.replace(/\B(?=(\d{3})+$)/g, lang === "fr" ? "\u202f" : ",");
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  if (lang === "fr") return `${sign}${groups}${fraction ? `,${fraction}` : ""}\u00a0$US`;
  return `${sign}$${groups}${fraction ? `.${fraction}` : ""}`;
}

/**
 * Whole and cents digits, rounded half up from the number's shortest decimal writing, as Intl
 * rounds (0.015 gives 0.02; toFixed, which rounds the exact binary value 0.01499..., gives 0.01).
 */
function toCents(amount: number): [string, string] {
  const text = String(amount);
  if (text.includes("e")) {
    // Below a millionth or beyond 10^21: no digit of the writing falls near the cents.
    const [whole = "0", fraction = "00"] = amount.toFixed(2).split(".");
    return [whole, fraction];
  }
  const [whole = "0", fraction = ""] = text.split(".");
  let digits = BigInt(whole + fraction.padEnd(2, "0").slice(0, 2));
  if ((fraction[2] ?? "0") >= "5") digits += 1n;
  const padded = digits.toString().padStart(3, "0");
  return [padded.slice(0, -2), padded.slice(-2)];
}
