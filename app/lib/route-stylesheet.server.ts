/**
 * Each page inlines only the utility rules its route can render (DR 013): the one server-side
 * module of that mechanism. The build (scripts/build/route-styles-plugin.ts) lists the utility
 * rules of the compiled stylesheet with the classes each one needs (utilityRules) and marks per
 * route which of them the route's own modules name (keptRules); a response inlines the others cut
 * out (routeStylesheet). Everything outside `@layer utilities` (theme, base, components, fonts,
 * keyframes) is always kept: our own CSS may be reached by class names built at run time,
 * Tailwind utilities never are. The browser's side is app/lib/route-stylesheet.tsx.
 */
import type { EntryContext } from "react-router";

/** A utility rule: its place in the stylesheet text, and per selector of its list, the classes
 * that selector needs on one element (those outside any `:is()`, `:where()`, `:not()`...). */
export interface UtilityRule {
  start: number;
  end: number;
  selectors: string[][];
}

/** Index just past the end of a quoted string starting at `i`. */
function skipString(css: string, i: number): number {
  const quote = css.charAt(i);
  let j = i + 1;
  while (j < css.length && css[j] !== quote) j += css[j] === "\\" ? 2 : 1;
  return j + 1;
}

/** Index of the next `stop` character at nesting depth 0, skipping strings, escapes, comments. */
function findTopLevel(css: string, from: number, end: number, stops: string): number {
  let depth = 0;
  for (let i = from; i < end;) {
    const c = css.charAt(i);
    if (c === "\\") i += 2;
    else if (c === '"' || c === "'") i = skipString(css, i);
    else if (c === "/" && css[i + 1] === "*") i = css.indexOf("*/", i + 2) + 2;
    else {
      if (depth === 0 && stops.includes(c)) return i;
      if (c === "{" || c === "(" || c === "[") depth++;
      else if (c === "}" || c === ")" || c === "]") depth--;
      i++;
    }
  }
  return end;
}

/** The `}` closing the block opened at `open`. */
function blockEnd(css: string, open: number): number {
  return findTopLevel(css, open + 1, css.length, "}");
}

function collectRules(css: string, from: number, end: number, out: UtilityRule[]): void {
  let i = from;
  while (i < end) {
    while (i < end && /\s/.test(css.charAt(i))) i++;
    if (i >= end) return;
    const open = findTopLevel(css, i, end, "{;");
    if (open >= end) return;
    if (css[open] === ";") {
      i = open + 1;
      continue;
    }
    const close = blockEnd(css, open);
    const prelude = css.slice(i, open).trim();
    // @media, @supports, @starting-style...: the rules inside are utilities too.
    if (prelude.startsWith("@")) collectRules(css, open + 1, close, out);
    else out.push({ start: i, end: close + 1, selectors: selectorClasses(prelude) });
    i = close + 1;
  }
}

/** Every utility rule of a compiled Tailwind stylesheet, in order. */
export function utilityRules(css: string): UtilityRule[] {
  const marker = "@layer utilities{";
  const at = css.indexOf(marker);
  if (at < 0) return [];
  const open = at + marker.length - 1;
  const rules: UtilityRule[] = [];
  collectRules(css, open + 1, blockEnd(css, open), rules);
  return rules;
}

const hexDigit = /[0-9a-fA-F]/;

/** Reads a class name starting at `i` (just after the dot), undoing CSS escapes. */
function readIdent(text: string, i: number): [name: string, next: number] {
  let name = "";
  while (i < text.length) {
    const c = text.charAt(i);
    if (c === "\\") {
      let hex = "";
      let j = i + 1;
      while (hex.length < 6 && j < text.length && hexDigit.test(text.charAt(j))) hex += text[j++];
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex, 16));
        i = text[j] === " " ? j + 1 : j;
      } else {
        name += text[i + 1] ?? "";
        i += 2;
      }
    } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 0x7f) {
      name += c;
      i++;
    } else break;
  }
  return [name, i];
}

/** Per selector of a list, the classes outside any parentheses or brackets. */
export function selectorClasses(prelude: string): string[][] {
  const selectors: string[][] = [];
  let from = 0;
  while (from <= prelude.length) {
    const comma = findTopLevel(prelude, from, prelude.length, ",");
    const selector = prelude.slice(from, comma);
    const classes: string[] = [];
    let depth = 0;
    for (let i = 0; i < selector.length;) {
      const c = selector.charAt(i);
      if (c === "\\") i += 2;
      else if (c === '"' || c === "'") i = skipString(selector, i);
      else if (c === "(" || c === "[") {
        depth++;
        i++;
      } else if (c === ")" || c === "]") {
        depth--;
        i++;
      } else if (c === "." && depth === 0) {
        const [name, next] = readIdent(selector, i + 1);
        if (name) classes.push(name);
        i = next;
      } else i++;
    }
    selectors.push(classes);
    from = comma + 1;
  }
  return selectors;
}

/** A rule is needed when one of its selectors can match: all the classes it needs are named. */
export function ruleNeeded(rule: UtilityRule, names: ReadonlySet<string>): boolean {
  return rule.selectors.some((classes) => classes.every((name) => names.has(name)));
}

/** Which rules a set of names keeps, as a bit set in hex (4 rules per digit). */
export function keptRules(rules: readonly UtilityRule[], names: ReadonlySet<string>): string {
  const digits = Array.from({ length: Math.ceil(rules.length / 4) }, () => 0);
  rules.forEach((rule, i) => {
    if (ruleNeeded(rule, names)) digits[i >> 2]! |= 1 << (i & 3);
  });
  return digits.map((digit) => digit.toString(16)).join("");
}

/**
 * The stylesheet without the utility rules none of the given bit sets keeps. `ranges` are the
 * rules' [start, end) offsets, in order; several bit sets (nested routes) keep their union.
 */
export function subsetStylesheet(
  css: string,
  ranges: readonly (readonly [number, number])[],
  kept: readonly string[],
): string {
  let out = "";
  let from = 0;
  ranges.forEach(([start, end], i) => {
    const digit = i >> 2;
    const bit = 1 << (i & 3);
    if (kept.some((set) => Number.parseInt(set[digit] ?? "0", 16) & bit)) return;
    out += css.slice(from, start);
    from = end;
  });
  return out + css.slice(from);
}

const entities: Record<string, string> = {
  amp: "&",
  quot: '"',
  lt: "<",
  gt: ">",
  "#39": "'",
  "#x27": "'",
};

/** Every class name in an HTML document's class attributes. */
export function htmlClassNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(
      /&(amp|quot|lt|gt|#39|#x27);/g,
      (_, name: string) => entities[name] ?? "",
    );
    for (const name of decoded.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/**
 * The utility rules of the whole stylesheet that the document's markup needs but its inline
 * stylesheet lacks, as CSS text: empty when the subset is complete for what the server drew.
 */
export function missingRules(fullCss: string, pageCss: string, html: string): string[] {
  const names = htmlClassNames(html);
  return utilityRules(fullCss)
    .filter((rule) => ruleNeeded(rule, names))
    .map((rule) => fullCss.slice(rule.start, rule.end))
    .filter((text) => !pageCss.includes(text));
}

const propertyRule = /@property\s+(--[\w-]+)\s*\{[^}]*\}/g;
const propertiesLayer = "@layer properties{";

/**
 * The stylesheet without the `@property` registrations (and their entries in Tailwind's
 * `@layer properties` fallback for browsers without `@property`) of custom properties that no
 * other rule mentions. Tailwind registers every `--tw-*` property of the whole build; once a
 * page's utilities are cut, a page uses about two thirds of them. A registration nothing reads
 * changes nothing on screen, and the whole stylesheet brings them all back when it applies.
 */
export function dropUnusedProperties(css: string): string {
  const layerAt = css.indexOf(propertiesLayer);
  const layerEnd = layerAt < 0 ? -1 : blockEnd(css, layerAt + propertiesLayer.length - 1) + 1;
  const outside = (layerAt < 0 ? css : css.slice(0, layerAt) + css.slice(layerEnd)).replace(
    propertyRule,
    "",
  );
  const unused = new Set<string>();
  for (const [, name = ""] of css.matchAll(propertyRule)) {
    if (!new RegExp(`${name}(?![\\w-])`).test(outside)) unused.add(name);
  }
  if (!unused.size) return css;
  const pruneLayer = (layer: string) =>
    layer.replace(/(--[\w-]+):[^;{}]*;?/g, (declaration, name: string) =>
      unused.has(name) ? "" : declaration,
    );
  const withoutLayer =
    layerAt < 0
      ? css
      : css.slice(0, layerAt) + pruneLayer(css.slice(layerAt, layerEnd)) + css.slice(layerEnd);
  return withoutLayer.replace(propertyRule, (rule, name: string) => (unused.has(name) ? "" : rule));
}

/** What the build hands the server as `virtual:route-styles` (app/route-styles.d.ts). */
export interface RouteStyles {
  /** The compiled stylesheet. */
  css: string;
  /** [start, end) of each utility rule in `css`, in order. */
  ranges: [number, number][];
  /** Client route module URL -> hex bit set of the utility rules that route needs. */
  kept: Record<string, string>;
  /** Hex bit set of the utility rules the 404 page needs (empty under the dev server). */
  notFound: string;
}

const byRoutes = new Map<string, string>();

/**
 * The stylesheet a response inlines: every rule outside the utilities, and the utility rules the
 * matched routes (root, layout, page, or the route whose error boundary renders) can render
 * (DR 013), with only the `@property` rules those mention, and the 404 page's in a 404 response.
 * The same route set and status always give the same text, so it is cut once per isolate.
 * `styles` is the build's `virtual:route-styles` module.
 */
export function routeStylesheet(context: EntryContext, styles: RouteStyles): string {
  const { css, kept, notFound, ranges } = styles;
  const sets: string[] = [];
  for (const match of context.staticHandlerContext.matches) {
    const set = kept[context.manifest.routes[match.route.id]?.module ?? ""];
    // A route the client build did not list (there is none today): keep every rule.
    if (set === undefined) return css;
    sets.push(set);
  }
  if (context.staticHandlerContext.statusCode === 404) sets.push(notFound);
  const key = sets.join("|");
  let text = byRoutes.get(key);
  if (text === undefined) {
    text = ranges.length ? dropUnusedProperties(subsetStylesheet(css, ranges, sets)) : css;
    byRoutes.set(key, text);
  }
  return text;
}
