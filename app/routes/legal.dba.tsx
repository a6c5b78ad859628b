import type { Route } from "./+types/legal.dba";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";
import { copyLoader } from "#app/lib/messages.server";

export const loader = copyLoader("dba");

export const meta: Route.MetaFunction = (args) => pageMeta("dba", args);

export default function DbaPage() {
  return <PageHero page="dba" size="compact" />;
}
