/**
 * What may go into the shell chunk (vite.config.ts): code that pages share. The chunking rule
 * there picks modules by folder, so a helper added to one of those folders for one page ships to
 * every page (41c251e did, until 8132fa4). The client build checks its output with this
 * (scripts/build/shell-chunk-plugin.ts). Build code: no page imports it.
 */

/** A module of the build, as far as the check reads it. */
export interface BuiltModule {
  /** The modules it imports statically. */
  importedIds: readonly string[];
}

export interface ShellCheck {
  /** The shell chunk's modules. */
  shell: readonly string[];
  /** The build's entries: the route modules and React Router's client entry. */
  entries: readonly string[];
  /** The entries every page runs (the client entry, the root route). */
  everyPage: readonly string[];
  /** Modules the shell keeps on purpose although they would fail the check, by `name`. */
  keep: readonly string[];
  /** A module's static imports; null for a module the build does not know. */
  moduleInfo: (id: string) => BuiltModule | null;
  /** How a module is named in `keep` and in the messages (a path from the project's root). */
  name: (id: string) => string;
}

/**
 * One line per problem, none when the shell is as it should be: a module of the shell that fewer
 * than two entries import statically (directly or through other modules) and no entry of
 * `everyPage` does, which is one route's code or code loaded on demand that every page then
 * downloads; and a module in `keep` that no longer fails the check, so the list does not outlive
 * its reasons.
 */
export function shellProblems(check: ShellCheck): string[] {
  const { shell, entries, everyPage, keep, moduleInfo, name } = check;
  const inShell = new Set(shell);
  const importers = new Map<string, Set<string>>();
  for (const entry of entries) {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      if (inShell.has(id)) importers.set(id, (importers.get(id) ?? new Set()).add(entry));
      stack.push(...(moduleInfo(id)?.importedIds ?? []));
    }
  }
  const strays = new Map<string, string[]>();
  for (const id of shell) {
    const by = importers.get(id) ?? new Set<string>();
    if (by.size < 2 && !everyPage.some((entry) => by.has(entry))) {
      strays.set(name(id), [...by].map(name).toSorted());
    }
  }
  const shellNames = new Set(shell.map(name));
  return [
    ...[...strays]
      .filter(([module]) => !keep.includes(module))
      .map(
        ([module, by]) =>
          `${module}: imported at load by ${by.join(", ") || "no route (only on demand)"}`,
      ),
    ...keep
      .filter((module) => !strays.has(module))
      .map((module) =>
        shellNames.has(module)
          ? `${module}: kept on purpose, but two routes or more now import it: take it off the keep list`
          : `${module}: kept on purpose, but no longer in the shell: take it off the keep list`,
      ),
  ];
}
