import { CircleX } from "lucide-react";
import { useCopy } from "#app/lib/use-copy";
import { WebiSection } from "#app/features/webinar/WebiSection";

/** The three problems the workshop answers. */
export function Problems() {
  const problems = useCopy("webi")("problems");
  return (
    <WebiSection id="problems" eyebrow={problems.eyebrow} title={problems.title}>
      <ol className="mt-12 grid gap-5 sm:mt-14 md:grid-cols-3">
        {problems.items.map((item, i) => (
          <li
            key={item.title}
            data-reveal
            style={{ transitionDelay: `${i * 90}ms` }}
            className="rounded-2xl border border-[#f97066]/25 bg-gradient-to-b from-[#f97066]/[0.08] to-ink-900/80 p-7"
          >
            <CircleX aria-hidden="true" size={28} className="text-[#fda29b]" />
            <h3 className="mt-4 text-xl font-extrabold">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-white/80">{item.text}</p>
          </li>
        ))}
      </ol>
    </WebiSection>
  );
}
