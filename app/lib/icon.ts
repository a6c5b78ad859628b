import { createElement, type ReactElement, type ReactNode, type SVGProps } from "react";

/** An icon's drawing, as lucide-react's icon files describe it. */
export interface IconData {
  name: string;
  /** Older names of the icon; lucide adds a class for each. */
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string>][];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  children?: ReactNode;
}

/** What makes lucide leave an icon visible to assistive technology. */
const describes = (name: string) => name.startsWith("aria-") || name === "role" || name === "title";

/**
 * The browser's icon component for lucide's drawings (the build puts it in place of
 * lucide-react's, see scripts/build/inline-icons-plugin.ts and DR 014). It draws the same markup as
 * lucide-react for the props this site uses (size, strokeWidth, className, aria and other SVG
 * attributes; not color, absoluteStrokeWidth or a context provider), so hydration of the server's
 * HTML, which lucide-react draws, matches; a unit test compares the two. It is a tenth of
 * lucide-react's runtime, which every page downloaded.
 */
export function lucideIcon({ name, aliases = [], node }: IconData) {
  const names = ["lucide", ...[name, ...aliases].filter((n) => n.trim()).map((n) => `lucide-${n}`)];
  return function Icon({
    size = 24,
    strokeWidth = 2,
    className,
    children,
    ...rest
  }: IconProps): ReactElement {
    const classes = new Set([...names, ...(className ?? "").split(/\s+/)]);
    classes.delete("");
    const described =
      Boolean(children) ||
      Object.entries(rest).some(([prop, value]) => value != null && describes(prop));
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...classes].join(" "),
        ...(described ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
