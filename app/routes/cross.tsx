import type { Route } from "./+types/cross";
import { PageHero } from "#app/components/PageHero";
import { pagePath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("cross");

export const meta: Route.MetaFunction = (args) => pageMeta("cross", args);

export default function CrossSellPage() {
  const lang = useLang();
  return (
    <PageHero
      page="cross"
      actions={[
        { key: "cta", to: pagePath(lang, "contact") },
        { key: "secondaryCta", to: pagePath(lang, "checkout"), variant: "ghost" },
      ]}
    />
  );
}
