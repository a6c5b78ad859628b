// The words and number formats of the demo scenes, in the language of the scene's ?lang= (English
// when absent): make-videos.mjs renders every scene once per language. A scene loads this classic
// script first (a module would not load from file://), writes its English in its own markup, keeps
// the other languages in a table keyed by that English text, and calls translate(table) before it
// measures its layout, so the cursor aims at the translated buttons.
"use strict";

const LANG = new URLSearchParams(location.search).get("lang") ?? "en";
const LOCALE = { en: "en-US", fr: "fr-FR" }[LANG];
if (!LOCALE) throw new Error(`The scenes have no words for the language "${LANG}"`);
document.documentElement.lang = LANG;

/** Texts the scene shows that its table lacks: make-videos.mjs refuses to render while there are any. */
window.__untranslated = [];
let words = {};

// The site's French copy puts a no-break space (U+00A0) between thousands and before "$" and "%";
// Intl writes a narrow one (U+202F) in some of those places. One kind of space keeps the video and
// the page around it alike.
const tidy = (text) => (LANG === "fr" ? text.replace(/\u202f/g, "\u00a0") : text);

/** 1,234.5 in English, 1 234,5 in French. */
function num(value, decimals = 0) {
  return tidy(
    value.toLocaleString(LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }),
  );
}

/** $1,234.50 in English, 1 234,50 $ in French. */
function money(value, decimals = 2) {
  return tidy(
    value.toLocaleString(LOCALE, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }),
  );
}

/** 90% in English, 90 % in French. */
function pct(value) {
  return tidy((value / 100).toLocaleString(LOCALE, { style: "percent" }));
}

/** Thousands of dollars on a chart: $2.4k in English, 2,4 k$ in French. */
function kilo(value, decimals = 0) {
  const amount = num(value / 1000, decimals);
  return LANG === "fr" ? `${amount}\u00a0k$` : `$${amount}k`;
}

/** "Mar 7" or "Fri, Apr 25" in English, "7 mars" or "ven. 25 avr." in French. */
function day(date, withWeekday = false) {
  return date.toLocaleDateString(LOCALE, {
    weekday: withWeekday ? "short" : undefined,
    month: "short",
    day: "numeric",
  });
}

/** One English text in the scene's language. */
function w(english) {
  if (LANG === "en") return english;
  const text = words[english];
  if (text === undefined) window.__untranslated.push(english);
  return text ?? english;
}

/**
 * Puts every text of the page in the scene's language, given { fr: { English: French } }. Counters
 * ([data-count]) write their own numbers; names that stay as they are (brands, a typed search, a
 * code) carry translate="no", the attribute browsers' translators already honour.
 */
function translate(tables) {
  if (LANG === "en") return;
  words = tables[LANG] ?? {};
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const nodes = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
  for (const node of nodes) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, [data-count]")) continue;
    if (parent.closest("[translate]")?.getAttribute("translate") === "no") continue;
    const [, before, english, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(node.data);
    // Card digits, dates like 12/28, step numbers: nothing to translate. Words, amounts and
    // numbers with a separator (150,000) are.
    if (!/[\p{L}$%]|\d[,.]\d/u.test(english)) continue;
    node.data = before + w(english.replace(/\s+/g, " ")) + after;
  }
}

// What the scenes' own scripts call.
Object.assign(window, { LANG, num, money, pct, kilo, day, w, translate });
