import { useEffect, useRef } from "react";

/** The console's keys, as the help panel lists them. */
export const shortcutKeys = [
  { keys: ["j"], action: "next" },
  { keys: ["k"], action: "previous" },
  { keys: ["enter"], action: "open" },
  { keys: ["esc"], action: "leave" },
  { keys: ["/"], action: "canned" },
  { keys: ["?"], action: "help" },
] as const;

interface Handlers {
  /** Move the highlight down (1) or up (-1) the list. */
  move: (step: 1 | -1) => void;
  /** Back to the list from a conversation (panels close themselves on Escape). */
  leave: () => void;
  help: () => void;
}

/** Where a key press means text, not a command. */
function typingIn(target: EventTarget | null): target is HTMLElement {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !["button", "checkbox", "radio", "submit", "reset", "range", "color"].includes(
    target.type,
  );
}

/**
 * j/k, Escape and ? anywhere in the console, never while the agent types in a field: there,
 * Escape only leaves the field, so a second Escape leaves the conversation. Enter needs no
 * handler: j/k move the focus along the list's buttons, and Enter on a button opens it.
 */
export function useConsoleShortcuts(handlers: Handlers, enabled: boolean) {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Another handler (a reply box's popup, an open dialog) already used it.
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      // A modal panel is open: it owns the keyboard (its own Escape closes it).
      if (document.querySelector("dialog[open]")) return;
      if (typingIn(event.target)) {
        if (event.key === "Escape") event.target.blur();
        return;
      }
      switch (event.key) {
        case "j":
          event.preventDefault();
          current.current.move(1);
          return;
        case "k":
          event.preventDefault();
          current.current.move(-1);
          return;
        case "Escape":
          current.current.leave();
          return;
        case "?":
          event.preventDefault();
          current.current.help();
          return;
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
