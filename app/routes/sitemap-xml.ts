import type { Route } from "./+types/sitemap-xml";
import { cloudflareContext } from "#app/lib/request-context.server";
import { buildSitemap } from "#app/lib/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  return new Response(buildSitemap(env.SITE_URL.replace(/\/$/, "")), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
