import { createContext, type ReactNode } from "react";
import type { NotFoundScreenProps } from "#app/components/NotFoundScreen";

/**
 * Draws the 404 page in the server's render; provided by entry.server, so the server sends it
 * whole at once. In the browser there is none: RouteErrorScreen loads the 404 page's chunk when a
 * 404 draws, and hydration keeps the server's HTML until it arrives. That keeps the page and its
 * flashlight out of the JavaScript every page downloads.
 */
export const ServerNotFoundScreen = createContext<
  ((props: NotFoundScreenProps) => ReactNode) | null
>(null);
