import type { Route } from "./+types/decline";
import { PageHero } from "#app/components/PageHero";
import { pagePath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("decline");

export const meta: Route.MetaFunction = (args) => pageMeta("decline", args);

export default function DeclinePage() {
  const lang = useLang();
  return <PageHero page="decline" actions={[{ key: "cta", to: pagePath(lang, "contact") }]} />;
}
