import { type CanvasSize, sizeBackingStore } from "#app/features/webinar/canvas-size";
import {
  createParticles,
  drawParticles,
  FRAME_MS,
  type ParticleContext,
  stepParticles,
} from "#app/features/webinar/particles";

/**
 * What the page tells the particle loop, whether the loop runs beside it or in the particle
 * worker (then as a message): the canvas's new CSS size, where the pointer is (null once it
 * left the page), and whether to move (the opening screen in view and the tab visible).
 */
export type ParticleCommand =
  | { type: "resize"; size: CanvasSize }
  | { type: "pointer"; at: { x: number; y: number } | null }
  | { type: "move"; on: boolean };

/** The first message to the particle worker: the canvas it draws on from then on. */
export interface ParticleStart {
  type: "start";
  canvas: OffscreenCanvas;
  size: CanvasSize;
}

/**
 * Workers gained requestAnimationFrame later than OffscreenCanvas in some browsers (and the unit
 * tests run without one): a timer at the frame rate stands in where it is missing.
 */
function frameScheduler(): {
  request: (callback: (time: number) => void) => number;
  cancel: (handle: number) => void;
} {
  if (typeof globalThis.requestAnimationFrame === "function") {
    return {
      request: (callback) => globalThis.requestAnimationFrame(callback),
      cancel: (handle) => globalThis.cancelAnimationFrame(handle),
    };
  }
  return {
    request: (callback) => self.setTimeout(() => callback(performance.now()), FRAME_MS),
    cancel: (handle) => self.clearTimeout(handle),
  };
}

/**
 * The particle background's own loop on `store` (a canvas or an OffscreenCanvas) and its 2D
 * context: about 60 fps while told to move, the still constellation otherwise. It starts still;
 * `handle` takes the page's commands, `stop` ends the loop.
 */
export function createParticleLoop(
  store: { width: number; height: number },
  ctx: ParticleContext,
  initial: CanvasSize,
): { handle: (command: ParticleCommand) => void; stop: () => void } {
  const frames = frameScheduler();
  let size = initial;
  sizeBackingStore(store, ctx, size);
  const particles = createParticles(size.width, size.height);
  let pointer: { x: number; y: number } | null = null;
  let frame = 0;
  let last = 0;
  const draw = () => drawParticles(ctx, particles, size.width, size.height);
  const loop = (time: number) => {
    frame = frames.request(loop);
    // Skip frames on displays faster than 60 Hz.
    if (time - last < FRAME_MS - 1) return;
    last = time;
    stepParticles(particles, size.width, size.height, pointer);
    draw();
  };
  const stop = () => {
    frames.cancel(frame);
    frame = 0;
  };
  draw();
  return {
    handle(command) {
      switch (command.type) {
        case "resize":
          size = command.size;
          sizeBackingStore(store, ctx, size);
          // Resizing clears the canvas: draw the still particles again.
          if (!frame) draw();
          break;
        case "pointer":
          pointer = command.at;
          break;
        case "move":
          if (!command.on) stop();
          else if (!frame) frame = frames.request(loop);
          break;
      }
    },
    stop,
  };
}
