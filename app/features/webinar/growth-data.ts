/** A point of the growth chart: a month and net worth in millions of dollars. */
export interface GrowthPoint {
  month: number;
  revenue: number;
}

export const CHART_MONTHS = 24;
export const CHART_MAX_MILLIONS = 10;
/** The chart animates in steps of 0.015 per frame up to 1.2. */
export const CHART_STEP = 0.015;
export const CHART_END = 1.2;

export const growthPhases = [
  { key: "foundation", from: 0, to: 6 },
  { key: "acceleration", from: 6, to: 18 },
  { key: "multiplication", from: 18, to: 24 },
] as const;

export type GrowthPhaseKey = (typeof growthPhases)[number]["key"];

/** Compounding growth: slow to start, then steeper, from $0 at month 0 to $10M at month 24. */
const RATE = 0.16;
export function netWorthAt(month: number): number {
  const m = Math.min(Math.max(month, 0), CHART_MONTHS);
  return (CHART_MAX_MILLIONS * Math.expm1(RATE * m)) / Math.expm1(RATE * CHART_MONTHS);
}

/** The curve, sampled every quarter month. */
export const growthCurve: readonly GrowthPoint[] = Array.from(
  { length: CHART_MONTHS * 4 + 1 },
  (_, i) => ({ month: i / 4, revenue: netWorthAt(i / 4) }),
);

/** The next animation progress after one frame. */
export function nextChartProgress(progress: number): number {
  return Math.min(CHART_END, progress + CHART_STEP);
}
