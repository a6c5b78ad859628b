import { redirect } from "react-router";
import type { Route } from "./+types/lang-alias";
import { isLang } from "#app/config/languages";
import { notFound } from "#app/lib/not-found.server";
import { canonicalLangPath } from "#app/lib/paths";

/** Old addresses (/en/home, /fr/cross-sell, /en/discounts ...) move permanently to their page. */
export function loader({ params, url }: Route.LoaderArgs) {
  const alias = url.pathname.split("/").filter(Boolean)[1] ?? "";
  const target = isLang(params.lang) ? canonicalLangPath(params.lang, alias) : null;
  if (!target) notFound(url);
  return redirect(`${target}${url.search}`, 301);
}
