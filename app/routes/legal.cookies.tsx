import type { Route } from "./+types/legal.cookies";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";

export const meta: Route.MetaFunction = (args) => pageMeta("cookies", args);

export default function CookiesPage() {
  return <PageHero page="cookies" size="compact" />;
}
