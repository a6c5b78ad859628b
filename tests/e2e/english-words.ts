import { site } from "../../app/config/site";
import { brands } from "../../app/features/brand-search/brands";

/**
 * Common English words that are not also French words, so that finding one on a French page means
 * English copy was left there. Words French shares ("a", "on", "pour", "club", "national",
 * "contact", "information", "minutes", "continue", "cookie", "email", "go", "if", "or", "an"...)
 * are left out on purpose: they would flag correct French.
 */
export const englishWords: ReadonlySet<string> = new Set(
  `the and your you with without get got our for to of from now more learn start started free earn
  earnings sales revenue dashboard checkout sign here this that these those what how why who which
  when where will would can could should have has been was were is be we they their them by at all
  up off out into about after before over than then my yes not please thank thanks customer
  customers team member members order orders shipping cart payment payments pay card cards offer
  offers account click read see view show hide close open home search brand brands found available
  loading submit submitting success error week month year years per only just every each any some
  today try call book help need want make take money business deals upsell upsells cross-sell
  onboarding settings privacy policy terms preferences manage accept reject save back next send
  reply join watch video demo trusted people real time day days seconds first last name phone
  address required optional invalid update updated rights reserved in its so`.split(/\s+/),
);

/**
 * Names a French page rightly shows in English: the partner brands of the catalogue, the demo
 * addresses of our offices, payment and product names, and the official names of laws and
 * standards that French legal texts quote as they are.
 */
export const allowedNames: readonly string[] = [
  ...brands.map((brand) => brand.name),
  // Each line of an office's address, however the page breaks it ("Business Bay").
  ...[site.usOffice, site.uaeOffice].flatMap((address) => [address, ...address.split(", ")]),
  site.chatTitle,
  site.legalName,
  "Apple Pay",
  "Google Pay",
  "Money20/20",
  "Subnova Payments",
  "doing business as",
  "Payment Card Industry Data Security Standard",
  "California Consumer Privacy Act",
  "California Privacy Rights Act",
  "Data Privacy Framework",
].toSorted((a, b) => b.length - a.length);

/** Web and mail addresses (shop.example/checkout, hello@subnova.example) are not copy. */
const ADDRESS = /\S*[\w-]\.[a-z]{2,}\S*/gi;
/** A word: letters, with inner apostrophes or hyphens ("d’une", "cross-sell", "start-up"). */
const WORD = /\p{L}+(?:['’-]\p{L}+)*/gu;

/** Each English word of `text`, with the words around it, once per word and context. */
export function englishIn(text: string): string[] {
  let rest = text;
  for (const name of allowedNames) rest = rest.replaceAll(name, " ");
  rest = rest.replace(ADDRESS, " ");
  const found = new Set<string>();
  for (const match of rest.matchAll(WORD)) {
    if (!englishWords.has(match[0].toLowerCase())) continue;
    const around = rest.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30);
    found.add(`"${match[0]}" in "${around.replace(/\s+/g, " ").trim()}"`);
  }
  return [...found];
}
