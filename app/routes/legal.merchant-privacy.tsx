import type { Route } from "./+types/legal.merchant-privacy";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("merchantPrivacy");

export const meta: Route.MetaFunction = (args) => pageMeta("merchantPrivacy", args);

export default function MerchantPrivacyPage() {
  return <PageHero page="merchantPrivacy" size="compact" />;
}
