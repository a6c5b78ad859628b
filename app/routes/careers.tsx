import type { Route } from "./+types/careers";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";

export const meta: Route.MetaFunction = (args) => pageMeta("careers", args);

export default function CareersPage() {
  return <PageHero page="careers" />;
}
