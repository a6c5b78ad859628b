/**
 * Each page's icons travel with that page. Imported from lucide-react, the icons several route
 * chunks share land in a shared chunk every page downloads, with lucide-react's runtime (12-13 KB
 * gzip more on most pages). In the client build this plugin replaces an app module's
 * `import { ArrowRight } from "lucide-react"` with the icon's markup, drawn at build time by
 * lucide-react's own component (its public export, rendered with react-dom/server), and handed to
 * `lucideIcon` (app/lib/icon.ts), which draws the same `<svg>` around it. The server build keeps
 * the plain imports, so the HTML is lucide-react's and hydration matches. Nothing here reads
 * lucide-react's files: a lucide-react upgrade that renders differently changes the markup both
 * sides draw, and tests/unit/inline-icons.test.tsx compares them.
 */
import type { LucideIcon } from "lucide-react";
import type { Plugin } from "vite";

/** What the browser needs to draw an icon: lucide's class list and the `<svg>`'s inner markup. */
export interface IconDrawing {
  classes: string;
  inner: string;
}

const importPattern = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** The drawing of lucide-react's icon component, as react-dom/server renders it with no props. */
export function drawingOf(markup: string): IconDrawing {
  const match = /^<svg\b[^>]*\sclass="([^"]*)"[^>]*>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`inline-icons: lucide-react drew no <svg class>: ${markup}`);
  return { classes: match[1] ?? "", inner: match[2] ?? "" };
}

/**
 * The installed lucide-react's drawings by export name (ArrowRight, CheckCircle2, LucideX ...),
 * or undefined for an export that is not an icon (createLucideIcon, Icon, LucideProvider ...).
 */
export async function installedIcons(): Promise<(name: string) => IconDrawing | undefined> {
  const [lucide, { createElement }, { renderToStaticMarkup }] = await Promise.all([
    import("lucide-react"),
    import("react"),
    import("react-dom/server"),
  ]);
  const exports = lucide as unknown as Record<string, unknown>;
  // `icons` holds every icon once, under its current name; older names are other exports of
  // the same components.
  const icons = new Set<unknown>(Object.values(lucide.icons));
  const drawings = new Map<string, IconDrawing>();
  return (name) => {
    const component = exports[name];
    if (!icons.has(component)) return undefined;
    let drawing = drawings.get(name);
    if (!drawing) {
      drawing = drawingOf(renderToStaticMarkup(createElement(component as LucideIcon)));
      drawings.set(name, drawing);
    }
    return drawing;
  };
}

/**
 * Rewrites the module's lucide-react imports, or returns null when it has none. `drawing` gives
 * an icon's drawing by export name, or undefined for what is not an icon. Type imports stay;
 * any other import from lucide-react is an error.
 */
export function inlineIconImports(
  code: string,
  drawing: (name: string) => IconDrawing | undefined,
): string | null {
  if (!code.includes("lucide-react")) return null;
  let changed = false;
  let runtimeImported = false;
  const result = code.replace(importPattern, (statement, list: string) => {
    const kept: string[] = [];
    const drawn: string[] = [];
    for (const raw of list.split(",")) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [, typeOnly, imported = "", alias] =
        /^(type\s+)?(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier) ?? [];
      const icon = typeOnly ? undefined : drawing(imported);
      if (icon === undefined) {
        kept.push(specifier);
        continue;
      }
      const args = `${JSON.stringify(icon.classes)}, ${JSON.stringify(icon.inner)}`;
      drawn.push(`const ${alias ?? imported} = /* @__PURE__ */ __lucideIcon(${args});`);
    }
    const untyped = kept.filter((specifier) => !specifier.startsWith("type "));
    if (untyped.length > 0) {
      // lucide-react's runtime would come back into every page with it.
      throw new Error(
        `inline-icons: ${untyped.join(", ")} from lucide-react is not an icon; the browser build draws icons with app/lib/icon.ts`,
      );
    }
    if (drawn.length === 0) return statement;
    changed = true;
    const imports = [
      kept.length > 0 ? `import { ${kept.join(", ")} } from "lucide-react"; ` : "",
      runtimeImported ? "" : `import { lucideIcon as __lucideIcon } from "#app/lib/icon"; `,
    ].join("");
    runtimeImported = true;
    // As many lines as the statement replaced, so the lines after it keep their numbers (and the
    // source map stays right without one of its own).
    const newlines = "\n".repeat(statement.split("\n").length - 1);
    return `${imports}${drawn.join(" ")}${newlines}`;
  });
  return changed ? result : null;
}

export function inlineIcons(): Plugin {
  let drawing: Promise<(name: string) => IconDrawing | undefined> | undefined;
  return {
    name: "subnova:inline-icons",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async transform(code, id) {
      if (!/\/app\/[^?]*\.tsx?$/.test(id) || !code.includes("lucide-react")) return null;
      drawing ??= installedIcons();
      const result = inlineIconImports(code, await drawing);
      return result === null ? null : { code: result, map: null };
    },
  };
}
