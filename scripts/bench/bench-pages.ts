import { langCodes } from "#app/config/languages";
import { langPages, pagePath, webinarPageIds, webinarPath } from "#app/config/pages";

/**
 * Every page of the sitemap plus the webinar funnel (/webi, /fr/webi, /webiCheckout,
 * /fr/webiCheckout), a page's languages one after the other:
 * the machine's load drifts over the hour a full bench takes, and with all English pages first the
 * French ones read up to 100 ms more TBT than their English twins, which a second bench with the
 * pairs interleaved did not show.
 */
export const allPages = [
  ...langPages.flatMap((page) => langCodes.map((lang) => pagePath(lang, page.id))),
  ...webinarPageIds.flatMap((id) => langCodes.map((lang) => webinarPath(lang, id))),
];

/** BENCH_PAGES (comma-separated paths, or `all`), else `fallback`. */
export function benchPages(fallback: readonly string[]): string[] {
  const listed = process.env.BENCH_PAGES;
  if (!listed) return [...fallback];
  return listed === "all" ? allPages : listed.split(",");
}
