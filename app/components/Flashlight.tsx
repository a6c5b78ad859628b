import { useEffect, useRef } from "react";

const SYMBOLS = "$€£¥%#&*+=@§¢¤∞≈±÷×◊∆Ω";
const COLUMNS = 48;
const ROWS = 28;

// Deterministic so the server and the browser render the same characters.
const grid = Array.from({ length: ROWS }, (_, row) =>
  Array.from(
    { length: COLUMNS },
    (_, col) => SYMBOLS[(row * 7 + col * 13 + row * col) % SYMBOLS.length],
  ).join(" "),
).join("\n");

/**
 * A field of dim symbols; a circle of light follows the pointer and lights the ones under it.
 * With reduced motion the light stays still in the centre.
 */
export function Flashlight() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const onMove = (event: PointerEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const box = el.getBoundingClientRect();
        el.style.setProperty("--x", `${event.clientX - box.left}px`);
        el.style.setProperty("--y", `${event.clientY - box.top}px`);
      });
    };
    window.addEventListener("pointermove", onMove, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", onMove);
    };
  }, []);
  const text =
    "absolute inset-0 overflow-hidden font-mono text-lg leading-[2.1rem] tracking-[0.35em] whitespace-pre select-none";
  return (
    <div
      ref={root}
      aria-hidden="true"
      className="absolute inset-0 [--x:50%] [--y:45%]"
      data-testid="flashlight"
    >
      <pre className={`${text} m-0 text-white/[0.06]`}>{grid}</pre>
      <pre
        className={`${text} m-0 text-mint-300`}
        style={{
          maskImage:
            "radial-gradient(circle 170px at var(--x) var(--y), #000 0%, rgb(0 0 0 / 0.5) 45%, transparent 100%)",
          WebkitMaskImage:
            "radial-gradient(circle 170px at var(--x) var(--y), #000 0%, rgb(0 0 0 / 0.5) 45%, transparent 100%)",
        }}
      >
        {grid}
      </pre>
      <div
        className="absolute inset-0"
        style={{
          background:
            "radial-gradient(circle 260px at var(--x) var(--y), rgb(108 99 255 / 0.18), transparent 70%)",
        }}
      />
    </div>
  );
}
