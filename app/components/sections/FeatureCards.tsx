import type { LucideIcon } from "lucide-react";

export interface FeatureCard {
  smallHeading: string;
  bigHeading: string;
  content: string;
}

interface Props {
  cards: readonly FeatureCard[];
  /** One icon per card, in order; cards without one show a numbered badge. */
  icons?: readonly LucideIcon[];
  columns?: 2 | 3 | 4;
  tone?: "light" | "dark";
}

const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 xl:grid-cols-4" };

/**
 * Feature cards (smallHeading, bigHeading, content). Below 880 px the card nearest the viewport
 * centre is highlighted (data-center, see scroll-effects.ts).
 */
export function FeatureCards({ cards, icons, columns = 3, tone = "light" }: Props) {
  const dark = tone === "dark";
  return (
    <ul className={`grid gap-5 ${grid[columns]}`}>
      {cards.map((card, i) => {
        const Icon = icons?.[i];
        return (
          <li
            key={card.bigHeading}
            data-reveal
            data-center
            style={{ transitionDelay: `${(i % 4) * 80}ms` }}
            className={`flex flex-col rounded-card border p-7 ${
              dark
                ? "border-white/10 bg-white/[0.04]"
                : "border-ink-900/[0.07] bg-white shadow-card"
            }`}
          >
            <span
              aria-hidden="true"
              className={`grid size-11 place-items-center rounded-xl text-sm font-extrabold ${
                dark ? "bg-white/10 text-mint-300" : "bg-brand-50 text-brand-600"
              }`}
            >
              {Icon ? <Icon size={22} /> : String(i + 1).padStart(2, "0")}
            </span>
            <p
              className={`mt-6 text-xs font-bold tracking-[0.12em] uppercase ${dark ? "text-mint-300" : "text-brand-600"}`}
            >
              {card.smallHeading}
            </p>
            <h3 className="mt-2 text-xl leading-snug font-bold text-balance">{card.bigHeading}</h3>
            <p className={`mt-3 leading-relaxed ${dark ? "text-white/75" : "text-ink-700"}`}>
              {card.content}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
