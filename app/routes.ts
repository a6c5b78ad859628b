import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { langAliases, langPages } from "./config/pages";

export default [
  index("routes/root-redirect.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("webi", "routes/webi.tsx"),
  route("webiCheckout", "routes/webi-checkout.tsx"),
  route("agent", "routes/agent.tsx"),
  route("404", "routes/not-found.tsx", { id: "routes/not-found-page" }),
  route(":lang", "routes/lang-layout.tsx", [
    // Ids by page, since several pages can share a module (the legal pages).
    ...langPages.map((page) =>
      page.path === ""
        ? index(`routes/${page.file}.tsx`, { id: `page.${page.id}` })
        : route(page.path, `routes/${page.file}.tsx`, { id: `page.${page.id}` }),
    ),
    ...Object.keys(langAliases).map((from) =>
      route(from, "routes/lang-alias.ts", { id: `routes/lang-alias.${from}` }),
    ),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
