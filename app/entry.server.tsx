import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { ServerJobPosts } from "#app/components/careers/server-job-posts";
import { langFromPathname } from "#app/config/languages";
import { NotFoundScreen, type NotFoundScreenProps } from "#app/components/NotFoundScreen";
import { ServerNotFoundScreen } from "#app/components/server-not-found-screen";
import * as catalogue from "#app/features/brand-search/catalogue";
import { ServerCatalogue } from "#app/features/brand-search/server-catalogue";
import { jobPosts } from "#app/lib/messages.server";
import { NonceProvider } from "#app/lib/nonce";
import { StylesProvider } from "#app/lib/route-stylesheet";
import { routeStylesheet } from "#app/lib/route-stylesheet.server";
import { scriptsAfterFirstPaint } from "#app/lib/scripts-after-first-paint.server";
import { renderAtServedPath } from "#app/lib/served-location.server";
import { nonceContext } from "#app/lib/request-context.server";
import * as routeStyles from "virtual:route-styles";

export const streamTimeout = 5_000;

const drawNotFoundScreen = (props: NotFoundScreenProps) => <NotFoundScreen {...props} />;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  let statusCode = responseStatusCode;
  renderAtServedPath(routerContext);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <StylesProvider value={routeStylesheet(routerContext, routeStyles)}>
        <ServerCatalogue value={catalogue}>
          <ServerJobPosts value={jobPosts[langFromPathname(new URL(request.url).pathname)]}>
            <ServerNotFoundScreen value={drawNotFoundScreen}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ServerNotFoundScreen>
          </ServerJobPosts>
        </ServerCatalogue>
      </StylesProvider>
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        statusCode = 500;
        if (!request.signal.aborted) console.error(error);
      },
    },
  );
  // Crawlers and the no-JS path get the whole document at once.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return scriptsAfterFirstPaint(
    new Response(body, { headers: responseHeaders, status: statusCode }),
  );
}
