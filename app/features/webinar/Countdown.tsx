import { useId } from "react";
import { useCopy } from "#app/lib/use-copy";
import { useCountdown } from "#app/features/webinar/use-countdown";

const units = ["days", "hours", "minutes", "seconds"] as const;

/**
 * The registration countdown: days, hours, minutes and seconds, two digits each. Before the
 * first tick (server render, hydration) the cells show dashes in the same space. As a timer it
 * is not announced on every change; screen readers read it when they reach it.
 */
export function Countdown() {
  const labels = useCopy("webi")("countdown");
  const value = useCountdown();
  const labelId = useId();
  return (
    <div role="timer" aria-labelledby={labelId} data-testid="countdown">
      <p id={labelId} className="text-sm font-bold tracking-[0.14em] text-mint-300 uppercase">
        {labels.label}
      </p>
      <ol className="mt-4 grid grid-cols-4 gap-2 sm:gap-3">
        {units.map((unit) => (
          <li
            key={unit}
            className="rounded-2xl border border-white/10 bg-white/[0.05] px-1 py-3 text-center sm:py-4"
          >
            <span
              data-unit={unit}
              className="block text-[2rem] leading-none font-extrabold tabular-nums sm:text-[2.6rem]"
            >
              {value ? value[unit] : "--"}
            </span>
            <span className="mt-2 block text-[0.68rem] font-semibold tracking-[0.06em] text-white/75 uppercase sm:text-xs sm:tracking-[0.1em] lg:text-[0.68rem] lg:tracking-[0.06em] xl:text-xs">
              {labels[unit]}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
