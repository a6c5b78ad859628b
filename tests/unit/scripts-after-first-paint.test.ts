import { describe, expect, it } from "vitest";
import { loadAfterFirstPaint } from "#app/lib/scripts-after-first-paint.server";

// React Router's inline module script, as the production build writes it.
const script = `import "/assets/manifest-5d7d2f77.js";
import * as route0 from "/assets/root-B8VsPPbD.js";
import * as route1 from "/assets/lang-layout-CVPtJu3S.js";
import * as route2 from "/assets/about-BUA1A0OR.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/lang-layout":route1,"page.about":route2};

import("/assets/entry.client-DHYUdipH.js");`;

// The chunks the page runs, as its modulepreload links listed them (React Router's order).
const chunks = [
  "/assets/manifest-5d7d2f77.js",
  "/assets/entry.client-DHYUdipH.js",
  "/assets/rolldown-runtime-WkwZ5CU-.js",
  "/assets/react-dom-CMs5V4Sg.js",
  "/assets/vendor-BKChir6U.js",
  "/assets/root-B8VsPPbD.js",
  "/assets/shell-CxAMee1a.js",
  "/assets/lang-layout-CVPtJu3S.js",
  "/assets/about-BUA1A0OR.js",
];

describe("loadAfterFirstPaint, given the page's chunks", () => {
  const rewritten = loadAfterFirstPaint(script, chunks);
  const staged = /const chunks = (\[[^\]]*\]);/.exec(rewritten)?.[1];

  it("fetches them all at once after the first paint, then runs them one task each", () => {
    const wait = rewritten.indexOf('"first-contentful-paint"');
    expect(wait).toBeGreaterThan(-1);
    expect(staged).toBeDefined();
    expect(rewritten.indexOf("const chunks")).toBeGreaterThan(wait);
    // Every fetch starts before the first one is awaited, and a task boundary follows each run.
    expect(rewritten).toMatch(
      /for \(const href of chunks\) document\.head\.append\([^\n]*rel: "modulepreload", href[^\n]*\n\s*for \(const href of chunks\) await import\(href\), await new Promise\(\(go\) => setTimeout\(go\)\);/,
    );
  });

  it("runs the shared chunks before the route modules that import them, and the entry last", () => {
    expect(JSON.parse(staged ?? "[]")).toEqual([
      "/assets/rolldown-runtime-WkwZ5CU-.js",
      "/assets/react-dom-CMs5V4Sg.js",
      "/assets/vendor-BKChir6U.js",
      "/assets/shell-CxAMee1a.js",
      "/assets/manifest-5d7d2f77.js",
      "/assets/root-B8VsPPbD.js",
      "/assets/lang-layout-CVPtJu3S.js",
      "/assets/about-BUA1A0OR.js",
    ]);
    // The entry hydrates the page as it runs: it still comes after the route modules are bound.
    const bound = rewritten.indexOf("window.__reactRouterRouteModules = {");
    expect(rewritten.indexOf('import("/assets/entry.client-DHYUdipH.js")')).toBeGreaterThan(bound);
    expect(rewritten.indexOf("const chunks")).toBeLessThan(rewritten.indexOf("await Promise.all"));
  });
});

describe("loadAfterFirstPaint", () => {
  const rewritten = loadAfterFirstPaint(script);

  it("leaves no static import: nothing is fetched while the page is parsed", () => {
    expect(rewritten).not.toMatch(/^\s*import\s/m);
  });

  it("waits for the first contentful paint before importing anything", () => {
    const wait = rewritten.indexOf('"first-contentful-paint"');
    const firstImport = rewritten.indexOf("import(");
    expect(wait).toBeGreaterThan(-1);
    expect(rewritten.slice(0, firstImport)).toMatch(/^await new Promise/);
    expect(wait).toBeLessThan(firstImport);
  });

  it("points the site icon at its file after the paint, before any chunk can hydrate", () => {
    const wait = rewritten.indexOf('"first-contentful-paint"');
    const icon = rewritten.indexOf("icon.href = icon.dataset.href");
    expect(icon).toBeGreaterThan(wait);
    expect(icon).toBeLessThan(rewritten.indexOf("import("));
  });

  it("imports the same chunks together and binds the same names, in order", () => {
    expect(rewritten).toContain(
      'const [,route0,route1,route2] = await Promise.all([import("/assets/manifest-5d7d2f77.js"),import("/assets/root-B8VsPPbD.js"),import("/assets/lang-layout-CVPtJu3S.js"),import("/assets/about-BUA1A0OR.js")]);',
    );
  });

  it("then runs the rest of the script unchanged: the route modules, then the client entry", () => {
    const bound = rewritten.indexOf("await Promise.all");
    const modules = rewritten.indexOf("window.__reactRouterRouteModules = {");
    const entry = rewritten.indexOf('import("/assets/entry.client-DHYUdipH.js");');
    expect(bound).toBeLessThan(modules);
    expect(modules).toBeLessThan(entry);
  });

  it("leaves a script with another kind of import (the dev server's) alone", () => {
    // The dev server's HMR runtime must run before the route modules: imported together, they
    // could run in any order.
    const dev = `import "/@id/__x00__virtual:react-router/inject-hmr-runtime";import "/@id/__x00__virtual:react-router/browser-manifest";
import * as route0 from "/app/root.tsx";
  window.__reactRouterRouteModules = {"root":route0};
import("/app/entry.client.tsx");`;
    expect(loadAfterFirstPaint(dev)).toBe(dev);
    expect(loadAfterFirstPaint("window.x = 1;")).toBe("window.x = 1;");
  });
});
