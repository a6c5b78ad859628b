import type { EntryContext } from "react-router";
import { css, kept, notFound, ranges } from "virtual:route-styles";
import { dropUnusedProperties, subsetStylesheet } from "#app/lib/stylesheet-subset";

const byRoutes = new Map<string, string>();

/**
 * The stylesheet a response inlines: every rule outside the utilities, and the utility rules the
 * matched routes (root, layout, page, or the route whose error boundary renders) can render
 * (DR 013), with only the `@property` rules those mention, and the 404 page's in a 404 response.
 * The same route set and status always give the same text, so it is cut once per isolate.
 */
export function routeStylesheet(context: EntryContext): string {
  const sets: string[] = [];
  for (const match of context.staticHandlerContext.matches) {
    const set = kept[context.manifest.routes[match.route.id]?.module ?? ""];
    // A route the client build did not list (there is none today): keep every rule.
    if (set === undefined) return css;
    sets.push(set);
  }
  if (context.staticHandlerContext.statusCode === 404) sets.push(notFound);
  const key = sets.join("|");
  let text = byRoutes.get(key);
  if (text === undefined) {
    text = ranges.length ? dropUnusedProperties(subsetStylesheet(css, ranges, sets)) : css;
    byRoutes.set(key, text);
  }
  return text;
}
