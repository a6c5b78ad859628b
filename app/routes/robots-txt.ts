import type { Route } from "./+types/robots-txt";
import { cloudflareContext } from "#app/lib/request-context.server";
import { buildRobots } from "#app/lib/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  return new Response(buildRobots(env.SITE_URL.replace(/\/$/, "")), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
