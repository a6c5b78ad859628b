import { Languages } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { LANGUAGE_STORAGE_KEY, languageMeta, otherLang } from "#app/config/languages";
import { switchLangPath } from "#app/lib/paths";
import { useLang } from "#app/lib/root-data";

/** How long the "language changed" message stays in the live region. */
export const ANNOUNCE_MS = 1000;

/**
 * Switches to the same page under the other language's prefix. The live region lives here (not
 * in the switched page) because this component stays mounted across the switch.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const target = otherLang(lang);
  const location = useLocation();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const previousLang = useRef(lang);

  useEffect(() => {
    if (previousLang.current === lang) return;
    previousLang.current = lang;
    setSwitching(false);
    setAnnouncement(t("language.changed"));
    const timer = window.setTimeout(() => setAnnouncement(""), ANNOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [lang, t]);

  const onClick = () => {
    setSwitching(true);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, target);
    } catch {
      // Private mode: the switch still works, it just is not remembered.
    }
    void navigate(switchLangPath(location.pathname, location.search, location.hash, target));
  };

  const meta = languageMeta(target);
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        disabled={switching}
        lang={lang}
        data-testid="language-switch"
        className={`inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold transition hover:bg-white/10 disabled:opacity-60 ${className}`}
      >
        <Languages aria-hidden="true" size={18} />
        {/* The visible code starts the accessible name, so voice control can say "FR". */}
        <span>{meta.code.toUpperCase()}</span>
        <span className="sr-only">, {t("language.switchTo")}</span>
      </button>
      <output aria-live="polite" className="sr-only" data-testid="language-announcer">
        {announcement}
      </output>
    </>
  );
}
