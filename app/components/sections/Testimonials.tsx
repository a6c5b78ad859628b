import { Quote } from "lucide-react";

export interface Testimonial {
  text: string;
  name: string;
  occupation: string;
}

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {items.map((item, i) => (
        <li
          key={item.name}
          data-reveal
          style={{ transitionDelay: `${i * 80}ms` }}
          className="rounded-card border border-ink-900/[0.07] bg-white p-7 shadow-card"
        >
          <figure className="flex h-full flex-col">
            <Quote aria-hidden="true" size={28} className="text-brand-400" />
            <blockquote className="mt-4 flex-1 text-[1.05rem] leading-relaxed text-ink-800">
              <p>{item.text}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-ink-900/[0.07] pt-5">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-mint-400 text-sm font-bold text-white"
              >
                {item.name.slice(0, 1)}
              </span>
              <span>
                <span className="block font-bold">{item.name}</span>
                <span className="block text-sm text-ink-600">{item.occupation}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
