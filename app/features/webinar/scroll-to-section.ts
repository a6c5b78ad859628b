import { prefersReducedMotion } from "#app/features/webinar/motion";

/**
 * Scrolls to a section (smoothly unless reduced motion is asked for), moves the keyboard focus
 * there as a followed in-page link would, and puts its id in the address without a new entry.
 *
 * The work starts after the next frame has painted, so that the frame answering the tap (the
 * section menu closing on a phone) is not held back by it: laying out every part of the page
 * (below) takes about 200 ms of main thread on a phone.
 */
export function scrollToSection(id: string): void {
  window.requestAnimationFrame(() => window.setTimeout(() => scrollNow(id), 0));
}

function scrollNow(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  // The page's parts out of sight are not laid out and stand in at a guessed height (webi-flow
  // in app/app.css). A smooth scroll aims at where its target is when it starts, and the parts
  // it passes then take their real height, so it stopped short or long. Lay them all out first.
  target.closest("main")?.setAttribute("data-drawn", "");
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
}
