import { ArrowRight, ChevronDown, CircleCheck, X } from "lucide-react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type IconData, type IconProps, lucideIcon } from "#app/lib/icon";
import {
  iconDataLiteral,
  iconFilesByName,
  inlineIconImports,
} from "../../scripts/build/inline-icon-imports";

const appSources = import.meta.glob<string>("../../app/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});
const lucideDir = "../../node_modules/lucide-react/dist/esm";
const [barrel = ""] = Object.values(
  import.meta.glob<string>("../../node_modules/lucide-react/dist/esm/lucide-react.mjs", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
);
const iconSources = import.meta.glob<string>(
  "../../node_modules/lucide-react/dist/esm/icons/*.mjs",
  {
    query: "?raw",
    import: "default",
  },
);

async function sourceOf(file: string): Promise<string> {
  const load = iconSources[`${lucideDir}/icons/${file}`];
  if (!load) throw new Error(`no lucide-react icon file ${file}`);
  return load();
}

async function drawingOf(file: string): Promise<IconData> {
  return inlined(await sourceOf(file), file);
}

/** The drawing the build inlines for an icon file, read back as data. */
function inlined(source: string, file: string): IconData {
  const literal = iconDataLiteral(source, file);
  return JSON.parse(literal.replace(/([{,]\s*)(\w+):/g, '$1"$2":')) as IconData;
}

const pairs: [string, ComponentType<IconProps>, ComponentType<IconProps>][] = [
  ["arrow-right", ArrowRight, lucideIcon(await drawingOf("arrow-right.mjs"))],
  ["chevron-down", ChevronDown, lucideIcon(await drawingOf("chevron-down.mjs"))],
  ["circle-check", CircleCheck, lucideIcon(await drawingOf("circle-check.mjs"))],
  ["x", X, lucideIcon(await drawingOf("x.mjs"))],
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
    const files = iconFilesByName(barrel);
    for (const name of used) {
      const file = files.get(name);
      expect(file, `${name} is a lucide-react icon`).toBeDefined();
      const Ours = lucideIcon(await drawingOf(file ?? ""));
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

  it("children (a <title>) make the icon described, as in lucide-react", async () => {
    const Ours = lucideIcon(await drawingOf("x.mjs"));
    const expected = renderToStaticMarkup(
      <X>
        <title>Close</title>
      </X>,
    );
    expect(expected).not.toContain("aria-hidden");
    expect(
      renderToStaticMarkup(
        <Ours>
          <title>Close</title>
        </Ours>,
      ),
    ).toBe(expected);
  });
});

describe("inline-icons build plugin", async () => {
  const files = iconFilesByName(barrel);
  const sources: Record<string, string> = {
    "arrow-right.mjs": await sourceOf("arrow-right.mjs"),
    "circle-check.mjs": await sourceOf("circle-check.mjs"),
  };
  const drawing = (name: string) => {
    const file = files.get(name);
    const source = file ? sources[file] : undefined;
    return file && source ? iconDataLiteral(source, file) : undefined;
  };

  it("knows lucide-react's icons by all their export names", () => {
    expect(files.get("ArrowRight")).toBe("arrow-right.mjs");
    expect(files.get("LucideArrowRight")).toBe("arrow-right.mjs");
    // Older names are aliases of the same file.
    expect(files.get("CheckCircle2")).toBe("circle-check.mjs");
    expect(files.get("CircleCheck")).toBe("circle-check.mjs");
    expect(files.get("createLucideIcon")).toBeUndefined();
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
      `const ArrowRight = /* @__PURE__ */ __lucideIcon({ name: "arrow-right",`,
    );
    expect(lines[1]).toContain(`const Done = /* @__PURE__ */ __lucideIcon({ name: "circle-check",`);
    expect(lines[1]).toContain(`["path", { d: "M5 12h14", key: "1ays0h" }]`);
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
