import type { Route } from "./+types/iso";
import { PageHero } from "#app/components/PageHero";
import { pagePath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("iso");

export const meta: Route.MetaFunction = (args) => pageMeta("iso", args);

export default function IsoPage() {
  const lang = useLang();
  return <PageHero page="iso" actions={[{ key: "cta", to: pagePath(lang, "contact") }]} />;
}
