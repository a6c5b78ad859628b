import { useTranslation } from "react-i18next";
import { Logo } from "#app/components/Logo";

export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="hero-glow flex min-h-dvh flex-col items-center justify-center px-6 text-center text-white"
    >
      <Logo />
      <h1 className="mt-10 text-3xl font-bold tracking-tight sm:text-4xl">
        {t("errors.unexpected")}
      </h1>
      <p className="mt-4 max-w-md text-lg text-white/80">{t("errors.unexpectedBody")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="btn-primary mt-10 min-h-12 px-7 text-base"
      >
        {t("errors.reload")}
      </button>
    </main>
  );
}
