import { useEffect, useState } from "react";
import {
  sectionAtLine,
  webinarSections,
  type WebinarSectionId,
} from "#app/features/webinar/sections";

/** The section under the 100 px line, followed on scroll and resize (once per frame at most). */
export function useActiveSection(): WebinarSectionId | null {
  const [active, setActive] = useState<WebinarSectionId | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxes = [];
      for (const id of webinarSections) {
        const el = document.getElementById(id);
        if (!el) continue;
        const { top, bottom } = el.getBoundingClientRect();
        boxes.push({ id, top, bottom });
      }
      setActive(sectionAtLine(boxes));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      window.cancelAnimationFrame(frame);
    };
  }, []);
  return active;
}
