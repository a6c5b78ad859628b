import type { Route } from "./+types/not-found";
import { rejectUnprefixed } from "#app/lib/not-found.server";

/**
 * /404 and every unmatched address. Throwing lets the root error boundary draw the 404 page with
 * status 404 in the language of the path's prefix.
 */
export function loader({ url }: Route.LoaderArgs) {
  rejectUnprefixed(url);
}

export default function NotFound() {
  return null;
}
