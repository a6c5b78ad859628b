import type { Route } from "./+types/home";
import { useTranslation } from "react-i18next";
import { DashboardPreview } from "#app/components/DashboardPreview";
import { PageHero } from "#app/components/PageHero";
import { pagePath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("home");

export const meta: Route.MetaFunction = (args) => pageMeta("home", args);

export default function HomePage() {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <PageHero
      page="home"
      aside={<DashboardPreview />}
      actions={[
        { key: "cta", to: pagePath(lang, "contact") },
        { key: "secondaryCta", to: pagePath(lang, "checkout"), variant: "ghost" },
      ]}
    >
      <p className="mt-10 text-sm font-medium text-white/70">{t("hero.trust")}</p>
    </PageHero>
  );
}
