import type { Route } from "./+types/webi-checkout";
import { PageHero } from "#app/components/PageHero";
import { topLevelPages } from "#app/config/pages";
import { topLevelMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("webiCheckout");

export const meta: Route.MetaFunction = (args) =>
  topLevelMeta("webiCheckout", topLevelPages.webiCheckout.path, args, true);

export default function WebinarCheckoutPage() {
  return (
    <main id="main">
      <PageHero page="webiCheckout" size="compact" />
    </main>
  );
}
