import { isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "#app/components/ErrorScreen";
import { NotFoundScreen } from "#app/components/NotFoundScreen";

/** What the root error boundary draws: the 404 page for a 404, the error screen otherwise. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen />;
}
