import { BadgeCheck, Quote, Star } from "lucide-react";
import { useCopy } from "#app/lib/use-copy";
import { WebiSection } from "#app/features/webinar/WebiSection";

/** Three verified-customer testimonials. */
export function Results() {
  const results = useCopy("webi")("results");
  return (
    <WebiSection eyebrow={results.eyebrow} title={results.title}>
      <ul className="mt-12 grid gap-5 sm:mt-14 md:grid-cols-3">
        {results.items.map((item, i) => (
          <li
            key={item.name}
            data-reveal
            style={{ transitionDelay: `${i * 90}ms` }}
            className="webi-card flex p-7"
          >
            <figure className="flex flex-col">
              <div className="flex items-center justify-between">
                <p className="flex gap-0.5 text-sun-300">
                  <span className="sr-only">{results.rating}</span>
                  {[0, 1, 2, 3, 4].map((n) => (
                    <Star key={n} aria-hidden="true" size={18} fill="currentColor" />
                  ))}
                </p>
                <Quote aria-hidden="true" size={26} className="text-brand-400" />
              </div>
              <blockquote className="mt-5 flex-1 text-[1.05rem] leading-relaxed text-white/90">
                <p>{item.text}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-white/10 pt-5">
                <span className="block font-bold">{item.name}</span>
                <span className="block text-sm text-white/75">{item.occupation}</span>
                <span className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-mint-400/15 px-2.5 py-1 text-xs font-bold text-mint-200">
                  <BadgeCheck aria-hidden="true" size={15} />
                  {results.verified}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </WebiSection>
  );
}
