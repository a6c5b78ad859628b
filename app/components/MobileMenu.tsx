import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagePath, productPages } from "#app/config/pages";
import { site } from "#app/config/site";
import { productIcons } from "#app/components/product-icons";
import { useLang } from "#app/lib/root-data";

interface Props {
  id: string;
  /** Distance from the viewport top to the header's bottom edge, where the panel starts. */
  top: number;
  closing: boolean;
  onNavigate: () => void;
}

/** The burger menu's panel; the header owns its open state, scroll lock and animation timing. */
export function MobileMenu({ id, top, closing, onNavigate }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [productsOpen, setProductsOpen] = useState(false);
  const productsId = useId();
  const linkClass =
    "flex min-h-12 items-center rounded-xl px-4 text-lg font-semibold text-white hover:bg-white/5";

  return (
    <nav
      id={id}
      aria-label={t("a11y.mobileNav")}
      data-state={closing ? "closing" : "open"}
      style={{ top }}
      className="fixed inset-x-0 bottom-0 z-40 overflow-y-auto bg-ink-950 px-5 pt-4 pb-10 text-white data-[state=closing]:animate-[menu-out_220ms_ease-in_forwards] data-[state=open]:animate-[menu-in_260ms_var(--ease-out-soft)]"
      data-testid="mobile-menu"
    >
      <ul className="space-y-1">
        <li>
          <Link to={pagePath(lang, "home")} className={linkClass} onClick={onNavigate}>
            {t("nav.home")}
          </Link>
        </li>
        <li>
          <button
            type="button"
            aria-expanded={productsOpen}
            aria-controls={productsId}
            onClick={() => setProductsOpen((v) => !v)}
            className={`${linkClass} w-full justify-between`}
          >
            {t("nav.products")}
            <ChevronDown
              aria-hidden="true"
              className={`transition-transform ${productsOpen ? "rotate-180" : ""}`}
            />
          </button>
          <ul id={productsId} hidden={!productsOpen} className="mt-1 mb-2 space-y-1 pl-2">
            {productPages.map((product) => {
              const Icon = productIcons[product];
              return (
                <li key={product}>
                  <Link
                    to={pagePath(lang, product)}
                    onClick={onNavigate}
                    className="flex items-center gap-3 rounded-xl px-4 py-2.5 hover:bg-white/5"
                  >
                    <Icon aria-hidden="true" size={20} className="shrink-0 text-mint-300" />
                    <span>
                      <span className="block font-semibold">{t(`products.${product}.name`)}</span>
                      <span className="block text-sm text-white/70">
                        {t(`products.${product}.tagline`)}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </li>
        <li>
          <Link to={pagePath(lang, "ventureStudio")} className={linkClass} onClick={onNavigate}>
            {t("nav.ventureStudio")}
          </Link>
        </li>
        <li>
          <Link to={pagePath(lang, "about")} className={linkClass} onClick={onNavigate}>
            {t("nav.about")}
          </Link>
        </li>
      </ul>
      <div className="mt-8 grid gap-3 border-t border-white/10 pt-6">
        <Link to={pagePath(lang, "contact")} className="btn-primary" onClick={onNavigate}>
          {t("nav.getStarted")}
        </Link>
        <a href={site.signInUrl} className="btn-ghost-dark">
          {t("nav.signIn")}
        </a>
      </div>
    </nav>
  );
}
