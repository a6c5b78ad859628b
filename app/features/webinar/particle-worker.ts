import {
  createParticleLoop,
  type ParticleCommand,
  type ParticleStart,
} from "#app/features/webinar/particle-loop";

/**
 * The particle background's worker: it draws every frame on the canvas the page handed over,
 * so the animation takes no time from the page's main thread (taps, scrolling, the section
 * menu). The page tells it the canvas's size, the pointer and when to move.
 */
let loop: ReturnType<typeof createParticleLoop> | undefined;

self.addEventListener("message", (event: MessageEvent<ParticleStart | ParticleCommand>) => {
  const message = event.data;
  if (message.type === "start") {
    const ctx = message.canvas.getContext("2d");
    if (ctx) loop = createParticleLoop(message.canvas, ctx, message.size);
  } else loop?.handle(message);
});
