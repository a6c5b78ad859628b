import { Fragment, type CSSProperties } from "react";

/**
 * A heading drawn letter by letter once scrolled to (app.css .webi-letters; the head script of
 * app/lib/scroll-effects.ts marks it shown). Screen readers get the plain text once; the letters
 * are only drawn. Words never break inside; without motion the text is simply there.
 */
export function LetterReveal({
  text,
  id,
  className = "",
}: {
  text: string;
  id?: string;
  className?: string;
}) {
  const words = text.split(" ");
  let index = 0;
  return (
    <h2 id={id} data-reveal className={`webi-letters ${className}`}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {words.map((word, w) => (
          // Words repeat ("a ... a"): the position is the identity.
          // oxlint-disable-next-line react/no-array-index-key
          <Fragment key={w}>
            {w > 0 && " "}
            <span className="inline-block whitespace-nowrap">
              {[...word].map((letter) => {
                index += 1;
                return (
                  <span key={index} className="ltr" style={{ "--i": index } as CSSProperties}>
                    {letter}
                  </span>
                );
              })}
            </span>
          </Fragment>
        ))}
      </span>
    </h2>
  );
}
