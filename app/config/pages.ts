import { defaultLang, type Lang } from "#app/config/languages";

/**
 * The one route table of the site. routes.ts, the header, the footer, the sitemap and the
 * unprefixed-path redirects are all derived from it, so a page added here appears everywhere.
 */

export type PageId =
  | "home"
  | "cross"
  | "cashback"
  | "decline"
  | "iso"
  | "platform"
  | "about"
  | "contact"
  | "careers"
  | "ventureStudio"
  | "terms"
  | "privacy"
  | "cookies"
  | "disclaimer"
  | "merchantPrivacy"
  | "dba"
  | "pciCompliance"
  | "rgpdCompliance"
  | "checkout"
  | "dr"
  | "subnovaDemo"
  | "demo";

export interface LangPage {
  id: PageId;
  /** Path below the language prefix, without slashes; "" is the language root. */
  path: string;
  /** Route module under app/routes/, without extension (the legal pages share one). */
  file: string;
  /** Sitemap priority; omitted pages are still listed with the default. */
  priority?: number;
}

export const langPages: readonly LangPage[] = [
  { id: "home", path: "", file: "home", priority: 1 },
  { id: "cross", path: "cross", file: "cross", priority: 0.9 },
  { id: "cashback", path: "cashback", file: "cashback", priority: 0.9 },
  { id: "decline", path: "decline", file: "decline", priority: 0.9 },
  { id: "iso", path: "iso", file: "iso", priority: 0.9 },
  { id: "platform", path: "platform", file: "platform", priority: 0.9 },
  { id: "ventureStudio", path: "venture-studio", file: "venture-studio", priority: 0.8 },
  { id: "about", path: "about", file: "about", priority: 0.7 },
  { id: "contact", path: "contact", file: "contact", priority: 0.8 },
  { id: "careers", path: "careers", file: "careers", priority: 0.6 },
  { id: "checkout", path: "checkout", file: "checkout", priority: 0.6 },
  { id: "demo", path: "demo", file: "demo", priority: 0.6 },
  { id: "subnovaDemo", path: "subnova-demo", file: "subnova-demo", priority: 0.5 },
  { id: "dr", path: "dr", file: "dr", priority: 0.4 },
  { id: "terms", path: "terms", file: "legal", priority: 0.3 },
  { id: "privacy", path: "privacy", file: "legal", priority: 0.3 },
  { id: "cookies", path: "cookies", file: "legal", priority: 0.3 },
  { id: "disclaimer", path: "disclaimer", file: "legal", priority: 0.3 },
  {
    id: "merchantPrivacy",
    path: "merchant-privacy-and-compliance-policy",
    file: "legal",
    priority: 0.3,
  },
  { id: "dba", path: "dba", file: "legal", priority: 0.3 },
  { id: "pciCompliance", path: "pci-compliance", file: "legal", priority: 0.3 },
  { id: "rgpdCompliance", path: "rgpd-compliance", file: "legal", priority: 0.3 },
];

/** Old or alternative paths below a language prefix, and the page each one now lives at. */
export const langAliases: Readonly<Record<string, PageId>> = {
  home: "home",
  "cross-sell": "cross",
  discounts: "platform",
  "discount-platform": "platform",
};

/** The five products of the header's Products menu, in display order. */
export const productPages = ["cross", "cashback", "decline", "iso", "platform"] as const;
export type ProductId = (typeof productPages)[number];

export const legalPages = [
  "terms",
  "privacy",
  "cookies",
  "disclaimer",
  "merchantPrivacy",
  "dba",
  "pciCompliance",
  "rgpdCompliance",
] as const satisfies readonly PageId[];

export function pageById(id: PageId): LangPage {
  const page = langPages.find((p) => p.id === id);
  if (!page) throw new Error(`Unknown page id ${id}`);
  return page;
}

/** The public path of a page in a language, e.g. ("fr", "about") -> "/fr/about". */
export function pagePath(lang: string, id: PageId): string {
  const { path } = pageById(id);
  return path ? `/${lang}/${path}` : `/${lang}`;
}

/** Top-level pages that live outside the language prefix (in English). */
export const topLevelPages = {
  webi: { path: "/webi", indexable: true },
  webiCheckout: { path: "/webiCheckout", indexable: false },
  agent: { path: "/agent", indexable: false },
} as const;

/**
 * The webinar funnel's pages. English keeps the spec's top-level addresses; every other language
 * serves its twin under its prefix (/fr/webi, /fr/webiCheckout), still without the site's layout.
 */
export const webinarPageIds = ["webi", "webiCheckout"] as const;
export type WebinarPageId = (typeof webinarPageIds)[number];

/** A webinar page's address in a language: ("en", "webi") -> "/webi", ("fr", "webi") -> "/fr/webi". */
export function webinarPath(lang: Lang, id: WebinarPageId): string {
  const { path } = topLevelPages[id];
  return lang === defaultLang ? path : `/${lang}${path}`;
}
