import { useEffect, useState } from "react";
import {
  registrationCountdown,
  SECOND_MS,
  type Countdown,
} from "#app/features/webinar/webinar-time";

/**
 * The registration countdown, recalculated every second in the visitor's own time zone. Null on
 * the server and in the first client render (the server cannot know the zone), so hydration
 * matches; the display reserves the same space either way.
 */
export function useCountdown(): Countdown | null {
  const [value, setValue] = useState<Countdown | null>(null);
  useEffect(() => {
    const tick = () => setValue(registrationCountdown(Date.now()));
    tick();
    const timer = window.setInterval(tick, SECOND_MS);
    return () => window.clearInterval(timer);
  }, []);
  return value;
}
