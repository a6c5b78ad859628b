import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { defaultLang, langCodes } from "./config/languages";
import { langAliases, langPages, webinarPath } from "./config/pages";

/** The webinar funnel in the other languages: the same modules as /webi and /webiCheckout. */
const translatedWebinarPages = langCodes
  .filter((lang) => lang !== defaultLang)
  .flatMap((lang) => [
    route(webinarPath(lang, "webi").slice(1), "routes/webi.tsx", { id: `routes/webi.${lang}` }),
    route(webinarPath(lang, "webiCheckout").slice(1), "routes/webi-checkout.tsx", {
      id: `routes/webi-checkout.${lang}`,
    }),
  ]);

export default [
  index("routes/root-redirect.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("webi", "routes/webi.tsx"),
  route("webiCheckout", "routes/webi-checkout.tsx"),
  // Outside the `:lang` layout: the funnel has no site header or footer in any language.
  ...translatedWebinarPages,
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
