import { TrendingUp } from "lucide-react";
import { useCopy } from "#app/lib/use-copy";
import { CtaLink, type CtaHandler } from "#app/features/webinar/CtaLink";
import { WebiSection } from "#app/features/webinar/WebiSection";

/** The opportunity, headed by the letter animation. */
export function Opportunity({ onCta }: { onCta: CtaHandler }) {
  const opportunity = useCopy("webi")("opportunity");
  return (
    <WebiSection
      id="opportunity"
      eyebrow={opportunity.eyebrow}
      title={opportunity.title}
      className="webi-glow"
      letters
    >
      <div className="mx-auto mt-10 max-w-3xl text-center" data-reveal>
        <p className="text-lg leading-relaxed text-white/85 sm:text-xl">{opportunity.text}</p>
      </div>
      <ul className="mx-auto mt-10 grid max-w-5xl gap-4 md:grid-cols-3">
        {opportunity.points.map((point, i) => (
          <li
            key={point}
            data-reveal
            style={{ transitionDelay: `${i * 90}ms` }}
            className="flex gap-3 rounded-2xl border border-white/10 bg-ink-900/80 p-5"
          >
            <TrendingUp aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-mint-300" />
            <span className="font-semibold text-white/90">{point}</span>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <CtaLink label={opportunity.cta} onActivate={onCta} testId="cta-opportunity" />
      </div>
    </WebiSection>
  );
}
