import type { Route } from "./+types/legal.terms";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("terms");

export const meta: Route.MetaFunction = (args) => pageMeta("terms", args);

export default function TermsPage() {
  return <PageHero page="terms" size="compact" />;
}
