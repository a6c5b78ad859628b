import { useMemo } from "react";
import { Link } from "react-router";
import { pagePath } from "#app/config/pages";
import { Flashlight } from "#app/components/Flashlight";
import { Logo } from "#app/components/Logo";
import type { Copy } from "#app/lib/i18n";
import { useLang } from "#app/lib/root-data";
import { I18nextProvider, useTranslation } from "react-i18next";

export interface NotFoundScreenProps {
  copy: Copy["notFound"];
}

/**
 * The 404 page, drawn with the copy the 404 response brought (app/lib/not-found.ts). Loaded on
 * demand in the browser (server-not-found-screen.ts).
 */
export function NotFoundScreen({ copy }: NotFoundScreenProps) {
  const { i18n } = useTranslation();
  // A copy of the render's instance with the 404's namespace too; the page's own is left as is.
  const withCopy = useMemo(() => {
    const instance = i18n.cloneInstance({ forkResourceStore: true });
    instance.addResourceBundle(instance.language, "notFound", copy);
    return instance;
  }, [i18n, copy]);
  return (
    <I18nextProvider i18n={withCopy}>
      <NotFoundPage />
    </I18nextProvider>
  );
}

function NotFoundPage() {
  const { t } = useTranslation("notFound");
  const { t: common } = useTranslation();
  const lang = useLang();
  const home = pagePath(lang, "home");
  return (
    <main
      id="main"
      className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-ink-950 text-white"
    >
      <Flashlight />
      <div className="container-page relative py-6">
        <Link to={home} aria-label={common("a11y.homeLink")} className="inline-block rounded-lg">
          <Logo />
        </Link>
      </div>
      <div className="container-page relative flex flex-1 flex-col items-center justify-center pb-24 text-center">
        <p
          className="text-highlight text-[7rem] leading-none font-extrabold tracking-tighter sm:text-[11rem]"
          aria-hidden="true"
        >
          {t("code")}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
          <span className="sr-only">{t("code")} </span>
          {t("title")}
        </h1>
        <p className="mt-4 max-w-md text-lg text-white/80">{t("body")}</p>
        <Link to={home} className="btn-primary mt-10 min-h-12 px-7 text-base">
          {t("goHome")}
        </Link>
      </div>
    </main>
  );
}
