import { ChevronDown } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";

export interface FaqEntry {
  q: string;
  a: string;
}

/**
 * The FAQ accordion: one answer open at a time, a click on a question toggles it. Each question is
 * a button in a heading with aria-expanded and aria-controls; each answer is a region named by its
 * question. Up/Down/Home/End move between the questions.
 */
export function WebinarFaq({ items }: { items: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target =
      event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="mx-auto max-w-3xl space-y-3" data-testid="webi-faq">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div
            key={item.q}
            className={`rounded-2xl border transition-colors ${
              expanded ? "border-brand-400/50 bg-white/[0.07]" : "border-white/10 bg-ink-900/80"
            }`}
          >
            <h3>
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex min-h-16 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-bold text-white sm:px-6 sm:text-lg"
              >
                {item.q}
                <ChevronDown
                  aria-hidden="true"
                  size={22}
                  className={`shrink-0 text-brand-300 transition-transform duration-200 ${expanded ? "rotate-180" : ""}`}
                />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="webi-faq-panel px-5 pb-5 leading-relaxed text-white/80 sm:px-6"
            >
              <p>{item.a}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
