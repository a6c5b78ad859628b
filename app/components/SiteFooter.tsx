import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { legalPages, pagePath, productPages, webinarPath } from "#app/config/pages";
import { site } from "#app/config/site";
import { Logo } from "#app/components/Logo";
import { SocialIcon, socialNetworks } from "#app/components/SocialIcons";
import { TrustBadges } from "#app/components/TrustBadges";
import { openConsentSettings } from "#app/features/cookie-consent/consent-store";
import { useLang } from "#app/lib/root-data";

const linkClass = "text-white/75 transition hover:text-white";

/** The site footer; `minimal` keeps only the bottom bar (direct-response landing pages). */
export function SiteFooter({ minimal = false }: { minimal?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  // The copyright year is the only clock read in render; a stale year for one request is harmless.
  // oxlint-disable-next-line react/purity
  const year = new Date().getFullYear();

  return (
    <footer className="bg-ink-950 text-white" data-testid="site-footer">
      {!minimal && (
        <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Logo />
            <p className="mt-4 text-sm leading-relaxed text-white/75">{t("footer.tagline")}</p>
            <h2 className="mt-8 text-sm font-semibold text-white">{t("footer.contact.heading")}</h2>
            <ul className="mt-3 space-y-2.5 text-sm">
              <li>
                <a href={site.phoneHref} className={`${linkClass} inline-flex items-center gap-2`}>
                  <Phone aria-hidden="true" size={16} className="text-mint-300" />
                  <span className="sr-only">{t("footer.contact.phone")}</span>
                  <span aria-hidden="true">{site.phone}</span>
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${site.email}`}
                  className={`${linkClass} inline-flex items-center gap-2`}
                >
                  <Mail aria-hidden="true" size={16} className="text-mint-300" />
                  <span className="sr-only">{t("footer.contact.email")}</span>
                  <span aria-hidden="true">{site.email}</span>
                </a>
              </li>
              <li className="flex items-start gap-2 text-white/75">
                <MapPin aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-mint-300" />
                <span>
                  <span className="block font-medium text-white">{t("footer.contact.office")}</span>
                  {site.usOffice}
                </span>
              </li>
            </ul>
            <h2 className="sr-only">{t("footer.social.heading")}</h2>
            <ul className="mt-6 flex gap-2">
              {socialNetworks.map((network) => (
                <li key={network}>
                  <a
                    href={site.social[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t(`footer.social.${network}`)} ${t("a11y.opensInNewTab")}`}
                    className="grid size-10 place-items-center rounded-full border border-white/15 text-white/80 transition hover:border-white/40 hover:text-white"
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav
            aria-label={t("a11y.footerNav")}
            className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4"
          >
            <FooterColumn
              title={t("footer.columns.products")}
              links={productPages.map((id) => ({
                to: pagePath(lang, id),
                label: t(`products.${id}.name`),
              }))}
            />
            <FooterColumn
              title={t("footer.columns.company")}
              links={[
                { to: pagePath(lang, "about"), label: t("nav.about") },
                { to: pagePath(lang, "ventureStudio"), label: t("nav.ventureStudio") },
                { to: pagePath(lang, "careers"), label: t("footer.links.careers") },
                { to: pagePath(lang, "contact"), label: t("footer.links.contact") },
              ]}
            />
            <FooterColumn
              title={t("footer.columns.quickLinks")}
              links={[
                { to: pagePath(lang, "checkout"), label: t("footer.links.checkoutDemo") },
                { to: pagePath(lang, "subnovaDemo"), label: t("footer.links.productDemo") },
                { to: pagePath(lang, "demo"), label: t("footer.links.cashbackDemo") },
                { to: pagePath(lang, "dr"), label: t("footer.links.directResponse") },
                { to: webinarPath(lang, "webi"), label: t("footer.links.masterclass") },
              ]}
            />
            <FooterColumn
              title={t("footer.columns.legal")}
              links={legalPages.map((id) => ({
                to: pagePath(lang, id),
                label: t(`footer.legal.${id}`),
              }))}
            />
          </nav>
        </div>
      )}
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-6 py-8 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="sr-only">{t("footer.badges.heading")}</h2>
            <TrustBadges />
          </div>
          <div className="space-y-1 text-sm text-white/70 lg:text-right">
            <p>{t("footer.copyright", { year })}</p>
            <p>{t("footer.entity")}</p>
            <button
              type="button"
              onClick={openConsentSettings}
              className="font-semibold text-white underline-offset-4 hover:underline"
              data-testid="cookie-settings"
            >
              {t("footer.legal.cookieSettings")}
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
