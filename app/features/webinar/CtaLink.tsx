import { ArrowRight } from "lucide-react";
import type { MouseEvent } from "react";
import { useScramble } from "#app/features/webinar/use-scramble";
import { useWebinarPaths } from "#app/features/webinar/webinar-paths";

export type CtaHandler = (event: MouseEvent<HTMLAnchorElement>) => void;

interface Props {
  label: string;
  onActivate: CtaHandler;
  variant?: "primary" | "ghost";
  size?: "md" | "lg";
  className?: string;
  testId?: string;
}

/**
 * A call to action of the landing page: a real link to the checkout (it works before the
 * scripts load), taken over by the page's shared handler for a client navigation. The visible
 * label scrambles on hover and focus; the accessible name is always the real text.
 */
export function CtaLink({
  label,
  onActivate,
  variant = "primary",
  size = "md",
  className = "",
  testId,
}: Props) {
  const { shown, play } = useScramble(label);
  const { checkout } = useWebinarPaths();
  return (
    <a
      href={checkout}
      onClick={onActivate}
      onPointerEnter={play}
      onFocus={play}
      data-testid={testId}
      className={`${variant === "primary" ? "webi-cta" : "btn-ghost-dark"} ${
        size === "lg" ? "min-h-14 px-8 text-lg" : "min-h-12 px-6 text-base"
      } ${className}`}
    >
      <span className="sr-only">{label}</span>
      {/* The real label holds the width; the drawn copy sits on top of it. */}
      <span aria-hidden="true" className="relative">
        <span className="invisible">{label}</span>
        <span className="absolute inset-0 text-center whitespace-nowrap">{shown}</span>
      </span>
      <ArrowRight aria-hidden="true" size={size === "lg" ? 20 : 18} />
    </a>
  );
}
