// Writes public/brands/<slug>.svg: simple typographic wordmarks for the "works with" grid.
// These are our own neutral wordmarks set in free Debian fonts (not the brands' real logos),
// each with its own weight, case and letter-spacing, converted to outlines so they render the
// same everywhere. Monochrome (#0b1022), viewBox tight around the ink, 40 units high.
//
// Needs opentype.js, which is deliberately not a dependency of the site. Install it outside
// the repo and point OPENTYPE_PATH at it (a package folder or file that require() accepts):
//   mkdir -p /tmp/wm && (cd /tmp/wm && npm init -y && npm i opentype.js)
//   OPENTYPE_PATH=/tmp/wm/node_modules/opentype.js node scripts/media/brands/make-wordmarks.mjs
// OPENTYPE_PATH defaults to /tmp/wm/node_modules/opentype.js. Fonts come from the Debian
// packages fonts-liberation and fonts-dejavu-core (FONT_DIR defaults to
// /usr/share/fonts/truetype).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(import.meta.url);
const opentype = require(process.env.OPENTYPE_PATH ?? "/tmp/wm/node_modules/opentype.js");
const fontDir = process.env.FONT_DIR ?? "/usr/share/fonts/truetype";
const outDir = new URL("../../../public/brands/", import.meta.url);

const HEIGHT = 40; // viewBox height of every wordmark
const FILL = "#0b1022";

// tracking is in em; each mark gets its own voice so the grid looks varied but calm.
const marks = [
  { slug: "apple", name: "Apple", text: "Apple", font: "dejavu/DejaVuSans.ttf", tracking: -0.01 },
  {
    slug: "nike",
    name: "Nike",
    text: "NIKE",
    font: "liberation/LiberationSans-BoldItalic.ttf",
    tracking: 0.02,
  },
  {
    slug: "samsung",
    name: "Samsung",
    text: "SAMSUNG",
    font: "liberation/LiberationSans-Bold.ttf",
    tracking: 0.14,
  },
  {
    slug: "adidas",
    name: "Adidas",
    text: "adidas",
    font: "dejavu/DejaVuSans-Bold.ttf",
    tracking: -0.03,
  },
  {
    slug: "ikea",
    name: "IKEA",
    text: "IKEA",
    font: "dejavu/DejaVuSansCondensed-Bold.ttf",
    tracking: 0.05,
  },
  {
    slug: "sephora",
    name: "Sephora",
    text: "SEPHORA",
    font: "liberation/LiberationSerif-Regular.ttf",
    tracking: 0.22,
  },
  { slug: "hm", name: "H&M", text: "H&M", font: "dejavu/DejaVuSerif-BoldItalic.ttf", tracking: 0 },
  {
    slug: "converse",
    name: "Converse",
    text: "CONVERSE",
    font: "liberation/LiberationSansNarrow-Bold.ttf",
    tracking: 0.09,
  },
];

/** Glyph outlines of `text` at `size`, baseline at (x, y), with kerning and tracking. */
function layout(font, text, size, tracking, x, y) {
  const glyphs = [...text].map((ch) => font.charToGlyph(ch)); // no shaping needed for Latin
  const scale = size / font.unitsPerEm;
  const paths = [];
  let pen = x;
  glyphs.forEach((glyph, i) => {
    paths.push(glyph.getPath(pen, y, size));
    pen += glyph.advanceWidth * scale + tracking * size;
    if (i < glyphs.length - 1) pen += font.getKerningValue(glyph, glyphs[i + 1]) * scale;
  });
  return paths;
}

function bbox(paths) {
  const box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (const p of paths) {
    const b = p.getBoundingBox();
    if (b.x1 === b.x2) continue; // empty glyph (a space)
    box.x1 = Math.min(box.x1, b.x1);
    box.y1 = Math.min(box.y1, b.y1);
    box.x2 = Math.max(box.x2, b.x2);
    box.y2 = Math.max(box.y2, b.y2);
  }
  return box;
}

const num = (v) => {
  const s = (Math.round(v * 10) / 10).toFixed(1).replace(/\.0$/, "");
  return s === "-0" ? "0" : s;
};

/** Compact path data: relative commands, one decimal, repeated command letters dropped. */
function pathData(commands) {
  const r = (v) => Math.round(v * 10) / 10; // round absolute positions so steps don't drift
  let out = "";
  let last = "";
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const emit = (cmd, nums) => {
    const parts = nums.map((v) => num(v).replace(/^(-?)0\./, "$1."));
    let text = "";
    for (const n of parts) text += (text === "" || n.startsWith("-") ? "" : " ") + n;
    if (cmd === last && cmd !== "m" && cmd !== "z") {
      out += (text.startsWith("-") ? "" : " ") + text;
    } else {
      out += cmd + text;
    }
    last = cmd;
  };
  for (const c of commands) {
    if (c.type === "Z") {
      out += "z";
      last = "z";
      cx = sx;
      cy = sy;
      continue;
    }
    const x = r(c.x);
    const y = r(c.y);
    const dx = x - cx;
    const dy = y - cy;
    if (c.type === "M") {
      emit("m", [dx, dy]);
      sx = x;
      sy = y;
    } else if (c.type === "L") {
      if (Math.abs(dx) < 0.05 && Math.abs(dy) < 0.05) continue;
      if (Math.abs(dy) < 0.05) emit("h", [dx]);
      else if (Math.abs(dx) < 0.05) emit("v", [dy]);
      else emit("l", [dx, dy]);
    } else if (c.type === "Q") {
      emit("q", [r(c.x1) - cx, r(c.y1) - cy, dx, dy]);
    } else if (c.type === "C") {
      emit("c", [r(c.x1) - cx, r(c.y1) - cy, r(c.x2) - cx, r(c.y2) - cy, dx, dy]);
    }
    cx = x;
    cy = y;
  }
  return out;
}

mkdirSync(outDir, { recursive: true });
for (const mark of marks) {
  const font = opentype.parse(readFileSync(join(fontDir, mark.font)).buffer);
  const probe = bbox(layout(font, mark.text, 100, mark.tracking, 0, 0));
  const size = (100 * HEIGHT) / (probe.y2 - probe.y1);
  const paths = layout(
    font,
    mark.text,
    size,
    mark.tracking,
    -probe.x1 * (size / 100),
    -probe.y1 * (size / 100),
  );
  const box = bbox(paths);
  const width = Math.ceil(box.x2 * 10) / 10;
  const d = pathData(paths.flatMap((p) => p.commands));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${HEIGHT}" role="img">` +
    `<title>${mark.name.replace("&", "&amp;")}</title>` +
    `<path fill="${FILL}" d="${d}"/></svg>\n`;
  const file = new URL(`${mark.slug}.svg`, outDir);
  writeFileSync(file, svg);
  console.log(`${mark.slug}.svg  ${num(width)}x${HEIGHT}  ${svg.length} B`);
}
