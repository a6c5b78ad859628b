import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

export interface Cta {
  title: string;
  lead: string;
  button: string;
}

/** The closing call to action of a page. */
export function CtaBand({ cta, to }: { cta: Cta; to: string }) {
  return (
    <section aria-label={cta.title} className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <div
          data-reveal
          className="hero-glow relative isolate overflow-hidden rounded-[2rem] px-6 py-14 text-center text-white sm:px-12 sm:py-20"
        >
          <div
            className="hero-grid pointer-events-none absolute inset-0 -z-10"
            aria-hidden="true"
          />
          <p className="mx-auto max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {cta.title}
          </p>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-white/80">{cta.lead}</p>
          <Link to={to} className="btn-light btn-wrap mt-9 min-h-12 px-7 text-base">
            {cta.button}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
