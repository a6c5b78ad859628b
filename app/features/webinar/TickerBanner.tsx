import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { useCopy } from "#app/lib/use-copy";

/** The marquee's speed, in pixels per second. */
const SPEED = 50;
/** About the width of one phrase at this type size, to pace the loop. */
const ITEM_WIDTH = 380;

/**
 * The scrolling text banner. The phrases are drawn twice for a seamless loop and read once; it
 * pauses on hover and focus, stops with its button (WCAG 2.2.2) and stands still under reduced
 * motion (the shared .marquee styles in app.css).
 */
export function TickerBanner() {
  const banner = useCopy("webi")("banner");
  const [stopped, setStopped] = useState(false);
  const ref = useRef<HTMLElement>(null);
  // Off screen the loop pauses: no frames for text nobody sees.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => {
      el.toggleAttribute("data-offscreen", !entry?.isIntersecting);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const style = {
    "--marquee-duration": `${(banner.items.length * ITEM_WIDTH) / SPEED}s`,
  } as CSSProperties;
  const row = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center">
      {banner.items.map((item) => (
        <li key={item} className="flex items-center gap-8 pr-8 whitespace-nowrap">
          {item}
          <span aria-hidden="true" className="text-mint-300">
            ✦
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <section
      ref={ref}
      aria-label={banner.label}
      data-stopped={stopped || undefined}
      className="marquee relative flex items-center overflow-hidden border-y border-white/10 bg-gradient-to-r from-brand-800/70 via-[#3b1d6e]/70 to-brand-800/70 py-5 text-xl font-extrabold tracking-tight text-white sm:text-2xl"
    >
      <div
        className="marquee-track flex w-max will-change-transform"
        style={style}
        data-testid="ticker-track"
      >
        {row(false)}
        {row(true)}
      </div>
      <button
        type="button"
        onClick={() => setStopped((s) => !s)}
        aria-label={stopped ? banner.play : banner.pause}
        className="absolute right-3 grid size-10 place-items-center rounded-full border border-white/20 bg-ink-950 text-white hover:bg-ink-800"
      >
        {stopped ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
      </button>
    </section>
  );
}
