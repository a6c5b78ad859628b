import { expect, type Page } from "@playwright/test";

/**
 * The webinar's particle canvas's current picture. Handed to a worker, the canvas still shows (and
 * gives) the last frame the worker drew.
 */
export function particleFrame(page: Page): Promise<string> {
  return page.getByTestId("particle-canvas").evaluate((el: HTMLCanvasElement) => el.toDataURL());
}

/** The particle canvas shows a new picture within the expectation's wait: the particles move. */
export async function expectParticlesMoving(page: Page): Promise<void> {
  const before = await particleFrame(page);
  await expect.poll(() => particleFrame(page)).not.toBe(before);
}
