import { CircleCheck, Gift } from "lucide-react";
import { useCopy } from "#app/lib/use-copy";
import { WebiSection } from "#app/features/webinar/WebiSection";

/** What you'll learn: the modules, then the value of the three bonuses. */
export function Learn() {
  const learn = useCopy("webi")("learn");
  return (
    <WebiSection id="learn" eyebrow={learn.eyebrow} title={learn.title} lead={learn.lead}>
      <ul className="mt-12 grid gap-4 sm:mt-14 md:grid-cols-2">
        {learn.modules.map((module, i) => (
          <li
            key={module.title}
            data-reveal
            style={{ transitionDelay: `${(i % 2) * 90}ms` }}
            className="flex gap-4 rounded-2xl border border-white/10 bg-ink-900/80 p-6"
          >
            <CircleCheck aria-hidden="true" size={24} className="mt-0.5 shrink-0 text-mint-300" />
            <div>
              <h3 className="text-lg font-bold">{module.title}</h3>
              <p className="mt-1.5 leading-relaxed text-white/80">{module.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-16" data-reveal>
        <h3 className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
          {learn.bonusesTitle}
        </h3>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {learn.bonuses.map((bonus, i) => (
            <li key={bonus.title} className="webi-card relative overflow-hidden p-7">
              <div
                aria-hidden="true"
                className="absolute -top-16 -right-16 size-40 rounded-full bg-brand-500/25 blur-2xl"
              />
              <p className="flex items-center justify-between gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-[#8b2fd9] text-white">
                  <Gift aria-hidden="true" size={22} />
                </span>
                <span className="rounded-full bg-sun-300 px-3 py-1 text-sm font-extrabold text-ink-950">
                  {bonus.value}
                </span>
              </p>
              <h4 className="mt-5 text-lg font-bold">
                <span className="sr-only">{`${i + 1}. `}</span>
                {bonus.title}
              </h4>
              <p className="mt-2 leading-relaxed text-white/80">{bonus.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-xl font-extrabold text-sun-300">{learn.total}</p>
      </div>
    </WebiSection>
  );
}
