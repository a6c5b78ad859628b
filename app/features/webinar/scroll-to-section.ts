import { prefersReducedMotion } from "#app/features/webinar/motion";

/**
 * Scrolls to a section (smoothly unless reduced motion is asked for), moves the keyboard focus
 * there as a followed in-page link would, and puts its id in the address without a new entry.
 */
export function scrollToSection(id: string): void {
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
