import type { Route } from "./+types/legal.pci-compliance";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("pciCompliance");

export const meta: Route.MetaFunction = (args) => pageMeta("pciCompliance", args);

export default function PciCompliancePage() {
  return <PageHero page="pciCompliance" size="compact" />;
}
