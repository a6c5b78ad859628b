import { createContext, type RouterContextProvider } from "react-router";
import { langFromPathname, type Lang } from "#app/config/languages";

/**
 * A page outside the /:lang prefix may choose its language itself (the support console follows
 * the agent's choice): its route middleware sets it here, before any loader runs.
 */
export const pageLangContext = createContext<Lang | null>(null);

/** The language of this request's page: the one its route chose, else its path's. */
export function pageLang(context: Readonly<RouterContextProvider>, url: URL): Lang {
  return context.get(pageLangContext) ?? langFromPathname(url.pathname);
}
