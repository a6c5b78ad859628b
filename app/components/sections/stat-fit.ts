/**
 * How wide a statistic's figure is, in em, so that a card can size its figure to fit.
 *
 * Figures such as "850,000+" or "150 000+" have no place to break, and at the design's size
 * (2.75rem) they are wider than a card in a two- or three-column grid at some widths (a 390 px
 * phone, a 700 px tablet, a 1024 px laptop): the text ran past the card and was cut off by the
 * section's edge. The card therefore caps its figure's size at what the widest figure of its list
 * needs, in container units (`100cqi / em`), and the list keeps one size for all its figures.
 *
 * The advances are those of Plus Jakarta Sans at weight 800 with the figures' tight tracking
 * (measured in Chromium at 100 px, rounded up). A character not listed counts as the widest
 * digit, so a figure is never estimated narrower than it is.
 */
const ADVANCE_EM: Readonly<Record<string, number>> = {
  "%": 1.05,
  M: 0.89,
  m: 0.91,
  W: 0.89,
  w: 0.89,
  "€": 0.75,
  D: 0.72,
  "1": 0.39,
  ",": 0.37,
  ".": 0.39,
  "'": 0.3,
  "’": 0.3,
  "\u00a0": 0.16,
  "\u202f": 0.09,
  f: 0.38,
  i: 0.24,
  j: 0.24,
  l: 0.24,
  r: 0.37,
  s: 0.49,
  t: 0.4,
  z: 0.47,
};
/** The widest digit, "0". Ordinary spaces are not listed: a figure breaks there (BREAK). */
const DEFAULT_EM = 0.68;

/** Where a figure may wrap: an ordinary space (no-break spaces keep a number with its unit). */
const BREAK = / +/;

/** The width, in em, of a figure's widest unbreakable run. */
export function figureWidthEm(text: string): number {
  let widest = 0;
  for (const word of text.split(BREAK)) {
    let width = 0;
    for (const ch of word) width += ADVANCE_EM[ch] ?? DEFAULT_EM;
    widest = Math.max(widest, width);
  }
  return widest;
}

/**
 * The font size a list's figures may take at most: the card's content width divided by its widest
 * figure, with a little room for the font's side bearings (and the fallback face before it loads).
 */
export function statFitSize(figures: readonly string[]): string {
  const em = Math.max(1, ...figures.map(figureWidthEm)) * 1.04;
  return `calc(100cqi / ${em.toFixed(2)})`;
}
