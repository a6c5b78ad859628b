/**
 * Where React Router's <ScrollRestoration> keeps the scroll positions of this tab's history
 * entries (its default key, named so that the cookie policy can list it).
 */
export const SCROLL_STORAGE_KEY = "react-router-scroll-positions";
