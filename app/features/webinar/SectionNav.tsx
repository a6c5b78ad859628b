import { Menu } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "#app/components/Logo";
import { useCopy } from "#app/lib/use-copy";
import { MobileSectionMenu } from "#app/features/webinar/MobileSectionMenu";
import { scrollToSection } from "#app/features/webinar/scroll-to-section";
import { webinarSections, type WebinarSectionId } from "#app/features/webinar/sections";
import { useActiveSection } from "#app/features/webinar/use-active-section";
import { WebinarLanguageSwitch } from "#app/features/webinar/WebinarLanguageSwitch";
import { useWebinarPaths } from "#app/features/webinar/webinar-paths";

/** Follows an in-page link with the page's own scrolling (smooth, focus moved, no history entry). */
export function followSectionLink(event: MouseEvent<HTMLAnchorElement>, id: WebinarSectionId) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  scrollToSection(id);
}

/**
 * The floating section navigation. Above 768 px: a pill bar whose link for the section under
 * the 100 px line is marked current. At 768 px and less: a bar with a burger that opens the
 * sections in an overlay dialog.
 */
export function SectionNav() {
  const nav = useCopy("webi")("nav");
  const { t } = useTranslation("webi");
  const { checkout } = useWebinarPaths();
  const active = useActiveSection();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const refocusBurger = useRef(false);
  const closeMenu = useCallback((restoreFocus: boolean) => {
    refocusBurger.current = restoreFocus;
    setMenuOpen(false);
  }, []);
  // Once the modal dialog is gone (the page behind it is inert until then).
  useEffect(() => {
    if (menuOpen || !refocusBurger.current) return;
    refocusBurger.current = false;
    burgerRef.current?.focus();
  }, [menuOpen]);

  // Mark the list when it is too narrow for every link (its edges then fade, app.css).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const check = () => list.toggleAttribute("data-overflow", list.scrollWidth > list.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // When the bar is too narrow for every link, keep the current one in view.
  useEffect(() => {
    const list = listRef.current;
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const link = list.querySelector<HTMLElement>(`[data-section="${active}"]`);
    if (link)
      list.scrollTo({ left: link.offsetLeft - list.clientWidth / 2 + link.offsetWidth / 2 });
  }, [active]);

  const linkClass = (id: WebinarSectionId) =>
    `flex min-h-10 items-center rounded-full px-2 text-[0.8rem] font-semibold whitespace-nowrap transition-colors lg:px-2.5 xl:px-3.5 xl:text-sm ${
      active === id
        ? "bg-white/[0.12] text-white shadow-[inset_0_0_0_1px_rgb(255_255_255/0.14)]"
        : "text-white/75 hover:text-white"
    }`;

  return (
    <header data-testid="webi-nav">
      {/* Wide screens: the floating pill. */}
      <div className="pointer-events-none fixed inset-x-0 top-3 z-40 hidden justify-center px-3 min-[769px]:flex">
        <nav
          aria-label={nav.label}
          className="pointer-events-auto flex max-w-full items-center gap-1 rounded-full border border-white/10 bg-ink-950/90 p-1.5 shadow-pop"
        >
          <a
            href="#home"
            onClick={(event) => followSectionLink(event, "home")}
            aria-label={t("nav.backToTop")}
            className="hidden shrink-0 rounded-full px-2 text-white 2xl:flex"
          >
            <Logo />
          </a>
          <ul ref={listRef} className="webi-scroll-x flex min-w-0 items-center overflow-x-auto">
            {webinarSections.map((id) => (
              <li key={id} className="shrink-0">
                <a
                  href={`#${id}`}
                  data-section={id}
                  aria-current={active === id ? "location" : undefined}
                  onClick={(event) => followSectionLink(event, id)}
                  className={linkClass(id)}
                >
                  {nav[id]}
                </a>
              </li>
            ))}
          </ul>
          <Link
            to={checkout}
            className="webi-cta min-h-10 shrink-0 px-4 text-[0.85rem]"
            data-testid="nav-get-started"
          >
            {nav.getStarted}
          </Link>
          <WebinarLanguageSwitch page="webi" />
        </nav>
      </div>

      {/* 768 px and less: a bar with the burger. */}
      <div className="fixed inset-x-0 top-0 z-40 flex h-16 items-center justify-between border-b border-white/10 bg-ink-950/95 px-4 min-[769px]:hidden">
        <a
          href="#home"
          onClick={(event) => followSectionLink(event, "home")}
          aria-label={t("nav.backToTop")}
          className="flex min-h-11 items-center text-white"
        >
          <Logo />
        </a>
        <div className="flex items-center gap-2">
          <WebinarLanguageSwitch page="webi" className="min-h-11 px-2.5" />
          {/* Below 390 px the logo, the switch, this and the burger do not fit in one row
              (French "Commencer" is the longer label); the menu has it too. */}
          <Link to={checkout} className="webi-cta min-h-10 px-4 text-sm max-[389px]:hidden">
            {nav.getStarted}
          </Link>
          <button
            ref={burgerRef}
            type="button"
            aria-label={nav.openMenu}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            className="grid size-11 place-items-center rounded-full border border-white/15 text-white hover:bg-white/10"
            data-testid="webi-burger"
          >
            <Menu aria-hidden="true" size={22} />
          </button>
        </div>
      </div>
      {menuOpen && <MobileSectionMenu id={menuId} active={active} onClose={closeMenu} />}
    </header>
  );
}
