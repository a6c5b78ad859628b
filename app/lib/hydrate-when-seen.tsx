import { memo, type ReactNode, Suspense, use, useContext, useId, useState } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext } from "react-router";
import { useBrowserLayoutEffect } from "#app/lib/use-browser-layout-effect";

/**
 * Lazy hydration of server-rendered sections. Hydrating a whole long page at load kept a phone's
 * main thread busy for hundreds of milliseconds (Lighthouse's Total Blocking Time), mostly for
 * sections below the first screen that no one had reached yet. A section wrapped here is a
 * Suspense boundary whose content, in the browser's first render, waits ("suspends") until the
 * visitor nears it; until then React leaves the server's HTML as it is (links in it work as plain
 * links) and hydrates it later in a small task of its own.
 *
 * No interaction is lost meanwhile. Every event that can start one (pointer, touch, key, focus,
 * click, input, paste ...) is seen first by a capture listener on `window`, which releases the
 * section around its target synchronously. React's own listener, on the document, comes next: it
 * finds the target inside a boundary not hydrated yet, hydrates that boundary synchronously (the
 * section no longer waits) and then hands the event to the hydrated component. Without the early
 * release React could not hydrate the section there and then, and would drop the event.
 *
 * Only server HTML waits: on a client navigation the section renders at once. Any navigation
 * releases every waiting section first, so new props never reach a section React has not
 * hydrated (which would make React drop its server HTML).
 */

/** Marks the section's root element, so the section can be found in the server HTML. */
export interface HydrationMarker {
  "data-hydrate-id": string;
}

const attribute = "data-hydrate-id";
/** Waiting sections: their release, by id. Filled in the browser's first render only. */
const waiting = new Map<string, { promise: Promise<void>; release: () => void }>();
/** Ids present in the server HTML and not released yet; read once, before the first render ends. */
let serverIds: Set<string> | null = null;
let observer: IntersectionObserver | null = null;
/** The router already watched for navigations (one per page load; it outlives every section). */
let watchedRouter: unknown = null;

function serverHtmlIds(): Set<string> {
  if (serverIds === null) {
    serverIds = new Set();
    for (const element of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
      const id = element.getAttribute(attribute);
      if (id) serverIds.add(id);
    }
  }
  return serverIds;
}

function release(id: string) {
  serverIds?.delete(id);
  const entry = waiting.get(id);
  if (entry) {
    waiting.delete(id);
    entry.release();
  }
}

/** Every waiting section hydrates now (a navigation is starting). */
function releaseAll() {
  serverIds?.clear();
  // Deleting the entry being visited is safe while iterating a Map.
  for (const id of waiting.keys()) release(id);
}

/**
 * The events React hydrates a boundary for before dispatching them (its "discrete" events), and
 * hover and focus, which show where the visitor is heading.
 */
const interactions = [
  "pointerover",
  "pointerdown",
  "mousedown",
  "touchstart",
  "focusin",
  "keydown",
  "beforeinput",
  "input",
  "change",
  "compositionstart",
  "paste",
  "click",
  "auxclick",
  "contextmenu",
  "dragstart",
  "submit",
] as const;
let listening = false;

/** Releases every waiting section around an event's target, before React sees the event. */
function onInteraction(event: Event) {
  if (waiting.size === 0) return;
  let element = event.target instanceof Element ? event.target : null;
  while (element) {
    const section = element.closest(`[${attribute}]`);
    const id = section?.getAttribute(attribute);
    if (id) release(id);
    element = section?.parentElement ?? null;
  }
}

function listenForInteractions() {
  if (listening) return;
  listening = true;
  for (const type of interactions)
    window.addEventListener(type, onInteraction, { capture: true, passive: true });
}

/** The promise a section's first render waits on, or null when it does not wait. */
function pendingFor(id: string): Promise<void> | null {
  if (!serverHtmlIds().has(id)) return null;
  const existing = waiting.get(id);
  if (existing) return existing.promise;
  const element = document.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(id)}"]`);
  if (!element) {
    serverIds?.delete(id);
    return null;
  }
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  listenForInteractions();
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const seen = entry.target.getAttribute(attribute);
        if (seen) release(seen);
      }
    },
    // Half a screen ahead: the section is ready before it scrolls into view.
    { rootMargin: "50% 0px" },
  );
  observer.observe(element);
  waiting.set(id, {
    promise,
    release: () => {
      observer?.unobserve(element);
      resolve();
    },
  });
  return promise;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document !== "undefined") {
    const pending = pendingFor(id);
    if (pending) use(pending);
  }
  return children;
}

interface Props {
  /** The section, given the marker to spread on its root element. */
  children: (marker: HydrationMarker) => ReactNode;
  /**
   * What the content is drawn from (its copy; or an array of its copy and its data, compared item
   * by item). The section renders again only when this changes:
   * a parent's unrelated render (React Router updates its state after hydration) would otherwise
   * hand new props to a section React has not hydrated, and React would restart its work to
   * hydrate that section at once, for every such section.
   */
  watch: unknown;
}

/**
 * Renders `children(marker)`, hydrated only once the visitor nears it or acts on it. Spread
 * `marker` on the section's root element. Only for content that is the same in the server HTML
 * and the browser's first render, and whose `watch` names everything it is drawn from.
 */
export const HydrateWhenSeen = memo(
  function HydrateWhenSeen({ children, watch }: Props) {
    const id = useId();
    // New content for a section React has not hydrated yet: hydrate it now, with what the server
    // drew, before the change (otherwise React would throw the server HTML away and show nothing
    // until the section is seen). Releasing is idempotent, so a render that is thrown away and
    // redone does no harm.
    const [drawnFrom, setDrawnFrom] = useState(watch);
    if (!sameWatch(drawnFrom, watch)) {
      setDrawnFrom(watch);
      release(id);
    }
    const router = useContext(DataRouterContext)?.router;
    // One subscription for all sections, made by the first one in a layout effect: that runs
    // before React Router's own subscription (a child's layout effects run before its parent's),
    // so sections are released before a navigation renders. The router lives as long as the page,
    // so the subscription is never removed.
    useBrowserLayoutEffect(() => {
      if (!router || watchedRouter === router) return;
      watchedRouter = router;
      let location = router.state.location;
      router.subscribe((state) => {
        if (state.location !== location || state.navigation.state !== "idle") releaseAll();
        location = state.location;
      });
    }, [router]);
    return (
      <Suspense fallback={null}>
        <Gate id={id}>{children({ [attribute]: id })}</Gate>
      </Suspense>
    );
  },
  (before, after) => sameWatch(before.watch, after.watch),
);

/** `watch` may list several things (a section's copy and its data): compared one by one. */
function sameWatch(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, i) => item === b[i]);
}
