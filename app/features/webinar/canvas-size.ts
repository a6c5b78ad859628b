/** Canvases never draw at more than twice the CSS resolution. */
export const MAX_PIXEL_RATIO = 2;

/** A canvas's CSS box and the pixel ratio its backing store is drawn at. */
export interface CanvasSize {
  width: number;
  height: number;
  ratio: number;
}

/**
 * Reads a canvas's CSS box and the device pixel ratio, capped at `maxRatio` (2 by default).
 * Null when the canvas has no box.
 */
export function measureCanvas(
  canvas: HTMLCanvasElement,
  maxRatio: number = MAX_PIXEL_RATIO,
): CanvasSize | null {
  const { width, height } = canvas.getBoundingClientRect();
  if (width === 0 || height === 0) return null;
  return { width, height, ratio: Math.min(window.devicePixelRatio || 1, maxRatio) };
}

/**
 * Sizes a backing store (a canvas, or an OffscreenCanvas in a worker, which cannot measure
 * itself) to `size` and scales its context to CSS pixels.
 */
export function sizeBackingStore(
  store: { width: number; height: number },
  ctx: { setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void },
  size: CanvasSize,
): void {
  const w = Math.round(size.width * size.ratio);
  const h = Math.round(size.height * size.ratio);
  if (store.width !== w || store.height !== h) {
    store.width = w;
    store.height = h;
  }
  ctx.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
}

/**
 * Sizes a canvas's backing store to its CSS box at the device pixel ratio, capped at `maxRatio`
 * (2 by default), and scales its context to CSS pixels. Returns the CSS size, or null when the canvas has no box.
 */
export function fitCanvas(
  canvas: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
  maxRatio: number = MAX_PIXEL_RATIO,
): { width: number; height: number } | null {
  const size = measureCanvas(canvas, maxRatio);
  if (!size) return null;
  sizeBackingStore(canvas, ctx, size);
  return size;
}
