import { ArrowRight, ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagePath, productPages, type ProductId } from "#app/config/pages";
import { productIcons } from "#app/components/product-icons";
import { useLang } from "#app/lib/root-data";

const HOVER_CLOSE_DELAY_MS = 150;

/** Desktop Products dropdown: a list on the left, a preview on the right that follows hover and focus. */
export function ProductsMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<ProductId>(productPages[0]);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // A mouse reaches the button (opening the menu on hover) before it clicks; that click must
  // not close the menu it just opened.
  const openedByHover = useRef(false);
  const openNow = () => {
    window.clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onButtonClick = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
    } else setOpen((v) => !v);
  };
  const closeSoon = () => {
    openedByHover.current = false;
    closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  const ActiveIcon = productIcons[active];
  return (
    // Hover intent only; keyboard and touch users open the menu with its button.
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapper}
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && openNow()}
      onPointerLeave={(e) => e.pointerType === "mouse" && closeSoon()}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-3.5 text-[0.95rem] font-medium text-white/85 transition hover:bg-white/10 hover:text-white"
      >
        {t("nav.products")}
        <ChevronDown
          aria-hidden="true"
          size={16}
          className={`transition-transform duration-200 ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 w-[min(760px,calc(100vw-2rem))] -translate-x-[35%] pt-3"
      >
        <div className="grid grid-cols-[1.1fr_1fr] overflow-hidden rounded-card bg-white text-ink-900 shadow-pop ring-1 ring-ink-900/10">
          <ul className="space-y-1 p-3" aria-label={t("products.menuLabel")}>
            {productPages.map((id) => {
              const Icon = productIcons[id];
              return (
                <li key={id}>
                  <Link
                    to={pagePath(lang, id)}
                    onPointerEnter={() => setActive(id)}
                    onFocus={() => setActive(id)}
                    onClick={() => setOpen(false)}
                    data-active={active === id}
                    className="flex items-start gap-3 rounded-xl p-3 transition data-[active=true]:bg-brand-50"
                  >
                    <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700">
                      <Icon aria-hidden="true" size={20} />
                    </span>
                    <span>
                      <span className="block font-semibold">{t(`products.${id}.name`)}</span>
                      <span className="block text-sm text-ink-700/80">
                        {t(`products.${id}.tagline`)}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <div
            className="hero-glow relative flex flex-col justify-between gap-6 p-6 text-white"
            data-testid="products-preview"
          >
            <div>
              <span className="grid size-12 place-items-center rounded-xl bg-white/10 text-mint-300">
                <ActiveIcon aria-hidden="true" size={24} />
              </span>
              <p className="mt-4 text-lg font-bold">{t(`products.${active}.name`)}</p>
              <p className="mt-2 text-sm leading-relaxed text-white/80">
                {t(`products.${active}.preview`)}
              </p>
            </div>
            <div>
              <p className="text-2xl font-extrabold text-highlight">
                {t(`products.${active}.stat`)}
              </p>
              <Link
                to={pagePath(lang, active)}
                tabIndex={-1}
                onClick={() => setOpen(false)}
                className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-mint-200 hover:underline"
              >
                {t("products.explore", { name: t(`products.${active}.name`) })}
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
