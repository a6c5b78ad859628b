import { legalPages, type PageId } from "./pages";

// The legal pages (pages.ts, also the footer's Legal column) share one route module
// (routes/legal.tsx) and one layout.
export type LegalPageId = (typeof legalPages)[number];

export function isLegalPage(id: PageId): id is LegalPageId {
  return (legalPages as readonly PageId[]).includes(id);
}

/**
 * When each text last changed (SPEC section 9): a day, or only a month where that is all the
 * record gives. See docs/decisions/003-brand-search-and-legal-pages.md.
 */
export const legalUpdated: Record<LegalPageId, string> = {
  terms: "2024-04-27",
  privacy: "2024-04-27",
  cookies: "2024-04-27",
  disclaimer: "2024-04-27",
  merchantPrivacy: "2025-08-16",
  pciCompliance: "2025-08-16",
  rgpdCompliance: "2025-08-16",
  dba: "2025-01",
};
