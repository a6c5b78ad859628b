import { CalendarCheck, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";

// Relative bar heights of the illustrative revenue chart (a steady climb, +40% by the end).
const bars = [38, 42, 40, 47, 51, 49, 56, 60, 58, 66, 71, 78];

/** A stylised dashboard card for the home hero; its figures are the ones the copy claims. */
export function DashboardPreview() {
  const { t } = useTranslation();
  return (
    <figure
      aria-label={t("heroVisual.label")}
      className="relative mx-auto w-full max-w-[460px] rounded-[1.5rem] border border-white/10 bg-white/[0.06] p-6 shadow-pop backdrop-blur-sm"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-white">{t("heroVisual.title")}</p>
          <p className="text-xs text-white/70">{t("heroVisual.period")}</p>
        </div>
        <p className="flex items-center gap-1.5 rounded-full bg-mint-300/15 px-2.5 py-1 text-sm font-bold text-mint-300">
          <TrendingUp aria-hidden="true" size={16} />
          {t("heroVisual.growth")}
          <span className="sr-only"> {t("heroVisual.growthLabel")}</span>
        </p>
      </div>
      <div className="mt-6 flex h-36 items-end gap-2" aria-hidden="true">
        {bars.map((height, i) => (
          <span
            key={i}
            className="flex-1 rounded-t-md bg-gradient-to-t from-brand-600/70 to-brand-300"
            style={{ height: `${height + 22}%` }}
          />
        ))}
      </div>
      <dl className="mt-6 grid grid-cols-3 gap-3">
        {(["takeRate", "perCustomer", "memberships"] as const).map((key) => (
          <div key={key} className="rounded-xl bg-white/[0.06] p-3">
            <dt className="text-[0.7rem] leading-tight text-white/70">{t(`heroVisual.${key}`)}</dt>
            <dd className="mt-1 text-lg font-extrabold text-white">
              {t(`heroVisual.${key}Value`)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-center gap-2 text-xs text-white/75">
        <CalendarCheck aria-hidden="true" size={14} className="text-mint-300" />
        {t("heroVisual.payout")}
      </p>
    </figure>
  );
}
