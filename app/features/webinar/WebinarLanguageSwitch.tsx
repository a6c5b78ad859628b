import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_STORAGE_KEY, languageMeta, otherLang } from "#app/config/languages";
import { webinarPath, type WebinarPageId } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";

function remember(lang: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode: the switch still works, it just is not remembered.
  }
}

/**
 * The webinar pages' language switch: a link to the same page in the other language (English
 * lives at /webi, French at /fr/webi, so the site's prefix swap does not apply). A plain link,
 * not a client navigation: it works before the scripts load, and a screen reader announces the
 * new page and its language as any page load.
 */
export function WebinarLanguageSwitch({
  page,
  className = "min-h-10 px-3",
}: {
  page: WebinarPageId;
  /** Its height and padding, which differ by where it sits. */
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const target = otherLang(lang);
  const code = target.toUpperCase();
  // The visible code starts the name, so voice control can say "FR". A label, not hidden text:
  // Chromium reads a visually hidden span as a block and names the link "FR , Switch to French".
  return (
    <a
      href={webinarPath(target, page)}
      aria-label={`${code}, ${t("language.switchTo")}`}
      hrefLang={languageMeta(target).hreflang}
      onClick={() => remember(target)}
      lang={lang}
      data-testid="webi-language-switch"
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border border-white/15 text-sm font-semibold text-white transition hover:bg-white/10 ${className}`}
    >
      <Languages aria-hidden="true" size={16} />
      <span>{code}</span>
    </a>
  );
}
