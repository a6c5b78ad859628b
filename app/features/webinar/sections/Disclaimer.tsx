import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagePath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";
import { useCopy } from "#app/lib/use-copy";

/** The earnings disclaimer and the legal links: the page's only footer. */
export function Disclaimer({ year }: { year: number }) {
  const { t } = useTranslation("webi");
  const disclaimer = useCopy("webi")("disclaimer");
  const lang = useLang();
  const links = [
    { to: pagePath(lang, "privacy"), label: disclaimer.privacy },
    { to: pagePath(lang, "terms"), label: disclaimer.terms },
    { to: pagePath(lang, "disclaimer"), label: disclaimer.legal },
  ];
  return (
    <footer aria-labelledby="webi-disclaimer" className="border-t border-white/10 bg-ink-950 py-14">
      <div className="container-page max-w-4xl text-sm leading-relaxed text-white/75">
        <h2 id="webi-disclaimer" className="text-base font-bold text-white">
          {disclaimer.title}
        </h2>
        <p className="mt-3">{disclaimer.text}</p>
        <div className="mt-8 flex flex-col gap-4 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("disclaimer.copyright", { year })}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
