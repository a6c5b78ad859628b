/** SPEC/brief: canvases never draw at more than twice the CSS resolution. */
export const MAX_PIXEL_RATIO = 2;

/**
 * Sizes a canvas's backing store to its CSS box at the device pixel ratio, capped at `maxRatio`
 * (2 by default), and scales its context to CSS pixels. Returns the CSS size, or null when the canvas has no box.
 */
export function fitCanvas(
  canvas: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
  maxRatio: number = MAX_PIXEL_RATIO,
): { width: number; height: number } | null {
  const { width, height } = canvas.getBoundingClientRect();
  if (width === 0 || height === 0) return null;
  const ratio = Math.min(window.devicePixelRatio || 1, maxRatio);
  const w = Math.round(width * ratio);
  const h = Math.round(height * ratio);
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  }
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return { width, height };
}
