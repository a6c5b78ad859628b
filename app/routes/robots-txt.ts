import type { Route } from "./+types/robots-txt";
import { siteUrl } from "#app/lib/request-context.server";
import { buildRobots, crawlerFile } from "#app/lib/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return crawlerFile(buildRobots(siteUrl(context)), "text/plain");
}
