import type { ReactNode } from "react";

const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** The text with each email address (the catalogues' {{email}}, {{dpoEmail}}) as a mail link. */
export function withMailLinks(text: string): ReactNode {
  const parts = text.split(emailPattern);
  if (parts.length === 1) return text;
  // split() with a capturing group puts the addresses at the odd indexes.
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <a key={part + String(i)} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
