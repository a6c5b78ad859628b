/**
 * Each page's icons travel with that page (DR 014). lucide-react keeps every icon in a module of
 * its own, so the client build had to put the icons several route chunks share in one shared
 * chunk, and every page downloaded all of them, with lucide-react's runtime. In the client build
 * this plugin replaces an app module's `import { ArrowRight } from "lucide-react"` with the
 * icon's drawing (read from lucide-react's file), handed to `lucideIcon` (app/lib/icon.ts), which
 * draws the same markup as lucide-react: the server build keeps the plain imports, and hydration
 * matches. An icon is copied into each chunk that draws it, a few hundred bytes, instead of being
 * downloaded by every page.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import {
  iconDataLiteral,
  iconFilesByName,
  inlineIconImports,
} from "./inline-icon-imports.ts";

/** Icon data literals by export name, read from the installed lucide-react. */
function installedIcons(): (name: string) => string | undefined {
  // The CommonJS entry resolves (the package exports no deeper path); the ES module files sit
  // next to it, one icon per file.
  const dir = join(dirname(createRequire(import.meta.url).resolve("lucide-react")), "..", "esm");
  const files = iconFilesByName(readFileSync(join(dir, "lucide-react.mjs"), "utf8"));
  const literals = new Map<string, string>();
  return (name) => {
    const file = files.get(name);
    if (!file) return undefined;
    let literal = literals.get(file);
    if (literal === undefined) {
      literal = iconDataLiteral(readFileSync(join(dir, "icons", file), "utf8"), file);
      literals.set(file, literal);
    }
    return literal;
  };
}

export function inlineIcons(): Plugin {
  let drawing: ReturnType<typeof installedIcons> | undefined;
  return {
    name: "subnova:inline-icons",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!/\/app\/[^?]*\.tsx?$/.test(id)) return null;
      drawing ??= installedIcons();
      const result = inlineIconImports(code, drawing);
      return result === null ? null : { code: result, map: null };
    },
  };
}
