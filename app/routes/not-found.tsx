import { data, redirect } from "react-router";
import type { Route } from "./+types/not-found";
import { redirectForUnprefixed } from "#app/lib/paths";

/**
 * /404 and every unmatched address. Throwing lets the root error boundary draw the 404 page with
 * status 404 in the language of the path's prefix.
 */
export function loader({ url }: Route.LoaderArgs) {
  const target = url.pathname === "/404" ? null : redirectForUnprefixed(url);
  if (target) throw redirect(target, 308);
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
