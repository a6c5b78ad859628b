/** The particle canvas's defaults. */
export const PARTICLE_COUNT = 50;
export const LINK_DISTANCE = 150;
export const MOUSE_RADIUS = 200;
export const MAX_LINKS = 3;
/** About 60 frames per second, even on faster displays. */
export const FRAME_MS = 1000 / 60;

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

export function createParticles(
  width: number,
  height: number,
  random: () => number = Math.random,
  count = PARTICLE_COUNT,
): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.5,
    vy: (random() - 0.5) * 0.5,
    r: 1 + random() * 1.6,
  }));
}

/**
 * Moves every particle one frame: drift, wrap at the edges, and a gentle push away from the
 * pointer within MOUSE_RADIUS.
 */
export function stepParticles(
  particles: Particle[],
  width: number,
  height: number,
  pointer: { x: number; y: number } | null,
): void {
  for (const p of particles) {
    if (pointer) {
      const dx = p.x - pointer.x;
      const dy = p.y - pointer.y;
      const d = Math.hypot(dx, dy);
      if (d > 0 && d < MOUSE_RADIUS) {
        const push = ((MOUSE_RADIUS - d) / MOUSE_RADIUS) * 1.2;
        p.x += (dx / d) * push;
        p.y += (dy / d) * push;
      }
    }
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < -10) p.x = width + 10;
    else if (p.x > width + 10) p.x = -10;
    if (p.y < -10) p.y = height + 10;
    else if (p.y > height + 10) p.y = -10;
  }
}

/**
 * The pairs to join: closer than LINK_DISTANCE, at most MAX_LINKS lines per particle. Each pair
 * comes with its strength (1 when touching, 0 at the limit).
 */
export function particleLinks(particles: readonly Particle[]): Array<[number, number, number]> {
  const links: Array<[number, number, number]> = [];
  const count = new Uint8Array(particles.length);
  for (let i = 0; i < particles.length; i += 1) {
    const a = particles[i] as Particle;
    for (let j = i + 1; j < particles.length && (count[i] ?? 0) < MAX_LINKS; j += 1) {
      if ((count[j] ?? 0) >= MAX_LINKS) continue;
      const b = particles[j] as Particle;
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (d < LINK_DISTANCE) {
        links.push([i, j, 1 - d / LINK_DISTANCE]);
        count[i] = (count[i] ?? 0) + 1;
        count[j] = (count[j] ?? 0) + 1;
      }
    }
  }
  return links;
}

/** The page's canvas context, or an OffscreenCanvas's in the particle worker. */
export type ParticleContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export function drawParticles(
  ctx: ParticleContext,
  particles: readonly Particle[],
  width: number,
  height: number,
): void {
  ctx.clearRect(0, 0, width, height);
  ctx.lineWidth = 1;
  for (const [i, j, strength] of particleLinks(particles)) {
    const a = particles[i] as Particle;
    const b = particles[j] as Particle;
    ctx.strokeStyle = `rgb(140 134 255 / ${(strength * 0.28).toFixed(3)})`;
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  ctx.fillStyle = "rgb(180 176 255 / 0.55)";
  for (const p of particles) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
    ctx.fill();
  }
}
