import type { Route } from "./+types/legal.rgpd-compliance";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("rgpdCompliance");

export const meta: Route.MetaFunction = (args) => pageMeta("rgpdCompliance", args);

export default function GdprCompliancePage() {
  return <PageHero page="rgpdCompliance" size="compact" />;
}
