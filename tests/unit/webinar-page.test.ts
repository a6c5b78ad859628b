import { describe, expect, it } from "vitest";
import { createParticleLoop } from "#app/features/webinar/particle-loop";
import { jsonLdText, webinarEventJsonLd } from "#app/features/webinar/event-json-ld";
import { workshopDateParts } from "#app/features/webinar/format-workshop";
import {
  CHART_END,
  CHART_STEP,
  growthCurve,
  netWorthAt,
  nextChartProgress,
} from "#app/features/webinar/growth-data";
import {
  createParticles,
  LINK_DISTANCE,
  MAX_LINKS,
  particleLinks,
  PARTICLE_COUNT,
} from "#app/features/webinar/particles";
import { sectionAtLine } from "#app/features/webinar/sections";
import { SCRAMBLE_STEPS, scrambleFrame } from "#app/features/webinar/use-scramble";

describe("Event structured data", () => {
  const data = webinarEventJsonLd({
    name: "Live workshop",
    description: "A </script> in the copy",
    start: Date.parse("2026-03-14T01:00:00Z"),
    siteUrl: "https://s.example",
    lang: "en",
  });

  it("is an online Event at the next workshop's Chicago time with the 19.99 USD offer", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      startDate: "2026-03-13T20:00:00-05:00",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://s.example/webi" },
      offers: {
        "@type": "Offer",
        price: "19.99",
        priceCurrency: "USD",
        url: "https://s.example/webiCheckout",
      },
    });
  });

  it("in French: the French landing and checkout, in French", () => {
    const fr = webinarEventJsonLd({
      name: "Atelier",
      description: "d",
      start: Date.parse("2026-03-14T01:00:00Z"),
      siteUrl: "https://s.example",
      lang: "fr",
    });
    expect(fr).toMatchObject({
      inLanguage: "fr",
      location: { url: "https://s.example/fr/webi" },
      offers: { url: "https://s.example/fr/webiCheckout" },
    });
  });

  it("cannot close its script element", () => {
    const text = jsonLdText(data);
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("workshop date text", () => {
  it("is the same whatever spaces ICU puts in, and the time never breaks", () => {
    const friday = Date.parse("2026-03-14T01:00:00Z");
    expect(workshopDateParts(friday, "en")).toEqual({
      date: "Friday, March 13",
      time: "8:00\u00a0PM",
    });
    expect(workshopDateParts(friday, "fr")).toEqual({
      date: "vendredi 13 mars",
      time: "20\u00a0h",
    });
  });

  it('in French: a 24-hour "20 h", "h 30" for minutes, and the first of the month as "1er"', () => {
    // Friday January 1 2027, 20:00 in Chicago; then 8:30 in the morning.
    expect(workshopDateParts(Date.parse("2027-01-02T02:00:00Z"), "fr")).toEqual({
      date: "vendredi 1er janvier",
      time: "20\u00a0h",
    });
    expect(workshopDateParts(Date.parse("2027-01-01T14:30:00Z"), "fr").time).toBe(
      "8\u00a0h\u00a030",
    );
    expect(workshopDateParts(Date.parse("2027-01-11T02:00:00Z"), "fr").date).toBe(
      "dimanche 10 janvier",
    );
  });
});

describe("growth chart", () => {
  it("goes from $0 to $10M over 24 months, ever faster", () => {
    expect(netWorthAt(0)).toBe(0);
    expect(netWorthAt(24)).toBeCloseTo(10);
    expect(growthCurve.at(-1)).toEqual({ month: 24, revenue: netWorthAt(24) });
    const gains = [6, 12, 18, 24].map((m) => netWorthAt(m) - netWorthAt(m - 6));
    expect(gains).toEqual(gains.toSorted((a, b) => a - b));
  });

  it("animates in steps of 0.015 up to 1.2", () => {
    expect(CHART_STEP).toBe(0.015);
    let progress = 0;
    let frames = 0;
    while (progress < CHART_END) {
      progress = nextChartProgress(progress);
      frames += 1;
    }
    expect(progress).toBe(1.2);
    // 1.2 / 0.015 = 80 frames (one more when floating point falls just short).
    expect(frames).toBeGreaterThanOrEqual(80);
    expect(frames).toBeLessThanOrEqual(81);
  });
});

describe("particles", () => {
  it("links close pairs only, at most three lines per particle", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const particles = createParticles(400, 300, random);
    expect(particles).toHaveLength(PARTICLE_COUNT);
    const links = particleLinks(particles);
    expect(links.length).toBeGreaterThan(0);
    const count = new Map<number, number>();
    for (const [i, j, strength] of links) {
      const a = particles[i];
      const b = particles[j];
      if (!a || !b) throw new Error("bad index");
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(LINK_DISTANCE);
      expect(strength).toBeGreaterThan(0);
      count.set(i, (count.get(i) ?? 0) + 1);
      count.set(j, (count.get(j) ?? 0) + 1);
    }
    expect(Math.max(...count.values())).toBeLessThanOrEqual(MAX_LINKS);
  });

  // The loop the worker runs (and the page, without OffscreenCanvas). Here, as in a worker
  // without requestAnimationFrame, a timer at the frame rate drives it.
  describe("loop", () => {
    const context = () => {
      const calls = { frames: 0, transform: [] as number[] };
      const ctx = new Proxy(
        {},
        {
          get: (_, name) => {
            if (name === "clearRect") return () => (calls.frames += 1);
            if (name === "setTransform") return (ratio: number) => calls.transform.push(ratio);
            return () => {};
          },
          set: () => true,
        },
      ) as CanvasRenderingContext2D;
      return { ctx, calls };
    };
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it("draws once still, moves only while told to, and stops", async () => {
      const { ctx, calls } = context();
      const store = { width: 0, height: 0 };
      const loop = createParticleLoop(store, ctx, { width: 400, height: 300, ratio: 1 });
      expect(store).toEqual({ width: 400, height: 300 });
      expect(calls.frames).toBe(1);
      await wait(100);
      expect(calls.frames).toBe(1);
      loop.handle({ type: "move", on: true });
      await wait(200);
      expect(calls.frames).toBeGreaterThan(3);
      loop.handle({ type: "move", on: false });
      const still = calls.frames;
      await wait(100);
      expect(calls.frames).toBe(still);
      loop.handle({ type: "move", on: true });
      loop.stop();
      await wait(100);
      expect(calls.frames).toBe(still);
    });

    it("a resize while still sizes the backing store and draws again", () => {
      const { ctx, calls } = context();
      const store = { width: 0, height: 0 };
      const loop = createParticleLoop(store, ctx, { width: 400, height: 300, ratio: 1 });
      loop.handle({ type: "resize", size: { width: 200, height: 100, ratio: 2 } });
      expect(store).toEqual({ width: 400, height: 200 });
      expect(calls.transform).toEqual([1, 2]);
      expect(calls.frames).toBe(2);
    });
  });
});

describe("active section", () => {
  const boxes = [
    { id: "home", top: -800, bottom: 100 },
    { id: "host", top: 100, bottom: 900 },
  ] as const;

  it("is the one whose box spans the 100 px line", () => {
    expect(sectionAtLine(boxes)).toBe("host");
    expect(sectionAtLine([{ id: "home", top: -800, bottom: 101 }])).toBe("home");
    expect(sectionAtLine([{ id: "host", top: 101, bottom: 900 }])).toBeNull();
  });
});

describe("text scramble", () => {
  it("resolves from the left over 10 steps, keeping spaces", () => {
    const text = "Save my seat";
    const zero = () => 0;
    expect(scrambleFrame(text, 0, zero)).toBe("AAAA AA AAAA");
    expect(scrambleFrame(text, 5, zero)).toBe("Save mA AAAA");
    expect(scrambleFrame(text, SCRAMBLE_STEPS, zero)).toBe(text);
  });
});
