import { webinarPath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";

/**
 * The funnel's two addresses in the language of the page: every call to action leads to the
 * checkout of the same language, and the checkout's way back to the landing of that language.
 */
export function useWebinarPaths(): { landing: string; checkout: string } {
  const lang = useLang();
  return { landing: webinarPath(lang, "webi"), checkout: webinarPath(lang, "webiCheckout") };
}
