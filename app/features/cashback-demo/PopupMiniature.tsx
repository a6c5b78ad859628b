import { useEffect, useRef } from "react";
import { containedPopupCss } from "#app/features/cashback-demo/popup-markup";

interface Props {
  /** The popup's markup (popupTemplateHtml): the very markup the snippet and preview show. */
  templateHtml: string;
  /** The address shown in the sketched browser bar. */
  address: string;
}

/**
 * The live miniature beside the form: the popup's own markup and styles in a shadow root, laid
 * over a sketch of a merchant's order confirmation page. It is a picture, not a dialog: inert and
 * hidden from assistive technology (the full-size preview is the accessible one).
 */
export function PopupMiniature({ templateHtml, address }: Props) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: "open" });
    shadow.innerHTML = `${templateHtml}<style>${containedPopupCss}</style>`;
  }, [templateHtml]);

  return (
    <div
      inert
      aria-hidden="true"
      className="overflow-hidden rounded-card border border-ink-900/10 bg-white shadow-card select-none"
      data-testid="popup-miniature"
    >
      <div className="flex items-center gap-3 border-b border-ink-900/10 bg-[#f3f4f8] px-4 py-2.5">
        <span className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-[#ff6159]" />
          <span className="size-2.5 rounded-full bg-[#ffbd2e]" />
          <span className="size-2.5 rounded-full bg-[#28c941]" />
        </span>
        <span className="min-w-0 flex-1 truncate rounded-full bg-white px-3 py-1 text-xs text-ink-600">
          {address}
        </span>
      </div>
      <div className="relative">
        <MerchantPageSketch />
        <div ref={host} className="relative grid min-h-[36rem]" />
      </div>
    </div>
  );
}

/** Grey blocks in the shape of a store's order confirmation page, behind the popup. */
function MerchantPageSketch() {
  const bar = "rounded-full bg-ink-900/[0.09]";
  return (
    <div className="absolute inset-0 flex flex-col gap-5 p-6">
      <div className="flex items-center justify-between">
        <span className="h-6 w-24 rounded-md bg-brand-600/30" />
        <span className="flex gap-3">
          <span className={`h-2.5 w-12 ${bar}`} />
          <span className={`h-2.5 w-12 ${bar}`} />
          <span className={`h-2.5 w-12 ${bar}`} />
        </span>
      </div>
      <span className={`mt-4 h-5 w-2/3 ${bar}`} />
      <span className={`h-3 w-1/2 ${bar}`} />
      <div className="mt-2 flex flex-col gap-4 rounded-xl border border-ink-900/10 p-4">
        {[0, 1].map((row) => (
          <div key={row} className="flex items-center gap-4">
            <span className="size-14 shrink-0 rounded-lg bg-ink-900/[0.07]" />
            <span className="flex flex-1 flex-col gap-2">
              <span className={`h-3 w-3/4 ${bar}`} />
              <span className={`h-2.5 w-1/3 ${bar}`} />
            </span>
            <span className={`h-3 w-12 ${bar}`} />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-2.5">
        <span className={`h-2.5 w-full ${bar}`} />
        <span className={`h-2.5 w-5/6 ${bar}`} />
        <span className={`h-2.5 w-2/3 ${bar}`} />
      </div>
      <span className="mt-auto h-11 w-44 rounded-full bg-ink-900/[0.12]" />
    </div>
  );
}
