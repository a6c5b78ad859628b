import type { Route } from "./+types/subnova-demo";
import { PageHero } from "#app/components/PageHero";
import { pagePath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("subnovaDemo");

export const meta: Route.MetaFunction = (args) => pageMeta("subnovaDemo", args);

export default function ProductDemoPage() {
  const lang = useLang();
  return <PageHero page="subnovaDemo" actions={[{ key: "cta", to: pagePath(lang, "contact") }]} />;
}
