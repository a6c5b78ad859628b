/**
 * Per-route stylesheets (DR 013). In the client build, for every route module, this collects
 * the class names that the modules the route imports contain, as Tailwind's own scanner reads
 * them, and marks which utility rules of the compiled stylesheet
 * those names need. The server build gets the stylesheet, the rules' offsets and the marks as
 * `virtual:route-styles`; entry.server inlines only the rules of the matched routes
 * (app/lib/route-stylesheet.server.ts).
 * Under `react-router dev` and in the Worker tests there is no client build: the module then
 * gives the whole stylesheet and no marks.
 */
import { readFileSync } from "node:fs";
import { Scanner } from "@tailwindcss/oxide";
import type { Plugin } from "vite";
import {
  type RouteStyles,
  keptRules,
  utilityRules,
} from "../../app/lib/route-stylesheet.server.ts";

const virtualId = "virtual:route-styles";
const resolvedId = `\0${virtualId}`;

/**
 * The 404 page: the server draws it only in a 404 response, and the browser only after a client
 * navigation, when the whole stylesheet has applied. Its rules go with those responses rather than
 * with every route that could draw it, which is every route.
 */
const notFoundScreen = /\/app\/components\/NotFoundScreen\.tsx$/;

/** The compiled stylesheet is the asset emitted for `app/app.css?url`. */
const isAppStylesheet = (names: readonly string[]) =>
  names.some((name) => name.endsWith("app/app.css"));

export function routeStyles(): Plugin {
  let built: RouteStyles | undefined;
  let command: "build" | "serve" = "serve";
  return {
    name: "subnova:route-styles",
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      if (command === "serve") {
        return `export { default as css } from "#app/app.css?inline"; export const ranges = []; export const kept = {}; export const notFound = "";`;
      }
      if (!built) {
        throw new Error(
          "route-styles: the server build ran before the client build had listed its routes",
        );
      }
      return Object.entries(built)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const stylesheet = Object.values(bundle).find(
        (file) => file.type === "asset" && isAppStylesheet(file.originalFileNames),
      );
      if (!stylesheet || stylesheet.type !== "asset") {
        this.error("route-styles: the client build emitted no app/app.css (import it with ?url)");
      }
      const css =
        typeof stylesheet.source === "string"
          ? stylesheet.source
          : new TextDecoder().decode(stylesheet.source);
      const rules = utilityRules(css);

      const scanner = new Scanner({});
      const namesOfFile = new Map<string, string[]>();
      const namesIn = (file: string) => {
        let names = namesOfFile.get(file);
        if (!names) {
          const extension = file.slice(file.lastIndexOf(".") + 1);
          // Not scanFiles: it only returns names it has not returned before.
          const content = readFileSync(file, "utf8");
          names = scanner
            .getCandidatesWithPositions({ content, extension })
            .map(({ candidate }) => candidate);
          namesOfFile.set(file, names);
        }
        return names;
      };
      // Our own source files a module imports, statically, and the components (.tsx) it loads
      // with import(): the server draws those at once (the checkout demo's layouts), so their
      // rules belong to the route. Not the 404 page (`notFound`), nor what a module loads after
      // applying the whole stylesheet itself
      // (app/lib/route-stylesheet.tsx: the chat widget), so the classes only it uses do not weigh
      // on every page's HTML; nor code that draws nothing (.ts).
      const wholeStylesheetFiles = new Map<string, boolean>();
      const appliesWholeStylesheet = (file: string) => {
        let applies = wholeStylesheetFiles.get(file);
        if (applies === undefined) {
          applies =
            /\/app\/.*\.tsx?$/.test(file) &&
            readFileSync(file, "utf8").includes("applyFullStylesheet(");
          wholeStylesheetFiles.set(file, applies);
        }
        return applies;
      };
      const reachable = (entry: string) => {
        const seen = new Set<string>();
        const files = new Set<string>();
        const stack = [entry];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const file = id.split("?")[0]!;
          // Not the stylesheet itself: its @apply lists are not markup.
          if (/\/app\/.*\.(tsx?|json)$/.test(file) && !file.includes("/node_modules/")) {
            files.add(file);
          }
          const info = this.getModuleInfo(id);
          if (!info) continue;
          stack.push(...info.importedIds);
          if (info.dynamicallyImportedIds.length > 0 && !appliesWholeStylesheet(file)) {
            stack.push(
              ...info.dynamicallyImportedIds.filter(
                (target) => target.endsWith(".tsx") && !notFoundScreen.test(target),
              ),
            );
          }
        }
        return files;
      };

      const keptFrom = (entry: string) => {
        const names = new Set<string>();
        for (const file of reachable(entry)) {
          for (const name of namesIn(file)) names.add(name);
        }
        return keptRules(rules, names);
      };
      const kept: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry || !chunk.facadeModuleId) continue;
        kept[`/${chunk.fileName}`] = keptFrom(chunk.facadeModuleId);
      }
      const notFoundId = [...this.getModuleIds()].find((id) => notFoundScreen.test(id));
      if (!notFoundId) this.error("route-styles: app/components/NotFoundScreen.tsx is not built");
      const notFound = keptFrom(notFoundId);
      built = { css, ranges: rules.map((rule) => [rule.start, rule.end]), kept, notFound };
    },
  };
}
