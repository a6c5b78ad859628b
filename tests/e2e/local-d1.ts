import { execFileSync } from "node:child_process";

/**
 * Applies the D1 migrations to a local state directory, as `wrangler dev --persist-to <dir>`
 * (and a Miniflare with `<dir>/v3` as its persist root) will read it: the schema a server started
 * on that directory finds, made by wrangler itself.
 */
export function migrateLocalD1(persistTo: string): void {
  execFileSync(
    "npx",
    ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
    { stdio: "ignore" },
  );
}
