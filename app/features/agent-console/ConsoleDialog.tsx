import { X } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { useModalDialog } from "#app/lib/use-modal-dialog";

interface Props {
  title: string;
  /** The close button's label. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider panels (the settings) ask for more room. */
  wide?: boolean;
}

/**
 * A console panel: a native modal <dialog> (the rest of the page inert), named by its heading,
 * Tab kept inside, Escape closes. Mounted while open; on close the focus goes back to what had it.
 */
export function ConsoleDialog({ title, closeLabel, onClose, children, wide = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, {
    initial: (dialog) => dialog.querySelector<HTMLElement>("[data-autofocus]"),
    back: () => (document.activeElement instanceof HTMLElement ? document.activeElement : null),
  });

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner unmounts the panel, which gives the focus back.
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${
        wide ? "w-[min(calc(100%-2rem),34rem)]" : "w-[min(calc(100%-2rem),28rem)]"
      } overflow-y-auto rounded-2xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-950/50`}
    >
      <div className="flex items-center justify-between gap-4 border-b border-ink-900/10 px-6 py-4">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="grid size-10 place-items-center rounded-full text-ink-600 transition hover:bg-ink-900/[0.06] hover:text-ink-900"
        >
          <X aria-hidden="true" size={20} />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
