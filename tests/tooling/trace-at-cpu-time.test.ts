import { describe, expect, it } from "vitest";
import {
  pageMainThread,
  traceAtCpuTime,
  type TraceEvent,
} from "../../scripts/bench/trace-at-cpu-time.ts";

const url = "http://127.0.0.1:8796/en/about";
const page = { pid: 2, tid: 2 };
const blankTab = { pid: 1, tid: 1 };

function event(
  partial: Partial<TraceEvent> & Pick<TraceEvent, "name" | "ts">,
  thread = page,
): TraceEvent {
  return { ph: "X", ...thread, ...partial };
}

function navigationStart(
  documentLoaderURL: string,
  thread = page,
  isLoadingMainFrame = true,
): TraceEvent {
  return {
    name: "navigationStart",
    ph: "R",
    ts: 0,
    ...thread,
    args: { data: { documentLoaderURL, isLoadingMainFrame } },
  };
}

// A load as Lighthouse traces it: the blank tab's renderer first, then the page's, whose commit
// task ran 100 ms of wall time for 25 ms of CPU, with a parse and a layout inside it.
const trace: TraceEvent[] = [
  navigationStart("about:blank", blankTab),
  event({ name: "RunTask", ts: 0, dur: 80_000, tdur: 10_000 }, blankTab),
  navigationStart(url),
  navigationStart("", page, true),
  event({ name: "RunTask", ts: 1_000_000, dur: 100_000, tdur: 25_000 }),
  event({ name: "ParseHTML", ts: 1_020_000, dur: 40_000 }),
  event({ name: "Layout", ts: 1_060_000, dur: 40_000 }),
  { name: "firstContentfulPaint", ph: "R", ts: 1_080_000, ...page },
  event({ name: "RunTask", ts: 1_200_000, dur: 30_000, tdur: 30_000 }),
  event({ name: "RunTask", ts: 1_300_000, dur: 20_000 }),
  event({ name: "ResourceSendRequest", ts: 1_150_000, ph: "I" }),
];

describe("a trace at CPU time (the bench's second TBT)", () => {
  it("finds the renderer thread that loaded the page in the top frame, not Lighthouse's blank tab", () => {
    expect(pageMainThread(trace, url)).toEqual(page);
    expect(pageMainThread(trace, "http://127.0.0.1:8796/fr/about")).toBeUndefined();
    expect(pageMainThread([navigationStart(url, page, false)], url)).toBeUndefined();
  });

  it("gives each of the page's tasks its CPU time, and scales what happened inside it", () => {
    const result = traceAtCpuTime(trace, url)!;
    // The copy keeps the events in their order: each one is the rewritten trace[i].
    const at = (i: number) => result[i];
    expect(at(4)).toMatchObject({ name: "RunTask", ts: 1_000_000, dur: 25_000 });
    expect(at(5)).toMatchObject({ name: "ParseHTML", ts: 1_005_000, dur: 10_000 });
    expect(at(6)).toMatchObject({ name: "Layout", ts: 1_015_000, dur: 10_000 });
    expect(at(7)).toMatchObject({ name: "firstContentfulPaint", ts: 1_020_000 });
    // A task that ran on a core all along, and one with no CPU time recorded, stay as they were;
    // so does an event between tasks.
    expect(at(8)).toMatchObject({ ts: 1_200_000, dur: 30_000 });
    expect(at(9)).toMatchObject({ ts: 1_300_000, dur: 20_000 });
    expect(at(10)).toMatchObject({ name: "ResourceSendRequest", ts: 1_150_000 });
  });

  it("leaves other threads, and the input, as they were", () => {
    const before = JSON.stringify(trace);
    const result = traceAtCpuTime(trace, url)!;
    expect(result[1]).toBe(trace[1]);
    expect(JSON.stringify(trace)).toBe(before);
  });

  it("answers nothing for a trace without the page's load", () => {
    expect(traceAtCpuTime(trace.slice(0, 2), url)).toBeUndefined();
  });
});
