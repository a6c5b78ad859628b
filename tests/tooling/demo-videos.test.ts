/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";

// Every file of public/videos as a data: URL (Vite's ?inline), so its size can be read in workerd.
const files = import.meta.glob<string>("../../public/videos/*", {
  query: "?inline",
  import: "default",
  eager: true,
});

const bytes = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  return (base64.length * 3) / 4 - (base64.match(/=*$/)?.[0].length ?? 0);
};
const sizes = new Map(
  Object.entries(files).map(([path, dataUrl]) => [path.split("/").at(-1) ?? path, bytes(dataUrl)]),
);

const videos = ["cross-demo", "dr-demo", "platform-demo", "subnova-demo"];

describe("the demo videos in public/videos (npm run videos)", () => {
  it("come in English and French, each as WebM, MP4 and a poster", () => {
    const expected = videos.flatMap((name) =>
      [name, `${name}-fr`].flatMap((base) => [
        `${base}.webm`,
        `${base}.mp4`,
        `${base}-poster.webp`,
      ]),
    );
    expect([...sizes.keys()].toSorted()).toEqual(expected.toSorted());
  });

  it("each weigh less than 1.5 MB, a poster less than 16 KB", () => {
    for (const [file, size] of sizes) {
      expect(size, file).toBeGreaterThan(1000);
      expect(size, file).toBeLessThan(file.endsWith(".webp") ? 16 * 1024 : 1.5 * 1024 * 1024);
    }
  });
});
