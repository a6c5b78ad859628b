import { ArrowRight, Gift, Infinity as Lifetime, Lock, ShieldCheck } from "lucide-react";
import type { MouseEvent } from "react";
import { useCopy } from "#app/lib/use-copy";
import { useLang } from "#app/lib/root-data";
import { formatUsd } from "#app/lib/format-money";
import { webinarOffer } from "#app/features/webinar/offer";
import { useWebinarPaths } from "#app/features/webinar/webinar-paths";
import { WebiSection } from "#app/features/webinar/WebiSection";

const includeIcons = [Lifetime, ShieldCheck, Gift] as const;

interface Props {
  onRegister: (event: MouseEvent<HTMLAnchorElement>) => void;
  busy: boolean;
}

/** The registration box: price, what the seat includes and the Register button. */
export function Register({ onRegister, busy }: Props) {
  const register = useCopy("webi")("register");
  const lang = useLang();
  const { checkout } = useWebinarPaths();
  return (
    <WebiSection eyebrow={register.eyebrow} title={register.title} lead={register.lead}>
      <div className="relative mx-auto mt-12 max-w-xl" data-reveal>
        <div
          aria-hidden="true"
          className="absolute -inset-1 rounded-[1.6rem] bg-gradient-to-br from-brand-500 via-[#8b2fd9] to-mint-400 opacity-70 blur-lg"
        />
        <div className="relative rounded-[1.4rem] border border-white/15 bg-ink-900 p-7 text-center sm:p-10">
          <p className="text-6xl font-extrabold tracking-tight text-white sm:text-7xl">
            {formatUsd(webinarOffer.price, lang)}
          </p>
          <p className="mt-2 font-semibold text-white/75">{register.priceNote}</p>
          <ul className="mt-8 space-y-3 text-left">
            {register.includes.map((item, i) => {
              const Icon = includeIcons[i] ?? ShieldCheck;
              return (
                <li
                  key={item}
                  className="flex items-center gap-3 rounded-xl border border-white/10 bg-white/[0.04] px-4 py-3 font-semibold"
                >
                  <Icon aria-hidden="true" size={22} className="shrink-0 text-mint-300" />
                  {item}
                </li>
              );
            })}
          </ul>
          <a
            href={checkout}
            onClick={onRegister}
            aria-disabled={busy || undefined}
            className="webi-cta mt-8 min-h-14 w-full text-lg"
            data-testid="register-button"
          >
            {register.cta}
            <ArrowRight aria-hidden="true" size={20} />
          </a>
          <p className="mt-4 flex items-center justify-center gap-2 text-sm text-white/75">
            <Lock aria-hidden="true" size={15} />
            {register.secure}
          </p>
        </div>
      </div>
    </WebiSection>
  );
}
