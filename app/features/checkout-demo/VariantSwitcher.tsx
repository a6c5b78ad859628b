import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { preloadLayout } from "./checkout-layouts";
import { type CheckoutVariant, checkoutVariants, variantSearch } from "./variants";

const tones = {
  // Beside the hero's copy on wide screens.
  dark: {
    title: "text-white",
    share: "text-white/75",
    list: "flex flex-col gap-2.5",
    link: "border-white/15 bg-white/[0.06] text-white hover:border-white/40 hover:bg-white/10",
    active: "border-white bg-white text-ink-900 ring-2 ring-brand-400",
    number: "bg-white/10 text-white",
    text: "text-white/75",
    code: "bg-white/10 text-white/80",
  },
  // Above the checkout on phones and tablets.
  light: {
    title: "text-ink-900",
    share: "text-ink-700",
    list: "grid gap-2 md:grid-cols-3 md:gap-3",
    link: "border-ink-900/10 bg-white text-ink-900 hover:border-brand-300",
    active: "border-brand-600 bg-white text-ink-900 ring-2 ring-brand-600",
    number: "bg-brand-50 text-brand-700",
    text: "text-ink-700",
    code: "bg-ink-900/[0.05] text-ink-700",
  },
} as const;

interface Props {
  current: CheckoutVariant;
  tone: keyof typeof tones;
}

/**
 * The three layouts as links (?variant=checkout2): they work without JavaScript, can be shared,
 * and switching keeps the scroll position. The current one is marked with aria-current.
 */
export function VariantSwitcher({ current, tone }: Props) {
  const { t } = useTranslation("checkout");
  const [params] = useSearchParams();
  const headingId = useId();
  const style = tones[tone];
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={`text-lg font-extrabold tracking-tight ${style.title}`}>
        {t("demo.title")}
      </h2>
      <ul className={`mt-4 ${style.list}`}>
        {checkoutVariants.map((variant, index) => {
          const active = variant === current;
          // The layout's code starts loading as the visitor heads for it.
          const preload = () => preloadLayout(variant);
          return (
            <li key={variant} className="flex">
              <Link
                to={{ search: variantSearch(params, variant) }}
                preventScrollReset
                onPointerEnter={preload}
                onFocus={preload}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-14 w-full items-center gap-3.5 rounded-2xl border px-4 py-3 transition ${
                  active ? style.active : style.link
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
                    active ? "bg-brand-600 text-white" : style.number
                  }`}
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <span className="font-bold">{t(`demo.variants.${variant}.name`)}</span>
                    <code
                      className={`rounded px-1.5 py-0.5 font-mono text-xs ${
                        active ? "bg-brand-50 text-brand-800" : style.code
                      }`}
                    >
                      {variant}
                    </code>
                  </span>
                  <span
                    className={`mt-0.5 text-sm ${tone === "light" ? "hidden md:block" : "block"} ${
                      active ? "text-ink-700" : style.text
                    }`}
                  >
                    {t(`demo.variants.${variant}.text`)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className={`mt-3 text-sm ${style.share}`}>{t("demo.share")}</p>
    </nav>
  );
}
