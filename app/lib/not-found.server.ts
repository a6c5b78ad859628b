import { data, redirect } from "react-router";
import { copyFor } from "#app/lib/messages.server";
import { redirectForUnprefixed } from "#app/lib/paths";

/**
 * Ends a loader with a 404. The response carries the 404 page's copy in the language of the
 * address (the root error boundary draws it), so no other page has to ship that copy.
 */
export function notFound(url: URL): never {
  throw data(copyFor(url, "notFound"), { status: 404 });
}

/** For a loader that got an address with no language prefix: redirect it (308) or 404. */
export function rejectUnprefixed(url: URL): never {
  const target = redirectForUnprefixed(url);
  if (target) throw redirect(target, 308);
  notFound(url);
}
