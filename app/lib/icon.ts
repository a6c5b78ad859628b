import { createElement, type ReactElement, type SVGProps } from "react";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  size?: number | string;
  /** An icon draws lucide's markup only; a child (a `<title>`) would throw. Use `aria-label`. */
  children?: never;
}

/** What makes lucide leave an icon visible to assistive technology. */
const describes = (name: string) => name.startsWith("aria-") || name === "role" || name === "title";

/**
 * The browser's icon component (the client build puts it in place of lucide-react's, see
 * scripts/build/inline-icons-plugin.ts). `classes` and `inner` are what lucide-react's own
 * component draws; around them it draws the same `<svg>` as lucide-react for the props this site
 * uses (size, strokeWidth, className, aria and other SVG attributes; not color,
 * absoluteStrokeWidth or a context provider), so hydration of the server's HTML, which
 * lucide-react draws, matches; a unit test compares the two. It is a tenth of lucide-react's
 * runtime, which every page would download.
 */
export function lucideIcon(classes: string, inner: string) {
  const names = classes.split(" ");
  const markup = { __html: inner };
  return function Icon({
    size = 24,
    strokeWidth = 2,
    className,
    ...rest
  }: IconProps): ReactElement {
    const classList = new Set([...names, ...(className ?? "").split(/\s+/)]);
    classList.delete("");
    const described = Object.entries(rest).some(
      ([prop, value]) => value != null && describes(prop),
    );
    return createElement("svg", {
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: [...classList].join(" "),
      ...(described ? {} : { "aria-hidden": "true" }),
      ...rest,
      dangerouslySetInnerHTML: markup,
    });
  };
}
