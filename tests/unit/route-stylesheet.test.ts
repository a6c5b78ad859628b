import { describe, expect, it } from "vitest";
import {
  dropUnusedProperties,
  htmlClassNames,
  keptRules,
  missingRules,
  selectorClasses,
  subsetStylesheet,
  utilityRules,
} from "#app/lib/route-stylesheet.server";

// Shaped like Tailwind's minified output: layers, a media block, escaped class names.
const css = [
  "@layer theme{:root{--color-ink:#000}}",
  "@layer base{*,:before{box-sizing:border-box}.kept-base{color:red}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".top-1\\/2{top:50%}",
  '.before\\:content-\\[\\"\\}\\"\\]:before{content:"}"}',
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}",
  ".\\[\\&_a\\]\\:underline a{text-decoration-line:underline}",
  ".\\32 xl\\:p-4{padding:1rem}",
  "@media (width>=48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}",
  "}",
  ".marquee{animation:marquee 20s linear infinite}",
  "@keyframes marquee{to{transform:translate(-50%)}}",
].join("");

describe("utilityRules", () => {
  it("lists every utility rule, those inside media blocks too, and only those", () => {
    const rules = utilityRules(css);
    expect(rules.map((rule) => css.slice(rule.start, rule.end))).toEqual([
      ".flex{display:flex}",
      ".top-1\\/2{top:50%}",
      '.before\\:content-\\[\\"\\}\\"\\]:before{content:"}"}',
      ".group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}",
      ".\\[\\&_a\\]\\:underline a{text-decoration-line:underline}",
      ".\\32 xl\\:p-4{padding:1rem}",
      ".md\\:grid{display:grid}",
      ".md\\:hidden{display:none}",
    ]);
    expect(rules.map((rule) => rule.selectors)).toEqual([
      [["flex"]],
      [["top-1/2"]],
      [['before:content-["}"]']],
      // The class inside :is() is the group's, on an ancestor: not needed on this element.
      [["group-hover:underline"]],
      [["[&_a]:underline"]],
      [["2xl:p-4"]],
      [["md:grid"]],
      [["md:hidden"]],
    ]);
  });

  it("reads every selector of a list", () => {
    expect(selectorClasses(".a .b>.c:not(.d),.e[data-x='.f'],:root")).toEqual([
      ["a", "b", "c"],
      ["e"],
      [],
    ]);
  });
});

describe("subsetStylesheet", () => {
  const rules = utilityRules(css);
  const ranges = rules.map((rule) => [rule.start, rule.end] as [number, number]);

  it("keeps the utility rules a route names, and everything outside the utilities", () => {
    const kept = keptRules(rules, new Set(["flex", "md:hidden", "2xl:p-4", "unrelated"]));
    const subset = subsetStylesheet(css, ranges, [kept]);
    expect(subset).toBe(
      [
        "@layer theme{:root{--color-ink:#000}}",
        "@layer base{*,:before{box-sizing:border-box}.kept-base{color:red}}",
        "@layer utilities{.flex{display:flex}.\\32 xl\\:p-4{padding:1rem}",
        "@media (width>=48rem){.md\\:hidden{display:none}}}",
        ".marquee{animation:marquee 20s linear infinite}",
        "@keyframes marquee{to{transform:translate(-50%)}}",
      ].join(""),
    );
  });

  it("keeps what any of the matched routes needs", () => {
    const layout = keptRules(rules, new Set(["flex"]));
    const page = keptRules(rules, new Set(["md:grid", "[&_a]:underline"]));
    const subset = subsetStylesheet(css, ranges, [layout, page]);
    expect(subset).toContain(".flex{display:flex}");
    expect(subset).toContain(".md\\:grid{display:grid}");
    expect(subset).toContain(".\\[\\&_a\\]\\:underline a{");
    expect(subset).not.toContain("md\\:hidden");
    expect(subset).not.toContain("top-1");
  });

  it("gives back the whole stylesheet when every rule is kept", () => {
    const all = keptRules(rules, new Set(rules.flatMap((rule) => rule.selectors.flat())));
    expect(subsetStylesheet(css, ranges, [all])).toBe(css);
  });
});

describe("missingRules", () => {
  const rules = utilityRules(css);
  const ranges = rules.map((rule) => [rule.start, rule.end] as [number, number]);
  const subset = subsetStylesheet(css, ranges, [keptRules(rules, new Set(["flex"]))]);

  it("names the rules the markup needs and the inline stylesheet lacks", () => {
    const html = '<div class="flex md:grid"><p class="[&amp;_a]:underline">x</p></div>';
    expect(htmlClassNames(html)).toEqual(new Set(["flex", "md:grid", "[&_a]:underline"]));
    expect(missingRules(css, subset, html)).toEqual([
      ".\\[\\&_a\\]\\:underline a{text-decoration-line:underline}",
      ".md\\:grid{display:grid}",
    ]);
  });

  it("finds nothing missing when the markup only uses what was kept", () => {
    expect(missingRules(css, subset, '<div class="flex marquee kept-base"></div>')).toEqual([]);
  });
});

describe("dropUnusedProperties", () => {
  // Shaped like Tailwind's output: the fallback layer first, registrations at the end.
  const sheet = [
    "@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after,::backdrop{",
    '--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-content:"";--tw-shadow-alpha:100%}}}',
    "@layer utilities{.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}",
    ".blur{filter:var(--tw-blur,)}}",
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-shadow-alpha{syntax:"<percentage>";inherits:false;initial-value:100%}',
    '@property --tw-blur{syntax:"*";inherits:false}',
    '@property --tw-content{syntax:"*";inherits:false;initial-value:""}',
  ].join("");

  it("drops the registrations and fallback values of properties no rule mentions", () => {
    const out = dropUnusedProperties(sheet);
    expect(out).toBe(
      [
        "@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after,::backdrop{",
        "--tw-shadow:0 0 #0000;--tw-blur:initial;}}}",
        "@layer utilities{.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}",
        ".blur{filter:var(--tw-blur,)}}",
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        '@property --tw-blur{syntax:"*";inherits:false}',
      ].join(""),
    );
  });

  it("does not take a longer name for a shorter one (--tw-shadow-alpha is not --tw-shadow)", () => {
    const onlyAlpha = sheet.replace(
      "box-shadow:var(--tw-shadow)",
      "opacity:var(--tw-shadow-alpha)",
    );
    expect(dropUnusedProperties(onlyAlpha)).toContain("@property --tw-shadow-alpha{");
  });

  it("leaves a stylesheet whose properties are all used as it is", () => {
    const used = ".a{content:var(--tw-content);opacity:var(--tw-shadow-alpha)}";
    const all = sheet.replace("@layer utilities{", `@layer utilities{${used}`);
    expect(dropUnusedProperties(all)).toBe(all);
  });
});
