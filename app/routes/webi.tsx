import type { Route } from "./+types/webi";
import { PageHero } from "#app/components/PageHero";
import { topLevelPages } from "#app/config/pages";
import { topLevelMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("webi");

export const meta: Route.MetaFunction = (args) =>
  topLevelMeta("webi", topLevelPages.webi.path, args);

/** The workshop landing page: no site header or footer, every Get Started goes to checkout. */
export default function WebinarPage() {
  return (
    <main id="main">
      <PageHero page="webi" actions={[{ key: "cta", to: topLevelPages.webiCheckout.path }]} />
    </main>
  );
}
