import type { ReactNode, RefObject } from "react";

interface Props {
  /** The order summary: first in reading order (it tops the phone layout), right on desktop. */
  summary: ReactNode;
  children: ReactNode;
  /** The form column; it takes the focus when the checkout starts again. */
  mainRef?: RefObject<HTMLDivElement | null>;
}

/** A checkout's two columns: the form on the left and the order summary on the right (>= 1024 px). */
export function CheckoutColumns({ summary, children, mainRef }: Props) {
  return (
    <div className="grid lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]">
      <div className="border-b border-ink-900/10 bg-[#f6f7fb] px-5 py-7 sm:px-8 lg:col-start-2 lg:row-start-1 lg:border-b-0 lg:border-l lg:px-9 lg:py-10">
        {/* Stays in view beside the form, but only on a screen tall enough to show all of it: a
            sticky summary taller than the window would hide its total until the form ends. */}
        <div className="lg:[@media(min-height:45rem)]:sticky lg:top-24">{summary}</div>
      </div>
      <div
        ref={mainRef}
        tabIndex={-1}
        className="flex min-w-0 flex-col gap-9 px-5 py-8 outline-none sm:px-8 lg:col-start-1 lg:row-start-1 lg:px-12 lg:py-10"
      >
        {children}
      </div>
    </div>
  );
}
