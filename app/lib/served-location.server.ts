import type { EntryContext } from "react-router";

/**
 * React Router prerenders a page by rendering its path with a trailing slash ("/en/about/", to
 * write en/about/index.html), while Workers Static Assets serve that file at "/en/about"
 * (`html_handling = "drop-trailing-slash"`) and answer "/en/about/" with a redirect to it. The
 * render must see the address the visitor has: links resolved against the page ("#openings",
 * "?variant=", the brand search's form) would otherwise point at that redirect, and the header's
 * `aria-current` would miss the page. Hydration does not patch attributes, so the browser would
 * keep both.
 */
export function renderAtServedPath(context: EntryContext): void {
  const handlerContext = context.staticHandlerContext;
  const pathname = handlerContext.location.pathname.replace(/\/+$/, "");
  if (pathname && pathname !== handlerContext.location.pathname) {
    handlerContext.location = { ...handlerContext.location, pathname };
  }
}
