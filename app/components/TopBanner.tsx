import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagePath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";

export function TopBanner() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    // A landmark of its own: content outside every landmark is missed by landmark navigation.
    <aside
      aria-label={t("a11y.announcement")}
      className="bg-gradient-to-r from-brand-800 via-brand-700 to-ink-800 text-white"
    >
      <p className="container-page flex min-h-10 flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2 text-center text-[0.8rem] sm:text-sm">
        <span>{t("banner.text")}</span>
        <Link
          to={pagePath(lang, "decline")}
          className="inline-flex items-center gap-1 font-semibold text-mint-200 underline-offset-4 hover:underline"
        >
          {t("banner.link")}
          <ArrowRight aria-hidden="true" size={14} />
        </Link>
      </p>
    </aside>
  );
}
