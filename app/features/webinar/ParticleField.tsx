import { useEffect, useRef, useState } from "react";
import { fitCanvas } from "#app/features/webinar/canvas-size";
import {
  createParticles,
  drawParticles,
  FRAME_MS,
  stepParticles,
} from "#app/features/webinar/particles";

const REDUCED = "(prefers-reduced-motion: reduce)";
/**
 * Faint dots and hairlines need no retina backing store. Every frame's bitmap is handed to the
 * compositor, so on a 2x phone this quarters the work per frame (a measured main-thread cost in
 * software-rendered browsers).
 */
const PARTICLE_PIXEL_RATIO = 1;
/** The section while whose visibility the particles move. */
const ANIMATED_WHILE_VISIBLE = "home";

/** Safari has no requestIdleCallback. */
function hasIdleCallback(): boolean {
  return typeof (window as Partial<Window>).requestIdleCallback === "function";
}

/**
 * The page's particle background: a fixed canvas behind the content, hidden from assistive
 * technology. It is not even drawn under prefers-reduced-motion, starts only once the page is
 * idle after load (it must not compete with the first paint), runs at about 60 fps while the
 * opening screen is in view, and stops while the tab is hidden.
 */
export function ParticleField() {
  const [enabled, setEnabled] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const media = window.matchMedia(REDUCED);
    let ready = false;
    let waiting = false;
    let idle = 0;
    const go = () => {
      ready = true;
      setEnabled(!media.matches);
    };
    const wait = () => {
      // Safari has no requestIdleCallback.
      idle = hasIdleCallback()
        ? window.requestIdleCallback(go, { timeout: 2500 })
        : window.setTimeout(go, 1200);
    };
    const decide = () => {
      if (media.matches) setEnabled(false);
      else if (ready) setEnabled(true);
      else if (!waiting) {
        waiting = true;
        if (document.readyState === "complete") wait();
        else window.addEventListener("load", wait, { once: true });
      }
    };
    decide();
    media.addEventListener("change", decide);
    return () => {
      media.removeEventListener("change", decide);
      window.removeEventListener("load", wait);
      if (hasIdleCallback()) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!enabled || !canvas || !ctx) return;
    let size = fitCanvas(canvas, ctx, PARTICLE_PIXEL_RATIO) ?? {
      width: window.innerWidth,
      height: window.innerHeight,
    };
    const particles = createParticles(size.width, size.height);
    let pointer: { x: number; y: number } | null = null;
    let frame = 0;
    let last = 0;
    const loop = (time: number) => {
      frame = window.requestAnimationFrame(loop);
      // Skip frames on displays faster than 60 Hz.
      if (time - last < FRAME_MS - 1) return;
      last = time;
      stepParticles(particles, size.width, size.height, pointer);
      drawParticles(ctx, particles, size.width, size.height);
    };
    let inView = true;
    const start = () => {
      if (!frame && inView && document.visibilityState === "visible") {
        frame = window.requestAnimationFrame(loop);
      }
    };
    const stop = () => {
      window.cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.visibilityState === "visible" ? start() : stop());
    // Animated while the opening screen is in view; below it the constellation stays still, so
    // reading the long page costs no frames (most visitors are on mid-range phones).
    const hero = document.getElementById(ANIMATED_WHILE_VISIBLE);
    const watch = new IntersectionObserver((entries) => {
      inView = entries.some((entry) => entry.isIntersecting);
      if (inView) start();
      else stop();
    });
    if (hero) watch.observe(hero);
    const onResize = () => {
      size = fitCanvas(canvas, ctx, PARTICLE_PIXEL_RATIO) ?? size;
      // Resizing clears the canvas: draw the still particles again.
      if (!frame) drawParticles(ctx, particles, size.width, size.height);
    };
    const onPointer = (event: PointerEvent) => {
      pointer = { x: event.clientX, y: event.clientY };
    };
    const onLeave = () => {
      pointer = null;
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("resize", onResize, { passive: true });
    window.addEventListener("pointermove", onPointer, { passive: true });
    document.documentElement.addEventListener("pointerleave", onLeave);
    start();
    return () => {
      stop();
      watch.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("resize", onResize);
      window.removeEventListener("pointermove", onPointer);
      document.documentElement.removeEventListener("pointerleave", onLeave);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="particle-canvas"
      className="pointer-events-none fixed inset-0 -z-10 size-full"
    />
  );
}
