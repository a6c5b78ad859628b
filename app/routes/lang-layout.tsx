import { data, Outlet, redirect, useMatches } from "react-router";
import type { Route } from "./+types/lang-layout";
import { SiteFooter } from "#app/components/SiteFooter";
import { SiteHeader } from "#app/components/SiteHeader";
import { isLang } from "#app/config/languages";
import { redirectForUnprefixed } from "#app/lib/paths";

/** Route handle a page sets to drop the header and the top of the footer (direct response). */
export interface ChromeHandle {
  chrome?: "minimal";
}

/**
 * Runs before any loader below it: a first segment that is not a language either redirects to
 * the English page of the same name (/about -> /en/about) or is a 404 (/de/about).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params, request }) => {
    if (isLang(params.lang)) return;
    const target = redirectForUnprefixed(new URL(request.url));
    if (target) throw redirect(target, 308);
    throw data(null, { status: 404 });
  },
];

export default function LangLayout() {
  const matches = useMatches();
  const minimal = matches.some((m) => (m.handle as ChromeHandle | undefined)?.chrome === "minimal");
  return (
    <>
      {!minimal && <SiteHeader />}
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter minimal={minimal} />
    </>
  );
}
