import type { Route } from "./+types/cashback";
import { PageHero } from "#app/components/PageHero";
import { pagePath } from "#app/config/pages";
import { useLang } from "#app/lib/root-data";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("cashback");

export const meta: Route.MetaFunction = (args) => pageMeta("cashback", args);

export default function CashbackPage() {
  const lang = useLang();
  return <PageHero page="cashback" actions={[{ key: "cta", to: pagePath(lang, "demo") }]} />;
}
