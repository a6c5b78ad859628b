/**
 * What the router's hydration waits for (app/entry.client.tsx). The server's render can draw a
 * component whose code the browser downloads on demand (app/lib/deferred-component.tsx). If the
 * page opens on such a component and the visitor may act on it at once, its module registers the
 * download here while the page's modules evaluate: the page then comes alive with that code in
 * place. Otherwise it would stay the server's inert HTML for one more download after the rest of
 * the page came alive, and a click in it then would be lost.
 */
let pending: Promise<unknown>[] | null = [];

/** Starts `download` and holds hydration until it settles; does nothing once hydration began. */
export function beforeHydration(download: () => Promise<unknown>): void {
  pending?.push(download().catch(() => undefined));
}

/** Settles once every registered download has; later registrations are ignored. */
export function hydrationReady(): Promise<unknown> {
  const all = Promise.all(pending ?? []);
  pending = null;
  return all;
}
