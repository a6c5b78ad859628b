import { initialsOf } from "#party/protocol";

/** Colour pairs with AA contrast for the initials; an agent keeps theirs (picked from their id). */
const tones = [
  "bg-brand-100 text-brand-800",
  "bg-mint-200 text-ink-900",
  "bg-sun-300 text-ink-900",
  "bg-ink-900 text-white",
  "bg-brand-700 text-white",
] as const;

function toneOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return tones[hash % tones.length] ?? tones[0];
}

/** An agent's initials in a circle; decorative (the name is always written beside it). */
export function AgentAvatar({
  id,
  name,
  size = "md",
}: {
  id: string;
  name: string;
  size?: "sm" | "md" | "lg";
}) {
  const box = { sm: "size-6 text-[0.65rem]", md: "size-8 text-xs", lg: "size-11 text-sm" }[size];
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full font-bold ${box} ${toneOf(id)}`}
    >
      {initialsOf(name)}
    </span>
  );
}
