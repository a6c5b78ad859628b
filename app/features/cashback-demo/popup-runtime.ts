/**
 * Shows the cash back popup held by `template` and returns a function that closes it.
 *
 * This one function runs in two places: the embed snippet carries its source text
 * (`String(mountCashbackPopup)`, see embed-snippet.ts) and runs it on the merchant's page, and the
 * demo page calls it directly for its preview. So it must stay self-contained: it may use only its
 * parameters and browser globals, never an import or anything else of this module, and nothing
 * that compiles to a helper.
 *
 * The popup goes into the shadow root of its own element at the end of <body>, isolated from the
 * page's CSS both ways. It is a modal dialog: Continue is focused, Tab and Shift+Tab stay inside,
 * Continue, the close mark and Escape close it, and closing removes it and gives the focus back.
 * Before the document has a body (a snippet pasted into <head>) it waits for DOMContentLoaded.
 * One popup at a time: a snippet pasted twice shows it once.
 *
 * No comments inside the body: its source text is what merchants paste (unminified outside the
 * production client build).
 */
export function mountCashbackPopup(
  template: HTMLTemplateElement | null,
  onClose?: () => void,
): () => void {
  let state = "waiting";
  let teardown = function () {};

  function close() {
    if (state === "closed") return;
    state = "closed";
    document.removeEventListener("DOMContentLoaded", open);
    teardown();
    if (onClose) onClose();
  }

  function open() {
    if (state !== "waiting") return;
    if (
      !template ||
      !template.content ||
      !document.body ||
      document.querySelector("subnova-cashback-popup")
    ) {
      state = "closed";
      return;
    }
    state = "open";
    const previous = document.activeElement;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    const host = document.createElement("subnova-cashback-popup");
    const shadow = host.attachShadow({ mode: "open" });
    shadow.appendChild(template.content.cloneNode(true));
    const buttons = Array.prototype.slice.call(
      shadow.querySelectorAll("button"),
    ) as HTMLButtonElement[];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" || event.key === "Esc") {
        event.preventDefault();
        close();
      } else if (event.key === "Tab" && first && last) {
        const current = shadow.activeElement;
        if (event.shiftKey && (current === first || !current)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (current === last || !current)) {
          event.preventDefault();
          first.focus();
        }
      }
    }

    function onClick(event: Event) {
      const target = event.target;
      if (target instanceof Element && target.closest("[data-sn-close]")) close();
    }

    shadow.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown, true);
    document.body.appendChild(host);
    root.style.overflow = "hidden";
    const focusTarget = shadow.querySelector("[data-sn-continue]") || first;
    if (focusTarget instanceof HTMLElement) focusTarget.focus();

    teardown = function () {
      document.removeEventListener("keydown", onKeyDown, true);
      shadow.removeEventListener("click", onClick);
      host.remove();
      root.style.overflow = overflow;
      if (previous instanceof HTMLElement && previous.isConnected && previous !== document.body) {
        previous.focus();
      }
    };
  }

  if (document.body && document.readyState !== "loading") open();
  else document.addEventListener("DOMContentLoaded", open);
  return close;
}
