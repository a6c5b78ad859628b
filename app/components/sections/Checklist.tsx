import { CheckCircle2 } from "lucide-react";

export function Checklist({
  points,
  tone = "light",
}: {
  points: readonly string[];
  tone?: "light" | "dark";
}) {
  return (
    <ul className="space-y-4">
      {points.map((point) => (
        <li key={point} className="flex gap-3 text-[1.05rem] leading-relaxed">
          <CheckCircle2
            aria-hidden="true"
            size={22}
            className={`mt-0.5 shrink-0 ${tone === "dark" ? "text-mint-300" : "text-mint-600"}`}
          />
          <span className={tone === "dark" ? "text-white/85" : "text-ink-800"}>{point}</span>
        </li>
      ))}
    </ul>
  );
}
