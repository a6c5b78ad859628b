import { useEffect, useState } from "react";
import {
  msToNextHour,
  nextWorkshopStart,
  stillNextWorkshop,
} from "#app/features/webinar/webinar-time";

/**
 * The next workshop's start: the server's value first (so the page and its structured data are
 * right without JavaScript), then recomputed on load and at every whole hour.
 */
export function useWorkshopStart(fromServer: number): number {
  const [start, setStart] = useState(fromServer);
  useEffect(() => {
    let timer = 0;
    const update = () => {
      const now = Date.now();
      setStart((known) => (stillNextWorkshop(known, now) ? known : nextWorkshopStart(now)));
      timer = window.setTimeout(update, msToNextHour(now) + 1000);
    };
    update();
    return () => window.clearTimeout(timer);
  }, []);
  return start;
}
