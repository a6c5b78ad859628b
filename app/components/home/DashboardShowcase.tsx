import { useId, useRef, useState, type KeyboardEvent } from "react";

export interface DashboardSlide {
  tab: string;
  title: string;
  content: string;
  alt: string;
}

// Illustrative shapes only; the figures a visitor reads are in the copy.
const revenueBars = [34, 40, 38, 46, 52, 49, 58, 63, 60, 70, 76, 84];
const recovery = [
  { share: 46, tone: "bg-brand-500" },
  { share: 27, tone: "bg-mint-400" },
  { share: 17, tone: "bg-sun-300" },
  { share: 10, tone: "bg-brand-200" },
];

/** The two dashboard slides as tabs (arrow keys move between them, as a tab list should). */
export function DashboardShowcase({ slides }: { slides: readonly DashboardSlide[] }) {
  const [index, setIndex] = useState(0);
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + slides.length) % slides.length;
    setIndex(next);
    tabs.current[next]?.focus();
  };
  const slide = slides[index];
  if (!slide) return null;
  return (
    <div data-reveal>
      <div
        role="tablist"
        aria-label={slides.map((s) => s.tab).join(" / ")}
        className="inline-flex rounded-full border border-white/15 bg-white/5 p-1"
      >
        {slides.map((s, i) => (
          <button
            key={s.tab}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => setIndex(i)}
            onKeyDown={onKeyDown}
            className={`min-h-10 rounded-full px-5 text-sm font-semibold transition-colors ${
              i === index ? "bg-white text-ink-900" : "text-white/80 hover:text-white"
            }`}
          >
            {s.tab}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${index}`}
        className="mt-8 grid items-center gap-10 lg:grid-cols-[0.9fr_1.1fr]"
      >
        <div key={index} className="selector-fade">
          <h3 className="text-2xl font-bold sm:text-3xl">{slide.title}</h3>
          <p className="mt-4 text-lg leading-relaxed text-white/80">{slide.content}</p>
        </div>
        <figure className="rounded-[1.5rem] border border-white/10 bg-white p-6 text-ink-900 shadow-pop sm:p-8">
          <figcaption className="sr-only">{slide.alt}</figcaption>
          <div aria-hidden="true">
            <div className="flex items-center justify-between">
              <span className="h-3 w-32 rounded-full bg-ink-900/15" />
              <span className="flex gap-1.5">
                <span className="size-2.5 rounded-full bg-ink-900/15" />
                <span className="size-2.5 rounded-full bg-ink-900/15" />
                <span className="size-2.5 rounded-full bg-mint-400" />
              </span>
            </div>
            {index === 0 ? (
              <div className="mt-6">
                <div className="grid grid-cols-3 gap-3">
                  {["w-16", "w-12", "w-14"].map((w, i) => (
                    <div key={w} className="rounded-xl bg-[#f6f7fb] p-3">
                      <span className="block h-2 w-10 rounded-full bg-ink-900/15" />
                      <span
                        className={`mt-3 block h-4 ${w} rounded-full ${i === 0 ? "bg-brand-500" : i === 1 ? "bg-mint-400" : "bg-ink-700"}`}
                      />
                    </div>
                  ))}
                </div>
                <div className="mt-6 flex h-40 items-end gap-2">
                  {revenueBars.map((h, i) => (
                    <span
                      key={i}
                      className="flex-1 rounded-t-md bg-gradient-to-t from-brand-600 to-brand-300"
                      style={{ height: `${h}%` }}
                    />
                  ))}
                </div>
              </div>
            ) : (
              <div className="mt-6 grid items-center gap-6 sm:grid-cols-[auto_1fr]">
                <div
                  className="mx-auto size-36 rounded-full"
                  style={{
                    background:
                      "conic-gradient(var(--color-brand-500) 0 46%, var(--color-mint-400) 46% 73%, var(--color-sun-300) 73% 90%, var(--color-brand-200) 90% 100%)",
                    mask: "radial-gradient(circle, transparent 52%, black 53%)",
                  }}
                />
                <ul className="space-y-3">
                  {recovery.map((r) => (
                    <li key={r.share} className="flex items-center gap-3">
                      <span className={`size-3 rounded-full ${r.tone}`} />
                      <span className="h-2 flex-1 rounded-full bg-ink-900/10">
                        <span
                          className={`block h-2 rounded-full ${r.tone}`}
                          style={{ width: `${r.share * 2}%` }}
                        />
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </figure>
      </div>
    </div>
  );
}
