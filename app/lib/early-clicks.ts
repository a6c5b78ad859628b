/** What the head script keeps until the page has hydrated. */
interface HeldClicks {
  targets: Element[];
  stop: () => void;
}

declare global {
  interface Window {
    __heldClicks?: HeldClicks;
  }
}

/**
 * From the first paint until React has hydrated, a button drawn by the server has no handler: on
 * a phone that is one to three seconds after the page is on screen, and a tap on the chat
 * launcher, a consent choice or a menu button then did nothing at all. React replays such clicks
 * only once `hydrateRoot` has run, and the page's code is still downloading before that.
 *
 * So the head script holds clicks on script-only buttons (`type="button"`: they do nothing
 * without JavaScript) and each one is given back to its button once the page has hydrated.
 * Links and submit buttons are left alone: they work as plain HTML (a link loads its page, the
 * lead form posts to the server). A button tapped twice is given back once, so a toggle ends up
 * open, as its first tap meant.
 */
function holdClicksUntilHydrated(): void {
  const targets: Element[] = [];
  const hold = (event: Event) => {
    const target =
      event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!targets.includes(target)) targets.push(target);
  };
  window.addEventListener("click", hold, true);
  window.__heldClicks = { targets, stop: () => window.removeEventListener("click", hold, true) };
}

export const holdClicksScript = `(${holdClicksUntilHydrated.toString()})()`;

/** Once hydrated: stops holding clicks and clicks, in order, each button that was tapped. */
export function releaseHeldClicks(): void {
  const held = window.__heldClicks;
  if (!held) return;
  delete window.__heldClicks;
  held.stop();
  for (const target of held.targets) {
    if (target.isConnected && target instanceof HTMLElement) target.click();
  }
}
