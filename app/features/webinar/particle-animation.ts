import { type CanvasSize, measureCanvas } from "#app/features/webinar/canvas-size";
import { createParticleLoop, type ParticleCommand } from "#app/features/webinar/particle-loop";

/**
 * Faint dots and hairlines need no retina backing store. Every frame's bitmap is handed to the
 * compositor, so on a 2x phone this quarters the work per frame (a measured main-thread cost in
 * software-rendered browsers).
 */
const PARTICLE_PIXEL_RATIO = 1;
/** The section while whose visibility the particles move. */
const ANIMATED_WHILE_VISIBLE = "home";

function canvasSize(canvas: HTMLCanvasElement): CanvasSize {
  return (
    measureCanvas(canvas, PARTICLE_PIXEL_RATIO) ?? {
      width: window.innerWidth,
      height: window.innerHeight,
      ratio: 1,
    }
  );
}

/**
 * The worker that will draw on `canvas`, where the browser can hand a canvas over. A browser
 * that has OffscreenCanvas but refuses a module worker (Firefox before 114) throws here, before
 * the canvas is handed over, and the page draws the frames itself.
 */
function particleWorker(canvas: HTMLCanvasElement): Worker | null {
  if (typeof canvas.transferControlToOffscreen !== "function" || typeof Worker !== "function") {
    return null;
  }
  try {
    return new Worker(new URL("./particle-worker.ts", import.meta.url), {
      type: "module",
      name: "particles",
    });
  } catch {
    return null;
  }
}

/**
 * Where the frames are drawn: in a worker on an OffscreenCanvas where the browser can (the
 * frames then cost the main thread nothing), else on the page's own thread. Either way the
 * page sends the same commands. Null when the canvas cannot be drawn on at all.
 */
function particleDrawer(
  canvas: HTMLCanvasElement,
): { send: (command: ParticleCommand) => void; stop: () => void } | null {
  const size = canvasSize(canvas);
  const worker = particleWorker(canvas);
  if (worker) {
    const offscreen = canvas.transferControlToOffscreen();
    worker.postMessage({ type: "start", canvas: offscreen, size }, [offscreen]);
    return {
      // A worker's postMessage has no target origin (the rule is written for window's).
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      send: (command) => worker.postMessage(command),
      stop: () => worker.terminate(),
    };
  }
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const loop = createParticleLoop(canvas, ctx, size);
  return { send: loop.handle, stop: loop.stop };
}

/**
 * Runs the particle background in `host` (loaded on demand by `ParticleField`): a canvas of its
 * own, about 60 fps while the opening screen is in view, still below it, stopped while the tab
 * is hidden. Returns the function that stops it, removes the canvas and the listeners.
 */
export function animateParticles(host: HTMLElement): () => void {
  // A fresh canvas per run: a canvas handed to a worker cannot be handed over again (React
  // runs an effect twice in development).
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  canvas.dataset.testid = "particle-canvas";
  canvas.className = "block size-full";
  host.appendChild(canvas);
  const drawer = particleDrawer(canvas);
  if (!drawer) {
    canvas.remove();
    return () => {};
  }
  let inView = true;
  const move = () =>
    drawer.send({ type: "move", on: inView && document.visibilityState === "visible" });
  // Animated while the opening screen is in view; below it the constellation stays still, so
  // reading the long page costs no frames (most visitors are on mid-range phones).
  const hero = document.getElementById(ANIMATED_WHILE_VISIBLE);
  const watch = new IntersectionObserver((entries) => {
    inView = entries.some((entry) => entry.isIntersecting);
    move();
  });
  if (hero) watch.observe(hero);
  const onResize = () => drawer.send({ type: "resize", size: canvasSize(canvas) });
  const onPointer = (event: PointerEvent) =>
    drawer.send({ type: "pointer", at: { x: event.clientX, y: event.clientY } });
  const onLeave = () => drawer.send({ type: "pointer", at: null });
  document.addEventListener("visibilitychange", move);
  window.addEventListener("resize", onResize, { passive: true });
  window.addEventListener("pointermove", onPointer, { passive: true });
  document.documentElement.addEventListener("pointerleave", onLeave);
  move();
  return () => {
    drawer.stop();
    watch.disconnect();
    document.removeEventListener("visibilitychange", move);
    window.removeEventListener("resize", onResize);
    window.removeEventListener("pointermove", onPointer);
    document.documentElement.removeEventListener("pointerleave", onLeave);
    canvas.remove();
  };
}
