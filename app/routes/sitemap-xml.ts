import type { Route } from "./+types/sitemap-xml";
import { siteUrl } from "#app/lib/request-context.server";
import { buildSitemap, crawlerFile } from "#app/lib/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return crawlerFile(buildSitemap(siteUrl(context)), "application/xml");
}
