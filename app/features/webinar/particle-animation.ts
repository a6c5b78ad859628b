import { fitCanvas } from "#app/features/webinar/canvas-size";
import {
  createParticles,
  drawParticles,
  FRAME_MS,
  stepParticles,
} from "#app/features/webinar/particles";

/**
 * Faint dots and hairlines need no retina backing store. Every frame's bitmap is handed to the
 * compositor, so on a 2x phone this quarters the work per frame (a measured main-thread cost in
 * software-rendered browsers).
 */
const PARTICLE_PIXEL_RATIO = 1;
/** The section while whose visibility the particles move. */
const ANIMATED_WHILE_VISIBLE = "home";

/**
 * Runs the particle background on `canvas` (loaded on demand by `ParticleField`): about 60 fps
 * while the opening screen is in view, still below it, stopped while the tab is hidden. Returns
 * the function that stops it and removes its listeners.
 */
export function animateParticles(
  canvas: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
): () => void {
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
}
