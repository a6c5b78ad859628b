import { useEffect, useMemo, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import fontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import { RouteErrorScreen } from "#app/components/RouteErrorScreen";
import { langFromPathname, languageMeta } from "#app/config/languages";
import { topLevelPages } from "#app/config/pages";
import {
  InlineStyles,
  applyFullStylesheet,
  prefetchFullStylesheetWhenIdle,
} from "#app/lib/route-stylesheet";
import { captureLandingAttribution } from "#app/lib/landing-attribution";
import { ChatLauncher } from "#app/features/chat-widget/ChatLauncher";
import { CookieConsent } from "#app/features/cookie-consent/CookieConsent";
import { consentPrecheckScript } from "#app/features/cookie-consent/consent-store";
import { makeI18n } from "#app/lib/i18n";
import { messages } from "#app/lib/messages.server";
import { pageLang } from "#app/lib/page-lang.server";
import { scrollEffectsScript } from "#app/lib/scroll-effects";
import { SCROLL_STORAGE_KEY } from "#app/lib/scroll-restoration";
import { useNonce } from "#app/lib/nonce";
import { siteUrl } from "#app/lib/request-context.server";
import { useBundles, useRootData, type RootData } from "#app/lib/root-data";
import { documentTitle, notFoundMeta } from "#app/lib/seo";

// One inline script in the head, not two: the parser stops for every inline script it meets
// (compile, run, and under DevTools a notice per script that waits on the browser process).
const headScript = `${consentPrecheckScript};\n${scrollEffectsScript}`;

// The Latin face is preloaded: text painted in the fallback and then swapped would move the
// bottom-anchored consent popup (a layout shift) on a first visit.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // A PNG (public/favicon.svg drawn at 48 px): Chromium draws an SVG icon in the page's own
  // main thread, as a whole SVG document, 10-40 ms on this machine right after load.
  { rel: "icon", href: "/favicon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** A page inlines only its own route's utility rules (DR 013); the next route may need others. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    await applyFullStylesheet();
    return next();
  },
];

/** Only drawn when an error reached the root boundary; pages set their own tags otherwise. */
export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return [];
  if (isRouteErrorResponse(args.error) && args.error.status === 404) return notFoundMeta(args);
  const root = args.loaderData;
  return [{ title: documentTitle(root ? root.common.errors.unexpected : "Error") }];
};

// `url` is the normalized address: request.url ends in .data on client navigations.
export function loader({ url, context }: Route.LoaderArgs): RootData {
  const lang = pageLang(context, url);
  return { lang, common: messages[lang].common, siteUrl: siteUrl(context) };
}

/** The shell's copy only changes with the language, so other navigations skip this loader. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (langFromPathname(currentUrl.pathname) !== langFromPathname(nextUrl.pathname)) return true;
  // The console's language is the agent's choice, not its path's: a sign-in, a language link or
  // a saved preference there may change it.
  return nextUrl.pathname === topLevelPages.agent.path && defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const current = useBundles();
  const lang = data?.lang ?? "en";
  // The agents' console is staff-only: no visitor chat launcher, and its one cookie (the
  // session) is strictly necessary, so no consent popup either.
  const staffPage = useLocation().pathname.replace(/\/$/, "") === topLevelPages.agent.path;
  // Rebuilt only when the language or the page changes (see useBundles).
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  const i18n = useMemo(() => (current ? makeI18n(lang, current.bundles) : null), [current?.key]);
  return (
    <html lang={lang} dir={languageMeta(lang).dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#060913" />
        <InlineStyles />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headScript }} />
        <Links />
        <Meta />
      </head>
      <body>
        {i18n ? (
          <I18nextProvider i18n={i18n}>
            {/* First in the body: a first-time visitor's browser paints the popup with the page's
                first frame instead of after parsing the whole page (its largest text was the
                pages' LCP, 0.5 s after the first paint on the platform page), and a screen
                reader meets the modal question before the page behind it. */}
            {staffPage ? null : <CookieConsent />}
            {children}
            {staffPage ? null : <ChatLauncher />}
          </I18nextProvider>
        ) : (
          children
        )}
        <ScrollRestoration nonce={nonce} storageKey={SCROLL_STORAGE_KEY} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The landing URL's UTM and referrer, before a client navigation replaces the address.
  useEffect(captureLandingAttribution, []);
  useEffect(prefetchFullStylesheetWhenIdle, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorScreen error={error} />;
}
