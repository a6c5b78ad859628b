import { prefersReducedMotion } from "#app/features/webinar/motion";

/**
 * Scrolls to a section (smoothly unless reduced motion is asked for), moves the keyboard focus
 * there as a followed in-page link would, and puts its id in the address without a new entry.
 *
 * The scroll starts after the next frame has painted: on a phone that frame shows the section
 * menu closed, and the menu's scroll lock is lifted by then.
 */
export function scrollToSection(id: string): void {
  window.requestAnimationFrame(() => window.setTimeout(() => scrollNow(id), 0));
}

function scrollNow(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
}
