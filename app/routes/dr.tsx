import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/dr";
import { PageHero } from "#app/components/PageHero";
import { site } from "#app/config/site";
import { pageMeta } from "#app/lib/seo";
import type { ChromeHandle } from "#app/routes/lang-layout";
import { copyLoader } from "#app/lib/messages.server";

export const handle: ChromeHandle = { chrome: "minimal" };

export const loader = copyLoader("dr");

export const meta: Route.MetaFunction = (args) => pageMeta("dr", args);

export default function DirectResponsePage() {
  const { t } = useTranslation("dr");
  return (
    <PageHero page="dr" actions={[{ key: "cta", to: site.telegramUrl }]}>
      <p className="mt-6 inline-flex items-center gap-2 text-sm text-white/75">
        <ShieldCheck aria-hidden="true" size={18} className="text-mint-300" />
        {t("hero.note")}
      </p>
    </PageHero>
  );
}
