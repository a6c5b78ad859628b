import { useCallback, useEffect, useRef } from "react";
import { mountCashbackPopup } from "#app/features/cashback-demo/popup-runtime";

/**
 * Opens the full-size preview: the popup's markup in a <template>, shown by the same function the
 * embed snippet runs (our CSP forbids running the snippet's inline script, so we call it). The
 * preview closes itself; leaving the page closes it too.
 */
export function usePopupPreview(): (templateHtml: string) => void {
  const close = useRef<(() => void) | null>(null);

  useEffect(() => () => close.current?.(), []);

  return useCallback((templateHtml: string) => {
    close.current?.();
    const template = document.createElement("template");
    template.innerHTML = templateHtml;
    close.current = mountCashbackPopup(template, () => {
      close.current = null;
    });
  }, []);
}
