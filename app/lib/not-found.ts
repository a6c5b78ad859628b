import { isRouteErrorResponse } from "react-router";
import type { Copy } from "#app/lib/i18n";

/** The 404 page's copy that a 404 response carries (app/lib/not-found.server.ts), if it does. */
export function notFoundCopy(error: unknown): Copy["notFound"] | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 404) return undefined;
  const data: unknown = error.data;
  if (!data || typeof data !== "object" || !("copy" in data)) return undefined;
  const { copy } = data as { copy: Partial<Copy> };
  return copy.notFound;
}
