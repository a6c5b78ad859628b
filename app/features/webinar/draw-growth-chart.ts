import {
  CHART_END,
  CHART_MAX_MILLIONS,
  CHART_MONTHS,
  growthCurve,
  growthPhases,
  netWorthAt,
  type GrowthPhaseKey,
} from "#app/features/webinar/growth-data";

export interface ChartLabels {
  /** Five labels for $0, $2.5M, $5M, $7.5M and $10M. */
  yTicks: readonly string[];
  axis: string;
  endLabel: string;
  phases: Record<GrowthPhaseKey, string>;
}

const phaseColors: Record<GrowthPhaseKey, { band: string; text: string }> = {
  foundation: { band: "rgb(52 220 174 / 0.07)", text: "#7cf0d0" },
  acceleration: { band: "rgb(108 99 255 / 0.09)", text: "#aaa6ff" },
  multiplication: { band: "rgb(192 132 252 / 0.11)", text: "#e2c2ff" },
};
const MONTH_TICKS = [0, 6, 12, 18, 24];

/**
 * Draws the growth chart at `progress` (0 to 1.2): the line and its area grow from month 0 to 24
 * while progress goes to 1, then the $10M label fades in. Sizes are CSS pixels; the caller has
 * scaled the context for the device pixel ratio.
 */
export function drawGrowthChart(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  progress: number,
  labels: ChartLabels,
  fontFamily: string,
): void {
  const compact = width < 520;
  const padL = compact ? 46 : 58;
  const padR = compact ? 14 : 24;
  const padT = 34;
  const padB = 44;
  const w = width - padL - padR;
  const h = height - padT - padB;
  const x = (month: number) => padL + (month / CHART_MONTHS) * w;
  const y = (millions: number) => padT + h - (millions / CHART_MAX_MILLIONS) * h;
  const font = (size: number, weight = 600) => `${weight} ${size}px ${fontFamily}`;

  ctx.clearRect(0, 0, width, height);

  // Phase bands, their dividers and names.
  for (const phase of growthPhases) {
    const left = x(phase.from);
    const right = x(phase.to);
    ctx.fillStyle = phaseColors[phase.key].band;
    ctx.fillRect(left, padT, right - left, h);
    ctx.font = font(compact ? 11 : 13, 700);
    const name = labels.phases[phase.key];
    if (ctx.measureText(name).width < right - left - 6) {
      ctx.fillStyle = phaseColors[phase.key].text;
      ctx.textAlign = "center";
      ctx.textBaseline = "bottom";
      ctx.fillText(name, (left + right) / 2, padT - 10);
    }
  }
  ctx.strokeStyle = "rgb(255 255 255 / 0.18)";
  ctx.setLineDash([4, 5]);
  ctx.lineWidth = 1;
  for (const month of [6, 18]) {
    ctx.beginPath();
    ctx.moveTo(x(month) + 0.5, padT);
    ctx.lineTo(x(month) + 0.5, padT + h);
    ctx.stroke();
  }
  ctx.setLineDash([]);

  // Grid and axes.
  ctx.font = font(compact ? 11 : 12);
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  labels.yTicks.forEach((label, i) => {
    const value = (CHART_MAX_MILLIONS * i) / (labels.yTicks.length - 1);
    ctx.strokeStyle = i === 0 ? "rgb(255 255 255 / 0.35)" : "rgb(255 255 255 / 0.08)";
    ctx.beginPath();
    ctx.moveTo(padL, Math.round(y(value)) + 0.5);
    ctx.lineTo(padL + w, Math.round(y(value)) + 0.5);
    ctx.stroke();
    ctx.fillStyle = "rgb(255 255 255 / 0.72)";
    ctx.fillText(label, padL - 8, y(value));
  });
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  for (const month of MONTH_TICKS) ctx.fillText(String(month), x(month), padT + h + 8);
  ctx.fillStyle = "rgb(255 255 255 / 0.55)";
  ctx.textAlign = "right";
  ctx.fillText(labels.axis, padL + w, padT + h + 26);

  // The curve up to the current month.
  const line = Math.min(progress, 1);
  if (line <= 0) return;
  const lastMonth = line * CHART_MONTHS;
  const points = growthCurve.filter((p) => p.month < lastMonth);
  points.push({ month: lastMonth, revenue: netWorthAt(lastMonth) });
  const head = points.at(-1) ?? { month: 0, revenue: 0 };

  const area = ctx.createLinearGradient(0, padT, 0, padT + h);
  area.addColorStop(0, "rgb(140 134 255 / 0.45)");
  area.addColorStop(1, "rgb(140 134 255 / 0)");
  ctx.beginPath();
  ctx.moveTo(x(0), y(0));
  for (const p of points) ctx.lineTo(x(p.month), y(p.revenue));
  ctx.lineTo(x(head.month), y(0));
  ctx.closePath();
  ctx.fillStyle = area;
  ctx.fill();

  const stroke = ctx.createLinearGradient(padL, 0, padL + w, 0);
  stroke.addColorStop(0, "#34dcae");
  stroke.addColorStop(0.5, "#8c86ff");
  stroke.addColorStop(1, "#e2c2ff");
  ctx.beginPath();
  points.forEach((p, i) => {
    if (i === 0) ctx.moveTo(x(p.month), y(p.revenue));
    else ctx.lineTo(x(p.month), y(p.revenue));
  });
  ctx.strokeStyle = stroke;
  ctx.lineWidth = 3.5;
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.shadowColor = "rgb(140 134 255 / 0.8)";
  ctx.shadowBlur = 14;
  ctx.stroke();
  ctx.shadowBlur = 0;

  // The head of the line, and once the line is complete the $10M label.
  const hx = x(head.month);
  const hy = y(head.revenue);
  const done = Math.max(0, (progress - 1) / (CHART_END - 1));
  ctx.fillStyle = "rgb(226 194 255 / 0.25)";
  ctx.beginPath();
  ctx.arc(hx, hy, 9 + done * 5, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.beginPath();
  ctx.arc(hx, hy, 4.5, 0, Math.PI * 2);
  ctx.fill();
  if (done > 0) {
    ctx.globalAlpha = done;
    ctx.font = font(compact ? 15 : 18, 800);
    const text = labels.endLabel;
    const tw = ctx.measureText(text).width;
    const bx = Math.min(hx - tw - 30, width - tw - 24);
    const by = hy + 10;
    ctx.fillStyle = "#ffd27a";
    roundRect(ctx, bx, by, tw + 20, compact ? 26 : 30, 8);
    ctx.fill();
    ctx.fillStyle = "#060913";
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    ctx.fillText(text, bx + 10, by + (compact ? 13 : 15));
    ctx.globalAlpha = 1;
  }
}

function roundRect(
  ctx: CanvasRenderingContext2D,
  left: number,
  top: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  ctx.moveTo(left + r, top);
  ctx.arcTo(left + w, top, left + w, top + h, r);
  ctx.arcTo(left + w, top + h, left, top + h, r);
  ctx.arcTo(left, top + h, left, top, r);
  ctx.arcTo(left, top, left + w, top, r);
  ctx.closePath();
}
