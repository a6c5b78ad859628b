import type { Route } from "./+types/legal.dba";
import { PageHero } from "#app/components/PageHero";
import { pageMeta } from "#app/lib/seo";

export const meta: Route.MetaFunction = (args) => pageMeta("dba", args);

export default function DbaPage() {
  return <PageHero page="dba" size="compact" />;
}
