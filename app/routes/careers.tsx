import type { Route } from "./+types/careers";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("careers");

export const meta: Route.MetaFunction = (args) => pageMeta("careers", args);

export default function CareersPage() {
  return <PageHero page="careers" />;
}
