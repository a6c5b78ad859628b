import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { type CheckoutVariant, checkoutVariants, variantSearch } from "./variants";

/**
 * The three layouts as links (?variant=checkout2): they work without JavaScript, can be shared,
 * and switching keeps the scroll position. The current one is marked with aria-current.
 */
export function VariantSwitcher({ current }: { current: CheckoutVariant }) {
  const { t } = useTranslation("checkout");
  const [params] = useSearchParams();
  return (
    <nav aria-label={t("demo.switcherLabel")}>
      <ul className="grid gap-3 md:grid-cols-3">
        {checkoutVariants.map((variant, index) => {
          const active = variant === current;
          return (
            <li key={variant} className="flex">
              <Link
                to={{ search: variantSearch(params, variant) }}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`flex w-full items-start gap-3.5 rounded-2xl border p-4 transition ${
                  active
                    ? "border-brand-600 bg-white shadow-card ring-2 ring-brand-600"
                    : "border-ink-900/10 bg-white/70 hover:border-brand-300 hover:bg-white"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold ${
                    active ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-700"
                  }`}
                >
                  {index + 1}
                </span>
                <span className="min-w-0">
                  <span className="block font-bold text-ink-900">
                    {t(`demo.variants.${variant}.name`)}
                  </span>
                  <span className="mt-0.5 block text-sm text-ink-700">
                    {t(`demo.variants.${variant}.text`)}
                  </span>
                  <code className="mt-1.5 inline-block rounded bg-ink-900/[0.05] px-1.5 py-0.5 font-mono text-xs text-ink-700">
                    {variant}
                  </code>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
