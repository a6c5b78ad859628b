import { createContext } from "react";
import type { categoryIcon } from "./category-icons";

export type CategoryIconOf = typeof categoryIcon;

/**
 * The category icons for the server's render, provided by entry.server. In the browser there
 * is none: the sprite keeps what the server drew until the catalogue chunk brings the icons, so
 * they stay out of the JavaScript every page with the search loads up front.
 */
export const ServerCategoryIcons = createContext<CategoryIconOf | null>(null);
