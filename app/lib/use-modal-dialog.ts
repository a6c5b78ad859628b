import { type RefObject, useEffect } from "react";
import { useFocusTrap } from "#app/lib/use-focus-trap";

interface Focus {
  /** What gets the focus once the dialog is open (the browser's choice without it). */
  initial?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** What gets the focus back once the dialog has closed, read as it opens. */
  back: () => HTMLElement | null | undefined;
}

/**
 * A native <dialog> shown as a modal while its component is mounted: opened with showModal()
 * (the rest of the page inert), Tab and Shift+Tab kept inside, closed on unmount with the focus
 * given back. Escape stays the owner's: its `onCancel` decides what closing leads to.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, focus: Focus): void {
  useFocusTrap(ref, true);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const back = focus.back();
    if (!dialog.open) dialog.showModal();
    focus.initial?.(dialog)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Closed, so the page is no longer inert and can take the focus back.
      back?.focus({ preventScroll: true });
    };
    // Opened once per mount.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
