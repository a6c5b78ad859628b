import type { Route } from "./+types/checkout";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("checkout");

export const meta: Route.MetaFunction = (args) => pageMeta("checkout", args);

export default function CheckoutDemoPage() {
  return <PageHero page="checkout" />;
}
