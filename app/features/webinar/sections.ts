/**
 * The landing page's navigable sections, in page order. Each id is an element on the page (some
 * group several content sections: Results holds the testimonials and the net-worth section).
 */
export const webinarSections = [
  "home",
  "host",
  "journey",
  "opportunity",
  "learn",
  "results",
  "problems",
  "solution",
  "register",
] as const;

export type WebinarSectionId = (typeof webinarSections)[number];

/** The highlighted section is the one whose box spans this line from the viewport top. */
export const ACTIVE_LINE_PX = 100;

/** The webinar page's mobile layout is for widths of 768 px or less. */
export const WEBINAR_MOBILE_QUERY = "(max-width: 768px)";

/** The id of the section whose box spans `line`, given each section's top and bottom. */
export function sectionAtLine(
  boxes: ReadonlyArray<{ id: WebinarSectionId; top: number; bottom: number }>,
  line = ACTIVE_LINE_PX,
): WebinarSectionId | null {
  return boxes.find((box) => box.top <= line && box.bottom > line)?.id ?? null;
}
