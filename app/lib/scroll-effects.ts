/**
 * Scroll effects as a tiny head script instead of React state, so they work from the first paint
 * (before hydration), follow client navigations (a MutationObserver picks up new sections) and
 * cost the render nothing:
 * - [data-reveal] elements animate in once when about a quarter of them is visible;
 * - below 880 px, [data-center] cards are marked while they sit near the viewport centre.
 * Sections are hidden only once `html.motion` is set here, so without JavaScript, or under
 * prefers-reduced-motion, every section is simply visible. `html.js` lets the CSS show what only
 * a script could open (collapsed career details) to visitors without JavaScript.
 */
function installScrollEffects(): void {
  const root = document.documentElement;
  root.classList.add("js");
  if (!("IntersectionObserver" in window)) return;
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  root.classList.add("motion");
  const reveal = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("data-shown", "");
        reveal.unobserve(entry.target);
      }
    },
    { threshold: 0.25 },
  );
  const center = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        entry.target.toggleAttribute("data-centered", entry.isIntersecting);
    },
    { rootMargin: "-42% 0px -42% 0px" },
  );
  const narrow = matchMedia("(max-width: 879px)");
  const scan = () => {
    for (const el of document.querySelectorAll("[data-reveal]:not([data-shown])"))
      reveal.observe(el);
    for (const el of document.querySelectorAll("[data-center]")) {
      if (narrow.matches) center.observe(el);
      else center.unobserve(el);
    }
  };
  const watched = "[data-reveal],[data-center]";
  const start = () => {
    scan();
    // Rescan only when new sections arrive (a client navigation), not for every DOM change: a
    // keystroke in the brand search must not walk the whole document.
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) {
            scan();
            return;
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
    narrow.addEventListener("change", () => {
      for (const el of document.querySelectorAll("[data-centered]"))
        el.removeAttribute("data-centered");
      scan();
    });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
}

export const scrollEffectsScript = `(${installScrollEffects.toString()})()`;
