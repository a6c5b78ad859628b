import type { LucideIcon } from "lucide-react";
import { Pause, Play } from "lucide-react";
import { useEffect, useId, useState } from "react";

export interface SliderOption {
  value: string;
  label: string;
  title: string;
  text: string;
  icon: LucideIcon;
  color: string;
  colorDark: string;
}

/** The component's own default; the Venture Studio page passes 4000. */
export const DEFAULT_ROTATION_MS = 3000;

interface Props {
  options: readonly SliderOption[];
  groupLabel: string;
  pauseLabel: string;
  playLabel: string;
  intervalMs?: number;
}

/**
 * An auto-rotating set of steps, operated as a radio group: arrow keys move and select, one tab
 * stop. Rotation pauses while the pointer is over it or focus is inside it, can be paused by the
 * visitor (WCAG 2.2.2), and never starts under prefers-reduced-motion.
 */
export function StepSlider({
  options,
  groupLabel,
  pauseLabel,
  playLabel,
  intervalMs = DEFAULT_ROTATION_MS,
}: Props) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const name = useId();

  useEffect(() => {
    const query = matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const paused = hovered || focused || stopped || reducedMotion;
  useEffect(() => {
    if (paused || options.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % options.length), intervalMs);
    return () => clearInterval(timer);
  }, [paused, intervalMs, options.length]);

  const current = options[index];
  if (!current) return null;
  const Icon = current.icon;
  return (
    <div
      data-testid="step-slider"
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className="grid gap-8 lg:grid-cols-[0.8fr_1.2fr] lg:gap-12"
    >
      <fieldset className="min-w-0">
        <legend className="sr-only">{groupLabel}</legend>
        <div className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
          {options.map((option, i) => {
            const checked = i === index;
            return (
              <label
                key={option.value}
                className={`relative flex min-h-12 shrink-0 cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-400 ${
                  checked
                    ? "border-transparent bg-ink-900 text-white shadow-card"
                    : "border-ink-900/10 bg-white text-ink-800 hover:border-ink-900/30"
                }`}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={checked}
                  onChange={() => setIndex(i)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="grid size-7 place-items-center rounded-full text-xs font-extrabold"
                  style={{ background: option.color, color: option.colorDark }}
                >
                  {i + 1}
                </span>
                {option.label}
              </label>
            );
          })}
        </div>
        <button
          type="button"
          onClick={() => setStopped((s) => !s)}
          className="btn-outline mt-4 min-h-10 px-4 text-sm"
        >
          {stopped ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
          {stopped ? playLabel : pauseLabel}
        </button>
      </fieldset>
      <div
        key={current.value}
        aria-live={paused ? "polite" : "off"}
        className="selector-fade relative overflow-hidden rounded-[2rem] p-8 sm:p-10"
        style={{ background: current.color }}
      >
        <span
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-2xl bg-white/70"
          style={{ color: current.colorDark }}
        >
          <Icon size={32} />
        </span>
        <p
          className="mt-8 text-sm font-bold tracking-[0.12em] uppercase"
          style={{ color: current.colorDark }}
        >
          {index + 1} / {options.length}
        </p>
        <h3 className="mt-2 text-2xl font-extrabold text-ink-900 sm:text-3xl">{current.title}</h3>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-800">{current.text}</p>
        {!paused && (
          <span
            key={`progress-${index}`}
            aria-hidden="true"
            className="slider-progress absolute inset-x-0 bottom-0 h-1.5"
            style={{ background: current.colorDark, animationDuration: `${intervalMs}ms` }}
          />
        )}
      </div>
    </div>
  );
}
