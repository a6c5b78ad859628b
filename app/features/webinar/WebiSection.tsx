import { useId, type ReactNode } from "react";
import { LetterReveal } from "#app/features/webinar/LetterReveal";

interface Props {
  eyebrow: string;
  title: string;
  lead?: string;
  /** A nav target: the section gets the id and can take the focus when jumped to. */
  id?: string;
  align?: "left" | "center";
  className?: string;
  /** Draws the heading letter by letter. */
  letters?: boolean;
  children?: ReactNode;
}

/** A section of the landing page: a landmark named by its heading, revealed once scrolled to. */
export function WebiSection({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  className = "",
  letters = false,
  children,
}: Props) {
  const headingId = useId();
  const center = align === "center";
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={headingId}
      className={`py-20 outline-none sm:py-24 ${className}`}
    >
      <div className="container-page">
        <div data-reveal className={center ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
          <p className="text-sm font-bold tracking-[0.16em] text-mint-300 uppercase">{eyebrow}</p>
          {letters ? (
            <LetterReveal
              id={headingId}
              text={title}
              className="mt-4 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-6xl"
            />
          ) : (
            <h2
              id={headingId}
              className="mt-3 text-3xl leading-[1.12] font-extrabold tracking-tight text-balance sm:text-5xl"
            >
              {title}
            </h2>
          )}
          {lead && <p className="mt-5 text-lg leading-relaxed text-pretty text-white/80">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
