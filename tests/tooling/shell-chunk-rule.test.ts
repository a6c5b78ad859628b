import { describe, expect, it } from "vitest";
import { shellProblems, type ShellCheck } from "../../scripts/build/shell-chunk-rule.ts";

// A small client build: two pages, the language layout, the root and the client entry.
const graph: Record<string, string[]> = {
  "/p/app/entry.client.tsx": ["/p/app/lib/client-setup.ts"],
  "/p/app/root.tsx?route": ["/p/app/components/Consent.tsx"],
  "/p/app/components/Consent.tsx": ["/p/app/lib/storage.ts"],
  "/p/app/routes/lang-layout.tsx?route": ["/p/app/lib/paths.ts", "/p/app/lib/media.ts"],
  "/p/app/routes/about.tsx?route": ["/p/app/components/Button.tsx"],
  "/p/app/routes/contact.tsx?route": ["/p/app/components/Form.tsx"],
  // The form imports the button, and the button the form: a cycle the walk must not follow forever.
  "/p/app/components/Form.tsx": ["/p/app/components/Button.tsx"],
  "/p/app/components/Button.tsx": ["/p/app/components/Form.tsx", "/p/node_modules/x/index.js"],
  // The chat widget loads on demand: no entry imports it statically.
  "/p/app/features/chat/ChatWidget.tsx": ["/p/app/lib/media.ts"],
};
const entries = Object.keys(graph).filter((id) => /entry\.client|\?route$/.test(id));

function check(shell: string[], keep: string[] = []): string[] {
  const input: ShellCheck = {
    shell,
    entries,
    everyPage: ["/p/app/entry.client.tsx", "/p/app/root.tsx?route"],
    keep,
    // A module the build does not know (here, the library) imports nothing.
    moduleInfo: (id) => (graph[id] ? { importedIds: graph[id] } : null),
    name: (id) => id.replace("/p/", "").replace(/\?.*$/, ""),
  };
  return shellProblems(input);
}

describe("shellProblems", () => {
  it("accepts what two routes import, directly or through other modules, and what every page runs", () => {
    expect(
      check([
        "/p/app/components/Button.tsx",
        "/p/app/components/Form.tsx",
        "/p/app/components/Consent.tsx",
        "/p/app/lib/storage.ts",
        "/p/app/lib/client-setup.ts",
      ]),
    ).toEqual([]);
  });

  it("names a module only one route imports, and that route", () => {
    expect(check(["/p/app/components/Button.tsx", "/p/app/lib/paths.ts"])).toEqual([
      "app/lib/paths.ts: imported at load by app/routes/lang-layout.tsx",
    ]);
  });

  it("names a module that only loads on demand", () => {
    expect(check(["/p/app/features/chat/ChatWidget.tsx"])).toEqual([
      "app/features/chat/ChatWidget.tsx: imported at load by no route (only on demand)",
    ]);
  });

  it("lets a module stay on purpose, and fails when the reason is gone", () => {
    expect(check(["/p/app/lib/media.ts"], ["app/lib/media.ts"])).toEqual([]);
    expect(
      check(["/p/app/components/Button.tsx"], ["app/components/Button.tsx", "app/lib/gone.ts"]),
    ).toEqual([
      "app/components/Button.tsx: kept on purpose, but two routes or more now import it: take it off the keep list",
      "app/lib/gone.ts: kept on purpose, but no longer in the shell: take it off the keep list",
    ]);
  });
});
