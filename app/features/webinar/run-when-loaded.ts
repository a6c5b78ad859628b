/**
 * Loads code on demand (`load`, an `import()`), then starts it with `run`. Returns the effect's
 * cleanup: before the load settles it cancels the start, after it stops what `run` started. A
 * load that fails leaves the canvas it would have drawn empty, as without JavaScript.
 */
export function runWhenLoaded<Module>(
  load: () => Promise<Module>,
  run: (module: Module) => () => void,
): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  void load()
    .then((module) => {
      if (!cancelled) stop = run(module);
    })
    .catch(() => {});
  return () => {
    cancelled = true;
    stop?.();
  };
}
