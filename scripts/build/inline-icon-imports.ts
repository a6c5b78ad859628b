/**
 * The build's rewriting of lucide-react imports (scripts/build/inline-icons-plugin.ts, DR 014): pure
 * text functions, here so that the unit tests can run them too.
 */

const importPattern = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** lucide-react's export names (ArrowRight, ArrowRightIcon, LucideArrowRight ...) -> icon file. */
export function iconFilesByName(barrel: string): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [, names = "", file = ""] of barrel.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([a-z0-9-]+\.mjs)'/g,
  )) {
    for (const [, exported = ""] of names.matchAll(/default as (\w+)/g)) byName.set(exported, file);
  }
  return byName;
}

/** The `{ name, size, node }` literal in one of lucide-react's icon files, on one line. */
export function iconDataLiteral(source: string, file: string): string {
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  if (!literal) throw new Error(`inline-icons: no icon data in lucide-react/icons/${file}`);
  return literal.replace(/\s*\n\s*/g, " ");
}

/**
 * Rewrites the module's lucide-react imports, or returns null when it has none. `drawing` gives
 * an icon's data literal by export name, or undefined for what is not an icon. Type imports stay;
 * any other import from lucide-react is an error.
 */
export function inlineIconImports(
  code: string,
  drawing: (name: string) => string | undefined,
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
      const data = typeOnly ? undefined : drawing(imported);
      if (data === undefined) {
        kept.push(specifier);
        continue;
      }
      drawn.push(`const ${alias ?? imported} = /* @__PURE__ */ __lucideIcon(${data});`);
    }
    const untyped = kept.filter((specifier) => !specifier.startsWith("type "));
    if (untyped.length > 0) {
      // lucide-react's runtime would come back into every page with it.
      throw new Error(
        `inline-icons: ${untyped.join(", ")} from lucide-react is not an icon; the browser build draws icons with app/lib/icon.ts (DR 014)`,
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
