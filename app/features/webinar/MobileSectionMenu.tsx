import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Logo } from "#app/components/Logo";
import { useCopy } from "#app/lib/use-copy";
import { useFocusTrap } from "#app/lib/use-focus-trap";
import { scrollToSection } from "#app/features/webinar/scroll-to-section";
import {
  WEBINAR_MOBILE_QUERY,
  webinarSections,
  type WebinarSectionId,
} from "#app/features/webinar/sections";
import { useWebinarPaths } from "#app/features/webinar/webinar-paths";

interface Props {
  id: string;
  active: WebinarSectionId | null;
  /** Closes the menu; `restoreFocus` sends the focus back to the burger. */
  onClose: (restoreFocus: boolean) => void;
}

/**
 * The phone layout's section menu: a native modal dialog over the page (the rest of the page is
 * inert). Tab and Shift+Tab cycle inside it, Escape closes it, the page behind does not scroll,
 * and it closes by itself when the viewport grows past the mobile width.
 */
export function MobileSectionMenu({ id, active, onClose }: Props) {
  const nav = useCopy("webi")("nav");
  const { checkout } = useWebinarPaths();
  const ref = useRef<HTMLDialogElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  useFocusTrap(ref, true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A modal dialog: the page behind is inert and the dialog sits in the top layer.
    if (!dialog.open) dialog.showModal();
    firstLinkRef.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    // Escape: the browser's cancel (or, pressed twice, a direct close).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose(true);
    };
    const onNativeClose = () => onClose(true);
    const mobile = window.matchMedia(WEBINAR_MOBILE_QUERY);
    const onWidth = () => {
      if (!mobile.matches) onClose(false);
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    mobile.addEventListener("change", onWidth);
    return () => {
      root.style.overflow = overflow;
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      mobile.removeEventListener("change", onWidth);
    };
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={nav.label}
      data-testid="webi-mobile-menu"
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none animate-[menu-in_240ms_var(--ease-out-soft)] flex-col open:flex overflow-y-auto bg-ink-950 px-4 pb-8 text-white backdrop:bg-ink-950"
    >
      <div className="flex h-16 shrink-0 items-center justify-between">
        <Logo />
        <button
          type="button"
          aria-label={nav.closeMenu}
          onClick={() => onClose(true)}
          className="grid size-11 place-items-center rounded-full border border-white/15 hover:bg-white/10"
        >
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      <nav aria-label={nav.label} className="mt-4">
        <ul className="space-y-1">
          {webinarSections.map((section, index) => (
            <li key={section}>
              <a
                ref={index === 0 ? firstLinkRef : undefined}
                href={`#${section}`}
                aria-current={active === section ? "location" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onClose(false);
                  // It scrolls once the closed menu has painted, the scroll lock lifted by then.
                  scrollToSection(section);
                }}
                className={`flex min-h-12 items-center rounded-xl px-4 text-lg font-semibold ${
                  active === section ? "bg-white/10 text-white" : "text-white/80 hover:bg-white/5"
                }`}
              >
                {nav[section]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Link to={checkout} className="webi-cta mt-8 min-h-12 text-base">
        {nav.getStarted}
      </Link>
    </dialog>
  );
}
