import { Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { desktopNavQuery, MENU_CLOSE_MS } from "#app/config/layout";
import { pagePath } from "#app/config/pages";
import { site } from "#app/config/site";
import { LanguageSwitch } from "#app/components/LanguageSwitch";
import { Logo } from "#app/components/Logo";
import { MobileMenu } from "#app/components/MobileMenu";
import { ProductsMenu } from "#app/components/ProductsMenu";
import { TopBanner } from "#app/components/TopBanner";
import { useHideOnScroll } from "#app/components/useHideOnScroll";
import { useLang } from "#app/lib/root-data";
import { useMediaQuery } from "#app/lib/use-media-query";

type MenuState = "closed" | "open" | "closing";

export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useLang();
  const isDesktop = useMediaQuery(desktopNavQuery);
  const [menu, setMenu] = useState<MenuState>("closed");
  const [menuTop, setMenuTop] = useState(0);
  const bar = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const hidden = useHideOnScroll(isDesktop);

  const closeMenu = useCallback(() => {
    setMenu((state) => (state === "open" ? "closing" : state));
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setMenu("closed"), MENU_CLOSE_MS);
  }, []);
  const openMenu = () => {
    window.clearTimeout(closeTimer.current);
    setMenuTop(bar.current?.getBoundingClientRect().bottom ?? 0);
    setMenu("open");
  };

  // Widening past the breakpoint drops the mobile menu at once, without animation.
  useEffect(() => {
    if (isDesktop) {
      window.clearTimeout(closeTimer.current);
      setMenu("closed");
    }
  }, [isDesktop]);

  // Lock page scroll while the mobile menu is on screen.
  useEffect(() => {
    if (menu === "closed") return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menu]);

  useEffect(() => {
    if (menu !== "open") return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeMenu();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menu, closeMenu]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("a11y.skipToContent")}
      </a>
      <TopBanner />
      <header
        ref={bar}
        data-hidden={hidden}
        data-testid="site-header"
        className="sticky top-0 z-50 border-b border-white/10 bg-ink-950/90 text-white backdrop-blur-md transition-transform duration-300 data-[hidden=true]:-translate-y-full"
      >
        <div className="container-page flex h-[72px] items-center gap-4">
          <Link to={pagePath(lang, "home")} aria-label={t("a11y.homeLink")} className="rounded-lg">
            <Logo />
          </Link>
          <DesktopNav />
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch />
            <a href={site.signInUrl} className="btn-ghost-dark hidden nav:inline-flex">
              {t("nav.signIn")}
            </a>
            <Link to={pagePath(lang, "contact")} className="btn-primary hidden nav:inline-flex">
              {t("nav.getStarted")}
            </Link>
            <button
              type="button"
              className="inline-grid size-11 place-items-center rounded-full hover:bg-white/10 nav:hidden"
              aria-expanded={menu === "open"}
              aria-controls={menuId}
              aria-label={menu === "open" ? t("a11y.closeMenu") : t("a11y.openMenu")}
              onClick={() => (menu === "open" ? closeMenu() : openMenu())}
              data-testid="burger"
            >
              {menu === "open" ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </button>
          </div>
        </div>
      </header>
      {menu !== "closed" && (
        <MobileMenu id={menuId} top={menuTop} closing={menu === "closing"} onNavigate={closeMenu} />
      )}
    </>
  );
}

const navLink =
  "inline-flex min-h-11 items-center rounded-full px-3.5 text-[0.95rem] font-medium text-white/85 transition hover:bg-white/10 hover:text-white aria-[current=page]:text-white";

/** The navigation of wide screens; hidden below the nav breakpoint (the burger menu's place). */
function DesktopNav() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav aria-label={t("a11y.mainNav")} className="ml-6 hidden nav:block">
      <ul className="flex items-center gap-1">
        <li>
          <ProductsMenu />
        </li>
        <li>
          <NavItem to={pagePath(lang, "ventureStudio")} className={navLink}>
            {t("nav.ventureStudio")}
          </NavItem>
        </li>
        <li>
          <NavItem to={pagePath(lang, "about")} className={navLink}>
            {t("nav.about")}
          </NavItem>
        </li>
      </ul>
    </nav>
  );
}

function NavItem({ to, className, children }: { to: string; className: string; children: string }) {
  const { pathname } = useLocation();
  return (
    <Link to={to} className={className} aria-current={pathname === to ? "page" : undefined}>
      {children}
    </Link>
  );
}
