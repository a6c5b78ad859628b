import type { Route } from "./+types/about";
import { PageHero } from "#app/components/PageHero";
import { pagePath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("about");

export const meta: Route.MetaFunction = (args) => pageMeta("about", args);

export default function AboutPage() {
  const lang = useLang();
  return <PageHero page="about" actions={[{ key: "cta", to: pagePath(lang, "careers") }]} />;
}
