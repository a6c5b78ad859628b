import type { Route } from "./+types/platform";
import { PageHero } from "#app/components/PageHero";
import { pagePath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("platform");

export const meta: Route.MetaFunction = (args) => pageMeta("platform", args);

export default function PlatformPage() {
  const lang = useLang();
  return <PageHero page="platform" actions={[{ key: "cta", to: pagePath(lang, "contact") }]} />;
}
