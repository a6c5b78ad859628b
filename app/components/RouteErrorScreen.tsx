import { lazy, Suspense, use } from "react";
import { isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "#app/components/ErrorScreen";
import { ServerNotFoundScreen } from "#app/components/server-not-found-screen";
import { notFoundCopy } from "#app/lib/not-found";

const LoadedNotFoundScreen = lazy(() =>
  import("#app/components/NotFoundScreen").then((module) => ({ default: module.NotFoundScreen })),
);

/** What the root error boundary draws: the 404 page for a 404 (which brings its copy), the error
 * screen otherwise. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const drawOnServer = use(ServerNotFoundScreen);
  const copy = notFoundCopy(error);
  if (copy) {
    return (
      <Suspense fallback={null}>
        {drawOnServer ? drawOnServer({ copy }) : <LoadedNotFoundScreen copy={copy} />}
      </Suspense>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen />;
}
