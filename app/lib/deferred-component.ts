import type { ComponentType, ReactPromise } from "react";

/** A component's code on its way, readable by React's `use()` at once once it has arrived. */
export type ComponentPromise<P> = Promise<ComponentType<P>> & ReactPromise<ComponentType<P>>;

/** A promise that is already settled, for a component whose code ships with the page. */
export function settledComponent<P>(component: ComponentType<P>): ComponentPromise<P> {
  return Object.assign(Promise.resolve(component), {
    status: "fulfilled" as const,
    value: component,
  });
}

/**
 * A component whose code the browser downloads only when it is first asked for (DR 014): the
 * returned function starts the download once and then returns the same promise. When the code
 * has arrived the promise says so (`status` and `value`, as React reads them), so `use()` draws the
 * component in the same render instead of suspending. A failed download is forgotten: the next
 * call tries again.
 *
 * The server draws such a component whole only if its render finds the promise settled: the
 * route's loader awaits it first. In the browser, hydration keeps the server's HTML inside the
 * nearest Suspense boundary until the code arrives.
 */
export function deferredComponent<P>(
  load: () => Promise<ComponentType<P>>,
): () => ComponentPromise<P> {
  let current: ComponentPromise<P> | null = null;
  return () => {
    if (current) return current;
    const promise: ComponentPromise<P> = load().then(
      (component) => {
        // Set before this promise resolves: whoever awaits it renders without suspending.
        Object.assign(promise, { status: "fulfilled", value: component });
        return component;
      },
      (error: unknown) => {
        current = null;
        throw error;
      },
    );
    current = promise;
    return promise;
  };
}
