/**
 * What the brand search loads once the visitor nears it (one chunk): the 400 brands, and the
 * category icons their cards point at. The page's own JavaScript carries neither; the server
 * draws the icons of the cards it sends (server-icons.tsx).
 */
export { brands } from "./brands";
export { categoryIcon } from "./category-icons";
