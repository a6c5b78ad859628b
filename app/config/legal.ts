import type { Lang } from "./languages";
import { legalPages, type PageId } from "./pages";

// The legal pages (pages.ts, also the footer's Legal column) share one route module
// (routes/legal.tsx) and one layout.
export type LegalPageId = (typeof legalPages)[number];

export function isLegalPage(id: PageId): id is LegalPageId {
  return (legalPages as readonly PageId[]).includes(id);
}

/**
 * When each text last changed: a day, or only a month where that is all the record gives. See
 * docs/decisions/003-brand-search-careers-legal.md. A text whose content changes takes the day
 * of the change: the date names the version a reader relies on.
 */
export const legalUpdated: Record<LegalPageId, string> = {
  terms: "2026-12-07",
  privacy: "2026-12-07",
  cookies: "2026-12-07",
  disclaimer: "2026-12-07",
  merchantPrivacy: "2026-12-07",
  pciCompliance: "2026-12-07",
  rgpdCompliance: "2026-12-07",
  dba: "2026-12-07",
};

/**
 * The date a text last changed, as the page shows it ("27 avril 2024", "January 2025"). Called by
 * the page's loader: the browser's first `Intl.DateTimeFormat` loads the locale's data, which took
 * most of the legal pages' longest task at hydration on a phone.
 */
export function legalUpdatedLabel(page: LegalPageId, lang: Lang): string {
  const updated = legalUpdated[page];
  const withDay = updated.length > 7;
  return new Intl.DateTimeFormat(lang, {
    year: "numeric",
    month: "long",
    ...(withDay ? { day: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(withDay ? updated : `${updated}-01`));
}
