import { ArrowRight, ChevronDown, CircleCheck, X } from "lucide-react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type IconProps, lucideIcon } from "#app/lib/icon";
import {
  type IconDrawing,
  drawingOf,
  inlineIconImports,
  installedIcons,
} from "../../scripts/build/inline-icons-plugin";

const appSources = import.meta.glob<string>("../../app/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

const drawing = await installedIcons();

/** The browser's component for an icon, from the drawing the build inlines. */
function ours(name: string): ComponentType<IconProps> {
  const icon = drawing(name);
  if (!icon) throw new Error(`${name} is not a lucide-react icon`);
  return lucideIcon(icon.classes, icon.inner);
}

const pairs: [string, ComponentType<IconProps>, ComponentType<IconProps>][] = [
  ["arrow-right", ArrowRight, ours("ArrowRight")],
  ["chevron-down", ChevronDown, ours("ChevronDown")],
  ["circle-check", CircleCheck, ours("CircleCheck")],
  ["x", X, ours("X")],
];

// The props the site passes to icons (size, aria-hidden, className with stray spaces from
// template strings, strokeWidth) and the ones that make lucide leave an icon described.
const propSets: IconProps[] = [
  {},
  { size: 16 },
  { size: 22, "aria-hidden": "true" },
  { size: 14, className: "shrink-0 transition-transform  duration-200 " },
  { className: "size-4 size-4 text-brand-600", strokeWidth: 2.5 },
  { "aria-label": "Close", role: "img" },
  { "aria-label": undefined, size: "1.25em" },
  { width: 20, height: 18, focusable: "false" },
];

describe("the browser's icons (app/lib/icon.ts) draw what lucide-react draws", () => {
  for (const [name, Lucide, Ours] of pairs) {
    it(`${name}: the same markup for every set of props the site uses`, () => {
      for (const props of propSets) {
        const expected = renderToStaticMarkup(<Lucide {...props} />);
        expect(renderToStaticMarkup(<Ours {...props} />), JSON.stringify(props)).toBe(expected);
      }
    });
  }

  it("every icon the site imports: the same markup", async () => {
    const used = new Set<string>();
    for (const source of Object.values(appSources)) {
      for (const [, list = ""] of source.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g,
      )) {
        for (const name of list.split(",").map((item) => item.trim().split(/\s+as\s+/)[0] ?? "")) {
          if (name && !name.startsWith("type ")) used.add(name);
        }
      }
    }
    expect(used.size).toBeGreaterThan(40);
    const lucide = await import("lucide-react");
    for (const name of used) {
      expect(drawing(name), `${name} is a lucide-react icon`).toBeDefined();
      const Ours = ours(name);
      const Lucide = (lucide as unknown as Record<string, ComponentType<IconProps>>)[name];
      expect(Lucide, name).toBeDefined();
      if (!Lucide) continue;
      for (const props of [
        {},
        { size: 18, "aria-hidden": "true" as const, className: "shrink-0" },
      ]) {
        expect(renderToStaticMarkup(<Ours {...props} />), name).toBe(
          renderToStaticMarkup(<Lucide {...props} />),
        );
      }
    }
  });

  it("a child would throw rather than be dropped: the site labels icons with aria-label", () => {
    const Ours = ours("X") as ComponentType<{ children?: unknown }>;
    expect(() =>
      renderToStaticMarkup(
        <Ours>
          <title>Close</title>
        </Ours>,
      ),
    ).toThrow(/children.*dangerouslySetInnerHTML/);
  });
});

describe("inline-icons build plugin", () => {
  it("knows lucide-react's icons by all their export names, and nothing else as an icon", () => {
    const arrow = drawing("ArrowRight");
    expect(arrow?.classes).toBe("lucide lucide-arrow-right");
    expect(arrow?.inner).toBe('<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>');
    expect(drawing("ArrowRightIcon")).toEqual(arrow);
    expect(drawing("LucideArrowRight")).toEqual(arrow);
    // An older name draws the same icon.
    expect(drawing("CheckCircle2")).toEqual(drawing("CircleCheck"));
    for (const name of ["createLucideIcon", "Icon", "LucideProvider", "icons", "Nope"]) {
      expect(drawing(name), name).toBeUndefined();
    }
  });

  it("refuses markup that is not one <svg> with lucide's classes", () => {
    expect(drawingOf('<svg class="lucide a"><path d="M1 1"></path></svg>')).toEqual<IconDrawing>({
      classes: "lucide a",
      inner: '<path d="M1 1"></path>',
    });
    expect(() => drawingOf("<span></span>")).toThrow(/no <svg class>/);
  });

  it("replaces icon imports with their drawing, keeps type imports and every line number", () => {
    const code = [
      `import { useState } from "react";`,
      `import {`,
      `  ArrowRight,`,
      `  CheckCircle2 as Done,`,
      `  type LucideIcon,`,
      `} from "lucide-react";`,
      `export const icons: LucideIcon[] = [ArrowRight, Done];`,
    ].join("\n");
    const result = inlineIconImports(code, drawing);
    expect(result).not.toBeNull();
    const lines = (result ?? "").split("\n");
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe(`import { useState } from "react";`);
    expect(lines[1]).toContain(`import { type LucideIcon } from "lucide-react";`);
    expect(lines[1]).toContain(`import { lucideIcon as __lucideIcon } from "#app/lib/icon";`);
    expect(lines[1]).toContain(
      `const ArrowRight = /* @__PURE__ */ __lucideIcon("lucide lucide-arrow-right", "<path d=\\"M5 12h14\\"></path><path d=\\"m12 5 7 7-7 7\\"></path>");`,
    );
    expect(lines[1]).toContain(
      `const Done = /* @__PURE__ */ __lucideIcon("lucide lucide-circle-check lucide-check-circle-2", `,
    );
    expect(lines[6]).toBe(code.split("\n")[6]);
  });

  it("leaves modules without lucide-react imports alone", () => {
    expect(
      inlineIconImports(`import type { LucideIcon } from "lucide-react";`, drawing),
    ).toBeNull();
    expect(inlineIconImports(`export const a = 1;`, drawing)).toBeNull();
  });

  it("refuses an import that would bring lucide-react's runtime back into the browser", () => {
    expect(() =>
      inlineIconImports(`import { ArrowRight, createLucideIcon } from "lucide-react";`, drawing),
    ).toThrow(/createLucideIcon from lucide-react is not an icon/);
  });
});
