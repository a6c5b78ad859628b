import { createContext } from "react";
import type { Brand } from "./categories";
import type { categoryIcon } from "./category-icons";

export type CategoryIconOf = typeof categoryIcon;

/** What catalogue.ts brings the browser: every brand, and the icons their cards point at. */
export interface Catalogue {
  brands: readonly Brand[];
  categoryIcon: CategoryIconOf;
}

/**
 * The catalogue for the server's render, provided by entry.server. In the browser there is none
 * until the catalogue chunk arrives, which keeps 400 brands and 26 icons out of the JavaScript
 * every page with the search loads up front. With it the server draws the icons of the cards it
 * sends, and the cards past the first screen for visitors without JavaScript.
 */
export const ServerCatalogue = createContext<Catalogue | null>(null);
