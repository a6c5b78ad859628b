import { type ComponentType, type ReactElement, type ReactPromise, use } from "react";

/** A component's code on its way, readable by React's `use()` at once once it has arrived. */
export type ComponentPromise<P> = Promise<ComponentType<P>> & ReactPromise<ComponentType<P>>;

/** A component whose code may still be on its way. */
export interface DeferredComponent<P extends object> {
  /** Starts the download once and returns the same promise after that. */
  load: () => ComponentPromise<P>;
  /** Draws the component; until its code is here it suspends (the nearest Suspense boundary). */
  Component: (props: P) => ReactElement;
}

/** A component whose code ships with the page, handled like a deferred one. */
export function settledComponent<P extends object>(
  component: (props: P) => ReactElement,
): DeferredComponent<P> {
  const settled: ComponentPromise<P> = Object.assign(Promise.resolve(component), {
    status: "fulfilled" as const,
    value: component,
  });
  return { load: () => settled, Component: component };
}

/**
 * A component whose code the browser downloads only when it is first asked for (DR 014). When the
 * code has arrived the promise says so (`status` and `value`, as React reads them), so `use()`
 * draws the component in the same render instead of suspending. A failed download is forgotten:
 * the next call tries again.
 *
 * The server draws such a component whole only if its render finds the promise settled: the
 * route's loader awaits `load()` first. In the browser, hydration keeps the server's HTML inside
 * the nearest Suspense boundary until the code arrives.
 */
export function deferredComponent<P extends object>(
  download: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let current: ComponentPromise<P> | null = null;
  const load = () => {
    if (current) return current;
    const promise: ComponentPromise<P> = download().then(
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
  function Component(props: P): ReactElement {
    const Loaded = use(load());
    // use() returns the module's own component, the same one on every render.
    // oxlint-disable-next-line react/static-components
    return <Loaded {...props} />;
  }
  return { load, Component };
}
