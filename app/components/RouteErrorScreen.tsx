import { isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "#app/components/ErrorScreen";
import { NotFoundScreen } from "#app/components/NotFoundScreen";
import { notFoundCopy } from "#app/lib/not-found";

/** What the root error boundary draws: the 404 page for a 404 (which brings its copy), the error
 * screen otherwise. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const copy = notFoundCopy(error);
  if (copy) return <NotFoundScreen copy={copy} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen />;
}
