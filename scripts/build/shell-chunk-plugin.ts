import type { Plugin } from "vite";
import { shellProblems } from "./shell-chunk-rule.ts";

/** React Router's client entry and the root route: every page runs both. */
const everyPage = /\/app\/(entry\.client|root)\.tsx(\?|$)/;

/**
 * Fails the client build when the shell chunk holds a module that only one route imports at
 * load, or that only loads on demand (shell-chunk-rule.ts beside it): in the shell, every page
 * downloads it. The fix is an exception in vite.config.ts's `shellModule`, or a home for the
 * module outside the shell's folders. `keep` names (paths from the project's root) modules the
 * shell keeps on purpose; vite.config.ts says why.
 */
export function shellChunkGuard({ keep = [] }: { keep?: readonly string[] } = {}): Plugin {
  let root = "";
  return {
    name: "subnova:shell-chunk-guard",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const shell = chunks.find((chunk) => chunk.name === "shell");
      if (!shell) this.error("shell-chunk-guard: the client build emitted no shell chunk");
      const entries = chunks.flatMap((chunk) =>
        chunk.isEntry && chunk.facadeModuleId ? [chunk.facadeModuleId] : [],
      );
      const problems = shellProblems({
        shell: shell.moduleIds,
        entries,
        everyPage: entries.filter((id) => everyPage.test(id)),
        keep,
        moduleInfo: (id) => this.getModuleInfo(id),
        // Route modules carry React Router's query (`?__react-router-build-client-route`).
        name: (id) => id.replace(`${root}/`, "").replace(/\?.*$/, ""),
      });
      if (problems.length > 0) {
        this.error(
          "shell-chunk-guard: the shell chunk, which every page downloads, should hold only what " +
            `two routes or more import at load:\n  ${problems.join("\n  ")}`,
        );
      }
    },
  };
}
