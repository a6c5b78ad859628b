import { describe, expect, it } from "vitest";
import { icoFromPng } from "../../scripts/build/ico-from-png.ts";

/** The first 24 bytes of a PNG: signature, then the IHDR chunk's length, type, width, height. */
function pngHead(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe("icoFromPng", () => {
  it("writes an icon directory of one 32-bit image, then the PNG unchanged", () => {
    const png = pngHead(48, 48);
    const ico = icoFromPng(png);
    const view = new DataView(ico.buffer);
    expect(ico.byteLength).toBe(22 + png.byteLength);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([
      0, 1, 1,
    ]);
    expect([ico[6], ico[7], ico[8], ico[9]]).toEqual([48, 48, 0, 0]);
    expect([view.getUint16(10, true), view.getUint16(12, true)]).toEqual([1, 32]);
    expect(view.getUint32(14, true)).toBe(png.byteLength);
    expect(view.getUint32(18, true)).toBe(22);
    expect(ico.slice(22)).toEqual(png);
  });

  it("writes 256 px as 0, as the format wants", () => {
    const ico = icoFromPng(pngHead(256, 256));
    expect([ico[6], ico[7]]).toEqual([0, 0]);
  });

  it("refuses what it cannot hold", () => {
    expect(() => icoFromPng(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toThrow(
      "not a PNG file",
    );
    expect(() => icoFromPng(pngHead(512, 512))).toThrow("at most 256 px");
  });
});
