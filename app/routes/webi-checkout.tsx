import { ArrowLeft, Check } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/webi-checkout";
import { pagePath } from "#app/config/pages";
import { openConsentSettings } from "#app/features/cookie-consent/consent-store";
import { products } from "#app/features/webinar/catalogue";
import { metaSettings } from "#app/features/webinar/meta-settings.server";
import { paymentsConfig } from "#app/features/webinar/payments.server";
import { useWebinarTracking } from "#app/features/webinar/tracking";
import { WebinarCheckout } from "#app/features/webinar/WebinarCheckout";
import { WebinarLanguageSwitch } from "#app/features/webinar/WebinarLanguageSwitch";
import { useWebinarPaths } from "#app/features/webinar/webinar-paths";
import { formatUsd } from "#app/lib/format-money";
import { copyFor } from "#app/lib/messages.server";
import { cloudflareContext } from "#app/lib/request-context.server";
import { useLang } from "#app/lib/root-data";
import { webinarMeta } from "#app/lib/seo";
import { useCopy } from "#app/lib/use-copy";

export function loader({ url, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  return {
    ...copyFor(url, "webiCheckout"),
    // Public values only: the publishable key and the pixel id are meant for browsers.
    publishableKey: paymentsConfig(env)?.publishableKey ?? null,
    pixelId: metaSettings(env).pixelId,
  };
}

export const meta: Route.MetaFunction = (args) => webinarMeta("webiCheckout", args);

const highlight = { hl: <span className="text-highlight" /> };

/** The workshop checkout: no site header or footer, the order summary beside the steps. */
export default function WebinarCheckoutPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useTranslation("webiCheckout");
  const { t: tc } = useTranslation("common");
  const copy = useCopy("webiCheckout");
  const checkout = copy("checkout");
  const track = useWebinarTracking(loaderData.pixelId);
  const price = formatUsd(products.webinar.amount / 100, lang);
  const { landing } = useWebinarPaths();
  return (
    <div className="hero-glow min-h-screen text-white">
      <header className="container-page flex items-center justify-between gap-4 pt-4 sm:pt-6">
        <Link
          to={landing}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white/85 underline-offset-4 hover:text-white hover:underline"
        >
          <ArrowLeft aria-hidden="true" size={18} />
          {checkout.back}
        </Link>
        <WebinarLanguageSwitch page="webiCheckout" className="min-h-11 px-3" />
      </header>
      <main
        id="main"
        className="container-page grid gap-10 pt-8 pb-14 sm:pt-12 sm:pb-20 lg:grid-cols-[1fr_minmax(0,30rem)] lg:items-start lg:gap-16"
      >
        <div>
          <p className="eyebrow">{t("hero.eyebrow")}</p>
          <h1 className="mt-6 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            <Trans t={t} i18nKey="hero.title" components={highlight} />
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/80">{checkout.workshop}</p>
          {/* Wraps on a phone: "19,99 $US" leaves the French note too narrow a column. */}
          <p className="mt-8 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-5xl font-extrabold" data-testid="checkout-price">
              {price}
            </span>
            <span className="text-white/70">{checkout.priceNote}</span>
          </p>
          <h2 className="mt-10 text-sm font-bold tracking-[0.14em] text-brand-200 uppercase">
            {checkout.includes}
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {checkout.guarantees.map((line) => (
              <li key={line} className="flex gap-3 text-white/90">
                <Check aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-mint-300" />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <WebinarCheckout lang={lang} publishableKey={loaderData.publishableKey} track={track} />
      </main>
      <footer className="border-t border-white/10 py-8 text-sm text-white/70">
        <div className="container-page flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>{checkout.footer.rights}</p>
          <nav aria-label={checkout.footer.legal} className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={pagePath(lang, "privacy")} className="underline-offset-4 hover:underline">
              {checkout.footer.privacy}
            </Link>
            <Link to={pagePath(lang, "terms")} className="underline-offset-4 hover:underline">
              {checkout.footer.terms}
            </Link>
            <button
              type="button"
              onClick={openConsentSettings}
              className="underline-offset-4 hover:underline"
            >
              {tc("footer.legal.cookieSettings")}
            </button>
          </nav>
        </div>
      </footer>
    </div>
  );
}
