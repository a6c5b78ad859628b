import { useCallback, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "#app/features/webinar/motion";

/** The text-scramble effect runs 10 steps, 50 ms apart. */
export const SCRAMBLE_STEPS = 10;
export const SCRAMBLE_STEP_MS = 50;
const GLYPHS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$#%&*+";

/** `text` at step `step` of the effect: the first step/STEPS of it resolved, the rest random. */
export function scrambleFrame(text: string, step: number, random: () => number): string {
  const resolved = Math.floor((text.length * step) / SCRAMBLE_STEPS);
  let out = "";
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    out +=
      i < resolved || ch.trim() === "" ? ch : GLYPHS.charAt(Math.floor(random() * GLYPHS.length));
  }
  return out;
}

/**
 * A label that scrambles and resolves again on hover or keyboard focus. What it returns is only
 * drawn (the caller keeps the real text as the accessible name); under reduced motion it never
 * changes.
 */
export function useScramble(text: string): { shown: string; play: () => void } {
  const [shown, setShown] = useState(text);
  const timer = useRef(0);
  useEffect(() => {
    setShown(text);
    return () => window.clearInterval(timer.current);
  }, [text]);
  const play = useCallback(() => {
    if (timer.current || prefersReducedMotion()) return;
    let step = 0;
    timer.current = window.setInterval(() => {
      step += 1;
      setShown(step >= SCRAMBLE_STEPS ? text : scrambleFrame(text, step, Math.random));
      if (step >= SCRAMBLE_STEPS) {
        window.clearInterval(timer.current);
        timer.current = 0;
      }
    }, SCRAMBLE_STEP_MS);
  }, [text]);
  return { shown, play };
}
