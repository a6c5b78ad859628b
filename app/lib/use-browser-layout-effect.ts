import { useEffect, useLayoutEffect } from "react";

/**
 * A layout effect in the browser (it runs before paint); on the server, where layout effects do
 * nothing but warn, a plain effect that never runs.
 */
export const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
