import { Check, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Variant 1's breadcrumb: cart, information (where the visitor is), shipping, payment. */
export function CheckoutBreadcrumb() {
  const { t } = useTranslation("checkout");
  const steps = ["cart", "information", "shipping", "payment"] as const;
  return (
    <nav aria-label={t("integrated.breadcrumb.label")}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        {steps.map((step, index) => (
          <li
            key={step}
            aria-current={step === "information" ? "step" : undefined}
            className={`flex items-center gap-1.5 ${
              step === "information"
                ? "font-bold text-ink-900"
                : step === "cart"
                  ? "font-medium text-brand-700"
                  : "text-ink-700"
            }`}
          >
            {index > 0 && <ChevronRight aria-hidden="true" size={14} className="text-ink-600" />}
            {t(`integrated.breadcrumb.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Variant 2's three steps: cart and details done, payment current. */
export function CheckoutSteps() {
  const { t } = useTranslation("checkout");
  const steps = ["cart", "details", "payment"] as const;
  return (
    <nav aria-label={t("popup.steps.label")}>
      <ol className="grid grid-cols-3 gap-2">
        {steps.map((step, index) => {
          const current = step === "payment";
          return (
            <li
              key={step}
              aria-current={current ? "step" : undefined}
              className="flex min-w-0 flex-col gap-2"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${current ? "bg-brand-600" : "bg-[#05704f]"}`}
              />
              <span className="flex flex-col items-start gap-1.5 text-sm font-semibold sm:flex-row sm:items-center sm:gap-2">
                <span
                  aria-hidden="true"
                  className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold text-white ${
                    current ? "bg-brand-600" : "bg-[#05704f]"
                  }`}
                >
                  {current ? index + 1 : <Check size={14} strokeWidth={3} />}
                </span>
                <span className={current ? "text-ink-900" : "text-ink-700"}>
                  {t(`popup.steps.${step}`)}
                  <span className="sr-only">
                    {" "}
                    ({current ? t("popup.steps.current") : t("popup.steps.done")})
                  </span>
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
