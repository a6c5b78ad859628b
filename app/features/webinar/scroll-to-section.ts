import { prefersReducedMotion } from "#app/features/webinar/motion";

/**
 * Scrolls to a section (smoothly unless reduced motion is asked for), moves the keyboard focus
 * there as a followed in-page link would, and puts its id in the address without a new entry.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
}
