import { redirect } from "react-router";
import type { Route } from "./+types/root-redirect";
import { redirectForUnprefixed } from "#app/lib/paths";

/** "/" is the English home page; the query string comes along. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(redirectForUnprefixed(url) ?? `/en${url.search}`, 308);
}
