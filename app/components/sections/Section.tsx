import { useId, type ReactNode } from "react";

export interface SectionHead {
  eyebrow?: string;
  title: string;
  lead?: string;
}

type Tone = "white" | "tint" | "dark";

const tones: Record<Tone, string> = {
  white: "bg-white text-ink-900",
  tint: "bg-[#f6f7fb] text-ink-900",
  dark: "hero-glow text-white",
};

interface Props {
  head: SectionHead;
  tone?: Tone;
  align?: "left" | "center";
  /** An anchor for in-page links. */
  id?: string;
  children?: ReactNode;
  /** Extra content beside the heading on wide screens (a button, a note). */
  headAside?: ReactNode;
}

/** A page section: a landmark named by its heading, which animates in once when scrolled to. */
export function Section({ head, tone = "white", align = "left", id, children, headAside }: Props) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`${tones[tone]} py-20 sm:py-24`}>
      <div className="container-page">
        <div
          data-reveal
          className={
            align === "center"
              ? "mx-auto max-w-3xl text-center"
              : "flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between"
          }
        >
          <SectionHeading head={head} headingId={headingId} tone={tone} />
          {headAside}
        </div>
        {children && <div className="mt-12 sm:mt-14">{children}</div>}
      </div>
    </section>
  );
}

export function SectionHeading({
  head,
  headingId,
  tone = "white",
}: {
  head: SectionHead;
  headingId?: string;
  tone?: Tone;
}) {
  const dark = tone === "dark";
  return (
    <div className="max-w-3xl">
      {head.eyebrow && (
        <p
          className={`text-sm font-bold tracking-[0.14em] uppercase ${dark ? "text-mint-300" : "text-brand-600"}`}
        >
          {head.eyebrow}
        </p>
      )}
      <h2
        id={headingId}
        className="mt-3 text-3xl leading-[1.15] font-extrabold tracking-tight text-balance sm:text-[2.6rem]"
      >
        {head.title}
      </h2>
      {head.lead && (
        <p
          className={`mt-5 text-lg leading-relaxed text-pretty ${dark ? "text-white/80" : "text-ink-700"}`}
        >
          {head.lead}
        </p>
      )}
    </div>
  );
}
