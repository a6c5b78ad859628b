/**
 * The pure half of `scripts/build/favicon-ico.ts`: `public/favicon.ico` is the site icon
 * (`public/favicon-48.png`) in the one file browsers, feed readers and link previews ask for by
 * name without reading the page. Without it, each such request reached the Worker and got a
 * rendered 404 page (about 100 KB) instead of an icon.
 *
 * An ICO file may hold a PNG image as it is (every browser since 2007 reads one), so the icon is
 * a 22-byte directory followed by the PNG's own bytes.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A one-image ICO file holding `png` unchanged. */
export function icoFromPng(png: Uint8Array): Uint8Array {
  if (!PNG_SIGNATURE.every((byte, i) => png[i] === byte)) throw new Error("not a PNG file");
  const header = new DataView(png.buffer, png.byteOffset, png.byteLength);
  // IHDR is always the first chunk: width and height come right after its type.
  const width = header.getUint32(16);
  const height = header.getUint32(20);
  if (width > 256 || height > 256) {
    throw new Error(`an ICO image is at most 256 px wide and high, not ${width}x${height}`);
  }
  const ico = new Uint8Array(6 + 16 + png.byteLength);
  const view = new DataView(ico.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  ico[6] = width % 256; // 0 stands for 256
  ico[7] = height % 256;
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.byteLength, true);
  view.setUint32(18, 22, true); // where the image starts
  ico.set(png, 22);
  return ico;
}
