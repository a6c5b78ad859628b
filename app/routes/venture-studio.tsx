import type { Route } from "./+types/venture-studio";
import { PageHero } from "#app/components/PageHero";
import { pagePath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("ventureStudio");

export const meta: Route.MetaFunction = (args) => pageMeta("ventureStudio", args);

export default function VentureStudioPage() {
  const lang = useLang();
  return (
    <PageHero page="ventureStudio" actions={[{ key: "cta", to: pagePath(lang, "contact") }]} />
  );
}
