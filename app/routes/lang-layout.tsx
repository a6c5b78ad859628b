import { Outlet, type ShouldRevalidateFunctionArgs, useMatches } from "react-router";
import type { Route } from "./+types/lang-layout";
import { SiteFooter } from "#app/components/SiteFooter";
import { SiteHeader } from "#app/components/SiteHeader";
import { isLang } from "#app/config/languages";
import { rejectUnprefixed } from "#app/lib/not-found.server";

/** Route handle a page sets to drop the header and the top of the footer (direct response). */
export interface ChromeHandle {
  chrome?: "minimal";
}

/**
 * A first segment that is not a language either redirects to the English page of the same name
 * (/about -> /en/about) or is a 404 (/de/about). This is a loader, not middleware, on purpose: a
 * middleware that throws stops the root loader too, and the 404 page then has no catalogue.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  if (isLang(params.lang)) return null;
  rejectUnprefixed(url);
}

/** The language is in the URL, so only a change of language needs this loader again. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

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
