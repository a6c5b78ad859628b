/** Built by scripts/build/route-styles-plugin.ts (DR 013); app/lib/route-stylesheet.server.ts reads it. */
declare module "virtual:route-styles" {
  import type { RouteStyles } from "#app/lib/route-stylesheet.server";
  export const css: RouteStyles["css"];
  export const ranges: RouteStyles["ranges"];
  export const kept: RouteStyles["kept"];
  export const notFound: RouteStyles["notFound"];
}
