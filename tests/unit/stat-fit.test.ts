import { describe, expect, it } from "vitest";
import { figureWidthEm, statFitSize } from "../../app/components/sections/stat-fit";

describe("statistic figure widths", () => {
  it("measures the widest run a figure cannot break", () => {
    // A phrase wraps at its ordinary spaces, so only its widest word counts.
    expect(figureWidthEm("Plus de 25\u00a0ans")).toBe(figureWidthEm("25\u00a0ans"));
    // No-break spaces keep a number with its unit: the whole figure counts.
    expect(figureWidthEm("5\u00a0Md$\u00a0+")).toBeGreaterThan(figureWidthEm("5 Md$ +"));
    expect(figureWidthEm("850,000+")).toBeGreaterThan(figureWidthEm("1M+"));
  });

  it("counts an unknown character as wide as the widest digit", () => {
    expect(figureWidthEm("→")).toBe(figureWidthEm("0"));
  });

  it("sizes a list for its widest figure, in container units", () => {
    const size = statFitSize(["1M+", "850,000+", "50,000+"]);
    expect(size).toBe(statFitSize(["850,000+"]));
    expect(size).toMatch(/^calc\(100cqi \/ \d+\.\d\d\)$/);
    const em = Number(/\/ ([\d.]+)\)/.exec(size)?.[1]);
    expect(em).toBeGreaterThanOrEqual(figureWidthEm("850,000+"));
  });
});
