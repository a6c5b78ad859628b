/** What the head script keeps until the page has hydrated. */
interface HeldClicks {
  targets: HTMLButtonElement[];
  stop: () => void;
}

declare global {
  interface Window {
    __heldClicks?: HeldClicks;
  }
}

/**
 * How long a held tap waits for the page's code before the page stops holding. A phone
 * hydrates one to three seconds after its first paint; giving up early costs little (a consent
 * choice is then posted as a plain form, a script-only tap still comes back on a late hydration).
 */
export const HOLD_LIMIT_MS = 3000;

/**
 * From the first paint until React has hydrated, a button drawn by the server has no handler: on
 * a phone that is one to three seconds after the page is on screen, and a tap on the chat
 * launcher, a consent choice or a menu button then did nothing at all. React replays such clicks
 * only once `hydrateRoot` has run, and the page's code is still downloading before that.
 *
 * So the head script holds clicks on script-only buttons (`type="button"`: they do nothing
 * without JavaScript) and on the buttons of a `form[data-hold]` (the consent popup's, handled by
 * the script but also a plain form), and each one is given back to its button once the page has
 * hydrated. Links and other forms are left alone: they work as plain HTML (a link loads its page,
 * the lead form posts to the server). A button tapped twice is given back once, so a toggle ends
 * up open, as its first tap meant.
 *
 * The code may never come (an ad blocker, a flaky network, a deploy that replaced the files under
 * an open tab). HOLD_LIMIT_MS after the first held tap the page stops holding: the first held
 * submit button is clicked again, now posting its plain form (one post: a second would replace
 * its navigation), and later taps reach the page as they are. Script-only buttons stay listed,
 * for a hydration that comes late.
 *
 * Written compact by hand, as the consent precheck is: it is in every page's HTML, within the
 * pages' gzip budgets. t: the held buttons, i: the timer, h: the click listener, p: stop holding,
 * g: give up.
 */
export const holdClicksScript = `(()=>{var t=[],i=0,h=e=>{var b=e.target instanceof Element&&e.target.closest('button[type="button"],form[data-hold] button');if(b){e.preventDefault();e.stopImmediatePropagation();t.includes(b)||t.push(b);i||=setTimeout(g,${HOLD_LIMIT_MS})}},p=()=>{removeEventListener("click",h,!0);clearTimeout(i)},g=()=>{p();var b=t.find(x=>x.type=="submit");b&&t.splice(t.indexOf(b),1)[0].click()};addEventListener("click",h,!0);window.__heldClicks={targets:t,stop:p}})()`;

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
