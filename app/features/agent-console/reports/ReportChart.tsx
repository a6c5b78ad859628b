import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Report } from "#app/features/agent-console/reports/report-types";
import type { ReportFormat } from "#app/features/agent-console/reports/use-report-format";

// The drawing's own units; it stretches to the width it is given (only rectangles and lines,
// which stretch cleanly; the words around it are HTML).
const WIDTH = 700;
const HEIGHT = 160;

/** A round top for the scale: 1, 2 or 5 times a power of ten, at least the highest bar. */
export function scaleTop(highest: number): number {
  if (highest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(highest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= highest) ?? highest;
}

/**
 * Conversations (and, beside them, missed conversations) per day, as bars. One image for
 * assistive technology, named and described with the period's totals; the table under it gives
 * every day's figures.
 */
export function ReportChart({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation("agent");
  const id = useId();
  const { days, total, range } = report;
  const top = scaleTop(Math.max(...days.map((d) => Math.max(d.conversations, d.missed))));
  const slot = WIDTH / days.length;
  const bar = Math.max(1, slot * 0.36);
  const height = (value: number) => (value / top) * HEIGHT;
  const description = t("reports.chart.description", {
    conversations: t("reports.chart.conversations", { count: total.conversations }),
    missed: t("reports.chart.missed", { count: total.missed }),
    from: format.shortDay(range.from),
    to: format.shortDay(range.to),
  });

  return (
    <figure className="flex flex-col gap-2">
      <figcaption id={`${id}-title`} className="text-sm font-bold text-ink-900">
        {t("reports.chart.title")}
      </figcaption>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-8 shrink-0 flex-col justify-between text-right text-[11px] leading-none text-ink-600 tabular-nums"
        >
          <span>{format.number(top)}</span>
          <span>{format.number(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 overflow-visible"
        >
          <desc id={`${id}-description`}>{description}</desc>
          {[0, 0.5, 1].map((share) => (
            <line
              key={share}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT * share}
              y2={HEIGHT * share}
              vectorEffect="non-scaling-stroke"
              className={share === 1 ? "stroke-ink-600/50" : "stroke-ink-900/10"}
            />
          ))}
          {days.map((day, index) => {
            const x = index * slot + (slot - 2 * bar) / 2;
            return (
              <g key={day.day}>
                <title>
                  {t("reports.chart.barTitle", {
                    day: format.day(day.day),
                    conversations: t("reports.chart.conversations", { count: day.conversations }),
                    missed: t("reports.chart.missed", { count: day.missed }),
                  })}
                </title>
                <rect
                  x={x}
                  width={bar}
                  y={HEIGHT - height(day.conversations)}
                  height={height(day.conversations)}
                  className="fill-brand-500"
                />
                <rect
                  x={x + bar}
                  width={bar}
                  y={HEIGHT - height(day.missed)}
                  height={height(day.missed)}
                  className="fill-danger-700"
                />
              </g>
            );
          })}
        </svg>
      </div>
      <div
        aria-hidden="true"
        className="ml-10 flex justify-between text-[11px] leading-none text-ink-600"
      >
        <span>{format.shortDay(range.from)}</span>
        <span>{format.shortDay(range.to)}</span>
      </div>
      <ul className="ml-10 flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-600" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-500" />
          {t("reports.columns.conversations")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-danger-700" />
          {t("reports.columns.missed")}
        </li>
      </ul>
    </figure>
  );
}
