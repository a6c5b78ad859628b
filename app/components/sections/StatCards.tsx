import type { CSSProperties } from "react";
import { statFitSize } from "#app/components/sections/stat-fit";

export interface Stat {
  bigText: string;
  smallText: string;
}

/** Statistic cards (bigText, smallText) as a description list, so each figure keeps its label. */
export function StatCards({
  label,
  items,
  tone = "light",
}: {
  label: string;
  items: readonly Stat[];
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  const cols = items.length === 4 ? "grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3";
  const fit = { "--stat-fit": statFitSize(items.map((s) => s.bigText)) } as CSSProperties;
  return (
    <dl aria-label={label} className={`grid gap-4 ${cols}`} style={fit}>
      {items.map((stat, i) => (
        <div
          key={stat.bigText}
          data-reveal
          style={{ transitionDelay: `${i * 80}ms` }}
          className={`@container flex flex-col-reverse justify-end rounded-card border p-5 sm:p-6 ${
            dark ? "border-white/10 bg-white/[0.05]" : "border-ink-900/[0.07] bg-white shadow-card"
          }`}
        >
          <dt
            className={`mt-2 text-[0.95rem] leading-snug ${dark ? "text-white/75" : "text-ink-700"}`}
          >
            {stat.smallText}
          </dt>
          <dd
            className={`text-[length:min(1.875rem,var(--stat-fit))] leading-[1.15] font-extrabold tracking-tight sm:text-[length:min(2.75rem,var(--stat-fit))] ${dark ? "text-white" : "text-ink-900"}`}
          >
            {stat.bigText}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The figures that overlap the bottom edge of a page's hero. */
export function HeroStats({ label, items }: { label: string; items: readonly Stat[] }) {
  return (
    <div className="relative z-10 -mt-10 sm:-mt-12">
      <div className="container-page">
        <StatCards label={label} items={items} />
      </div>
    </div>
  );
}
