import type { Route } from "./+types/demo";
import { PageHero } from "#app/components/PageHero";
import { PopupCustomizer } from "#app/features/cashback-demo/PopupCustomizer";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("demo");

export const meta: Route.MetaFunction = (args) => pageMeta("demo", args);

export default function CashbackDemoPage() {
  return (
    <>
      <PageHero page="demo" size="compact" />
      <PopupCustomizer />
    </>
  );
}
