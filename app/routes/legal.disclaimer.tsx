import type { Route } from "./+types/legal.disclaimer";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("disclaimer");

export const meta: Route.MetaFunction = (args) => pageMeta("disclaimer", args);

export default function DisclaimerPage() {
  return <PageHero page="disclaimer" size="compact" />;
}
