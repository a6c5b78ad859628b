import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/prerender.ts";

export default {
  ssr: true,
  // Pages that only change when we deploy are rendered once here and served as static files
  // (DR 010). Two at a time: the preview server can refuse connections under more on slow CI.
  prerender: { paths: [...prerenderPaths], concurrency: 2 },
  // The whole route manifest loads with the page (a few KB) instead of being discovered from the
  // links on screen after hydration: each discovery patched the router's state, which re-rendered
  // every page and woke every section still waiting to hydrate (app/lib/hydrate-when-seen.tsx).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
