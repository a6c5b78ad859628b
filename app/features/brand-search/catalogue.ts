/**
 * What the brand search loads once the visitor nears it (one chunk): the 400 brands, and the
 * category icons their cards point at. The page's own JavaScript carries neither; the server
 * renders with both (server-catalogue.tsx).
 */
export { brands } from "./brands";
export { categoryIcon } from "./category-icons";
