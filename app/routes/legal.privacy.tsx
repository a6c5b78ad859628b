import type { Route } from "./+types/legal.privacy";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("privacy");

export const meta: Route.MetaFunction = (args) => pageMeta("privacy", args);

export default function PrivacyPage() {
  return <PageHero page="privacy" size="compact" />;
}
