import {
  BarChart3,
  Layers,
  type LucideIcon,
  ShieldCheck,
  Sparkles,
  Users,
  Zap,
} from "lucide-react";
import { useId, useState } from "react";

export const selectorKeys = ["instant", "secure", "fully", "white", "real", "trusted"] as const;
export type SelectorKey = (typeof selectorKeys)[number];

export interface SelectorItem {
  key: SelectorKey;
  title: string;
  content: string;
}

const icons: Record<SelectorKey, LucideIcon> = {
  instant: Zap,
  secure: ShieldCheck,
  fully: Layers,
  white: Sparkles,
  real: BarChart3,
  trusted: Users,
};

const gradients: Record<SelectorKey, string> = {
  instant: "from-brand-500 to-sun-300",
  secure: "from-ink-700 to-brand-500",
  fully: "from-brand-600 to-mint-400",
  white: "from-mint-400 to-brand-300",
  real: "from-brand-500 to-brand-300",
  trusted: "from-mint-600 to-brand-500",
};

/**
 * The expandable feature list: the first item starts open, clicking the open item closes it,
 * clicking another opens it (and closes the previous one). The illustration of the open item
 * fades in over 200 ms. No items, nothing rendered.
 */
export function FeatureSelector({ items }: { items?: readonly SelectorItem[] | null }) {
  const [active, setActive] = useState<SelectorKey | null>(items?.[0]?.key ?? null);
  const baseId = useId();
  if (!items || items.length === 0) return null;
  const current = items.find((i) => i.key === active);
  const Icon = current ? icons[current.key] : Sparkles;
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.05fr] lg:gap-16">
      <ul className="divide-y divide-ink-900/10 border-y border-ink-900/10">
        {items.map((item) => {
          const open = item.key === active;
          const ItemIcon = icons[item.key];
          return (
            <li key={item.key}>
              <h3>
                <button
                  type="button"
                  id={`${baseId}-${item.key}-button`}
                  aria-expanded={open}
                  aria-controls={`${baseId}-${item.key}-panel`}
                  onClick={() => setActive(open ? null : item.key)}
                  className={`flex w-full items-center gap-4 py-5 text-left text-lg font-bold transition-colors ${
                    open ? "text-brand-700" : "text-ink-900 hover:text-brand-700"
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`grid size-10 shrink-0 place-items-center rounded-xl transition-colors ${
                      open ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-600"
                    }`}
                  >
                    <ItemIcon size={20} />
                  </span>
                  {item.title}
                  <span
                    aria-hidden="true"
                    className={`ml-auto text-2xl leading-none font-normal transition-transform duration-200 ${open ? "rotate-45" : ""}`}
                  >
                    +
                  </span>
                </button>
              </h3>
              <div
                id={`${baseId}-${item.key}-panel`}
                hidden={!open}
                className="pb-6 pl-14 leading-relaxed text-ink-700"
              >
                {item.content}
              </div>
            </li>
          );
        })}
      </ul>
      <div
        key={current?.key ?? "none"}
        data-testid="selector-illustration"
        data-item={current?.key ?? "none"}
        className="selector-fade relative isolate grid aspect-[5/4] place-items-center overflow-hidden rounded-[2rem] hero-glow"
        aria-hidden="true"
      >
        <div className="hero-grid absolute inset-0 -z-10" />
        <div
          className={`grid size-40 place-items-center rounded-[2.5rem] bg-gradient-to-br shadow-pop sm:size-48 ${
            current ? gradients[current.key] : "from-brand-500 to-mint-400"
          }`}
        >
          <Icon size={84} className="text-white" strokeWidth={1.5} />
        </div>
        {current && (
          <p className="absolute inset-x-8 bottom-8 text-center text-lg font-bold text-white">
            {current.title}
          </p>
        )}
      </div>
    </div>
  );
}
