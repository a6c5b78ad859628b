import { useEffect, useRef } from "react";
import { useCopy } from "#app/lib/use-copy";
import { fitCanvas } from "#app/features/webinar/canvas-size";
import type { ChartLabels, drawGrowthChart } from "#app/features/webinar/draw-growth-chart";
import { CHART_END, nextChartProgress } from "#app/features/webinar/growth-data";
import { prefersReducedMotion } from "#app/features/webinar/motion";
import { runWhenLoaded } from "#app/features/webinar/run-when-loaded";

/**
 * The $0 to $10M growth chart on a canvas. Its box is reserved by the aspect ratio (no layout
 * shift). The drawing code loads when the chart comes within a screen of the viewport, far
 * below the first one; the axes are drawn then and the line animates once, the first time the
 * chart is scrolled into view (drawn complete under reduced motion). The canvas is hidden from
 * screen readers: the figure's caption names the chart and states the same figures.
 */
export function GrowthChart() {
  const journey = useCopy("webi")("journey");
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // A string, so the drawing effect reruns only when the words change (a language switch).
  const labelsKey = JSON.stringify({
    yTicks: journey.yTicks,
    axis: journey.axis,
    endLabel: journey.endLabel,
    phases: {
      foundation: journey.phases.foundation.name,
      acceleration: journey.phases.acceleration.name,
      multiplication: journey.phases.multiplication.name,
    },
  } satisfies ChartLabels);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    let stop: (() => void) | undefined;
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        stop = runWhenLoaded(
          () => import("#app/features/webinar/draw-growth-chart"),
          ({ drawGrowthChart }) => runChart(canvas, ctx, labelsKey, drawGrowthChart),
        );
      },
      { rootMargin: "100% 0px" },
    );
    near.observe(canvas);
    return () => {
      near.disconnect();
      stop?.();
    };
  }, [labelsKey]);

  return (
    <figure className="webi-card p-3 sm:p-6" data-testid="growth-chart">
      <div className="relative aspect-[4/3] w-full sm:aspect-[16/8]">
        <canvas ref={canvasRef} aria-hidden="true" className="absolute inset-0 size-full" />
      </div>
      <figcaption className="mt-4 px-1 text-sm leading-relaxed text-white/75">
        <span className="sr-only">{journey.chartLabel}. </span>
        {journey.caption}
      </figcaption>
    </figure>
  );
}

/** Draws the axes, animates the line once it is seen, redraws on resize; returns the cleanup. */
function runChart(
  canvas: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
  labelsKey: string,
  drawChart: typeof drawGrowthChart,
): () => void {
  const labels = JSON.parse(labelsKey) as ChartLabels;
  let progress = 0;
  let frame = 0;
  let started = false;
  const fontFamily = getComputedStyle(canvas).fontFamily || "sans-serif";
  const draw = () => {
    const size = fitCanvas(canvas, ctx);
    if (size) drawChart(ctx, size.width, size.height, progress, labels, fontFamily);
  };
  const animate = () => {
    progress = nextChartProgress(progress);
    draw();
    frame = progress < CHART_END ? window.requestAnimationFrame(animate) : 0;
  };
  const start = () => {
    if (started) return;
    started = true;
    if (prefersReducedMotion()) {
      progress = CHART_END;
      draw();
    } else frame = window.requestAnimationFrame(animate);
  };
  const seen = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      start();
    },
    { threshold: 0.35 },
  );
  seen.observe(canvas);
  // Redraw on resize; the first call draws the empty axes.
  const resized = new ResizeObserver(() => {
    if (!frame) draw();
  });
  resized.observe(canvas);
  void document.fonts?.ready.then(() => {
    if (!frame) draw();
  });
  return () => {
    seen.disconnect();
    resized.disconnect();
    window.cancelAnimationFrame(frame);
  };
}
