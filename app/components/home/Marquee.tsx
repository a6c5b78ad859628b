import { Pause, Play } from "lucide-react";
import { useState, type CSSProperties } from "react";

/** The marquee's speed, in pixels per second. */
export const MARQUEE_SPEED = 50;
/** Roughly the width one item takes at the marquee's type size, to pace the loop. */
const ITEM_WIDTH = 320;

/**
 * Phrases scrolling by at a steady speed. The list is drawn twice so the loop is seamless; the
 * copy is read once (the second half is hidden from assistive technology). Paused on hover and
 * focus, stopped by its button (WCAG 2.2.2), and still under reduced motion (app.css).
 */
interface Props {
  label: string;
  items: readonly string[];
  pauseLabel: string;
  playLabel: string;
}

export function Marquee({ label, items, pauseLabel, playLabel }: Props) {
  const [stopped, setStopped] = useState(false);
  const duration = (items.length * ITEM_WIDTH) / MARQUEE_SPEED;
  const style = { "--marquee-duration": `${duration}s` } as CSSProperties;
  const row = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-10 pr-10 whitespace-nowrap">
          {item}
          <span aria-hidden="true" className="size-2 rounded-full bg-mint-400" />
        </li>
      ))}
    </ul>
  );
  return (
    <section
      aria-label={label}
      className="marquee relative flex items-center overflow-hidden border-y border-ink-900/10 bg-white py-7 text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl"
      data-stopped={stopped || undefined}
    >
      <div className="marquee-track flex w-max" style={style} data-testid="marquee-track">
        {row(false)}
        {row(true)}
      </div>
      <button
        type="button"
        onClick={() => setStopped((s) => !s)}
        aria-label={stopped ? playLabel : pauseLabel}
        className="absolute right-3 grid size-10 place-items-center rounded-full border border-ink-900/10 bg-white text-ink-800 shadow-card hover:bg-brand-50"
      >
        {stopped ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
      </button>
    </section>
  );
}
