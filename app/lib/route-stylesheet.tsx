/**
 * The stylesheet in the page and in the browser (DR 013; the server's side is
 * app/lib/route-stylesheet.server.ts). The server inlines the rules the page's route can draw;
 * the whole file applies before the browser draws another route.
 */
import { createContext, useContext, useState } from "react";
import href from "#app/app.css?url";

const StylesContext = createContext<string | undefined>(undefined);

/** entry.server provides the stylesheet the page inlines (routeStylesheet). */
export const StylesProvider = StylesContext.Provider;

const STYLE_ID = "app-styles";

/**
 * The page's stylesheet, inlined in <head>: a linked file would cost the first paint a round trip
 * on mobile networks. In the browser the component reuses the text the server sent, so hydration
 * matches and the stylesheet never enters a JavaScript chunk.
 */
export function InlineStyles() {
  const fromServer = useContext(StylesContext);
  const [css] = useState(() => fromServer ?? document.getElementById(STYLE_ID)?.textContent ?? "");
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * The whole stylesheet as a file. A page inlines only the utility rules its own route can render
 * (DR 013), so before a client navigation shows another route, the browser needs the rest.
 * Downloaded once the page is idle, applied on the first navigation: its rules are the inline
 * ones plus the others, in the same order, so applying it changes nothing on the current page.
 */
let applied: Promise<void> | undefined;

function addLink(rel: "prefetch" | "stylesheet"): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = rel;
  if (rel === "prefetch") link.as = "style";
  link.href = href;
  document.head.appendChild(link);
  return link;
}

/** Downloads the stylesheet without applying it, once the page has loaded and is idle. */
export function prefetchFullStylesheetWhenIdle(): () => void {
  const prefetch = () => {
    if (!applied) addLink("prefetch");
  };
  let cancel = () => {};
  const start = () => {
    // Safari has no requestIdleCallback.
    if (typeof (window as Partial<Window>).requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(prefetch, { timeout: 5_000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(prefetch, 2_000);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    cancel();
  };
}

/** Resolves once the whole stylesheet applies, or failed to load (the page then still works). */
export function applyFullStylesheet(): Promise<void> {
  applied ??= new Promise((resolve) => {
    const link = addLink("stylesheet");
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
  });
  return applied;
}
