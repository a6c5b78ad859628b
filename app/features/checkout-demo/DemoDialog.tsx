import { X } from "lucide-react";
import { type ReactNode, type RefObject, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useModalDialog } from "#app/lib/use-modal-dialog";

interface Props {
  /** Small text above the heading. */
  eyebrow: string;
  title: string;
  /** The close mark and Escape; both popups of the demo may be closed. */
  onClose: () => void;
  /** What gets the focus when the popup opens (its first button otherwise). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** What gets the focus back once the popup has closed, when it is still on the page. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The picture in the popup's coloured header. */
  icon: ReactNode;
  children: ReactNode;
}

/**
 * A modal popup of the checkout demo: a native <dialog> opened with showModal() (the rest of
 * the page is inert), named by its heading, Tab and Shift+Tab kept inside, Escape closes.
 * Mounted while open; on close the focus goes to `returnFocus`, or to what the owner shows next.
 */
export function DemoDialog({
  eyebrow,
  title,
  onClose,
  initialFocus,
  returnFocus,
  icon,
  children,
}: Props) {
  const { t } = useTranslation("checkout");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, {
    initial: (dialog) => initialFocus?.current ?? dialog.querySelector<HTMLElement>("button"),
    back: () => returnFocus?.current,
  });

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner decides what closing leads to (and unmounts the popup).
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(calc(100%-2rem),28rem)] overflow-y-auto rounded-card bg-white p-0 text-ink-900 shadow-pop transition duration-200 ease-out backdrop:bg-ink-950/60 backdrop:backdrop-blur-[2px] starting:translate-y-3 starting:scale-[0.97] starting:opacity-0"
    >
      <div className="relative bg-gradient-to-br from-brand-700 to-brand-600 px-6 pt-7 pb-6 text-white sm:px-8">
        <button
          type="button"
          onClick={onClose}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-white/90 transition hover:bg-white/15 hover:text-white"
        >
          <X aria-hidden="true" size={22} />
          <span className="sr-only">{t("dialog.close")}</span>
        </button>
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-2xl bg-white/15 text-white ring-1 ring-white/25"
        >
          {icon}
        </span>
        <p className="mt-4 text-sm font-semibold tracking-wide text-white/90">{eyebrow}</p>
        <h2 id={titleId} className="mt-1 pr-8 text-2xl leading-tight font-extrabold tracking-tight">
          {title}
        </h2>
      </div>
      <div className="px-6 pt-5 pb-6 sm:px-8 sm:pb-8">{children}</div>
    </dialog>
  );
}
