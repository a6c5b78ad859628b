import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/prerender.ts";

export default {
  ssr: true,
  // Pages that only change when we deploy are rendered once here and served as static files
  // (DR 010). Two at a time: the preview server can refuse connections under more on slow CI.
  prerender: { paths: [...prerenderPaths], concurrency: 2 },
} satisfies Config;
