import { useId } from "react";
import { site } from "#app/config/site";

/** The Subnova mark (an orbit around a spark) and wordmark. */
export function Logo({ className = "" }: { className?: string }) {
  // The header and the footer both draw the logo: each gradient needs its own id.
  const gradientId = `logo-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8c86ff" />
            <stop offset="1" stopColor="#34dcae" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path d="M16 7.5l2.1 6.4 6.4 2.1-6.4 2.1L16 24.5l-2.1-6.4L7.5 16l6.4-2.1z" fill="#fff" />
      </svg>
      <span className="text-[1.2rem] font-extrabold tracking-tight">{site.name}</span>
    </span>
  );
}
