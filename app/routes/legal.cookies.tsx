import type { Route } from "./+types/legal.cookies";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("cookies");

export const meta: Route.MetaFunction = (args) => pageMeta("cookies", args);

export default function CookiesPage() {
  return <PageHero page="cookies" size="compact" />;
}
