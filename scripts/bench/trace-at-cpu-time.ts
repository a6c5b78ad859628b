/**
 * A Chromium trace rewritten so that each task of the page's main thread lasts its thread CPU
 * time instead of its wall time, for `npm run bench` (scripts/bench/bench.ts). Lighthouse's simulation
 * scales each task's wall time; on a machine with few cores the page's thread spends much of that
 * waiting for a core (up to half of it in traces on 2 cores), and the bench's TBT column
 * then measures the machine more than the page. Audited from this copy, the same load reads what
 * is left when the waiting is taken out. Thread CPU time is a lower bound of the work (a virtual
 * machine may not charge every page fault to the thread); the trace as gathered is an upper one.
 */

/** A trace event, as far as this module reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  /** Wall time, µs (complete events). */
  dur?: number;
  /** Thread CPU time, µs (complete events). */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** The main thread of the renderer that loaded `url` in the top frame. */
export function pageMainThread(events: readonly TraceEvent[], url: string) {
  const start = events.findLast(
    (e) =>
      e.name === "navigationStart" &&
      e.args?.data?.isLoadingMainFrame === true &&
      e.args.data.documentLoaderURL === url,
  );
  return start && { pid: start.pid, tid: start.tid };
}

/**
 * A copy of `events` in which every top-level task (`RunTask`) of the page's main thread that
 * carries its CPU time lasts that time; everything that starts inside it moves and shrinks by the
 * same ratio, so nesting and order stay as they were. Other threads are left as they are.
 * Returns undefined when the trace has no load of `url`.
 */
export function traceAtCpuTime(events: readonly TraceEvent[], url: string) {
  const thread = pageMainThread(events, url);
  if (!thread) return undefined;
  const onThread = (e: TraceEvent) => e.pid === thread.pid && e.tid === thread.tid;
  const tasks = events
    .filter(
      (e) =>
        onThread(e) &&
        e.name === "RunTask" &&
        e.ph === "X" &&
        (e.dur ?? 0) > 0 &&
        e.tdur !== undefined,
    )
    .toSorted((a, b) => a.ts - b.ts);
  const topLevel: TraceEvent[] = [];
  for (const task of tasks) {
    const previous = topLevel.at(-1);
    if (!previous || task.ts >= previous.ts + (previous.dur ?? 0)) topLevel.push(task);
  }
  const ratio = (task: TraceEvent) => Math.min(1, (task.tdur ?? 0) / (task.dur ?? 1));
  // The task an event starts in, by binary search over the top-level tasks' starts.
  const enclosing = (ts: number) => {
    let low = 0;
    let high = topLevel.length - 1;
    let found: TraceEvent | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const task = topLevel[middle]!;
      if (task.ts <= ts) {
        found = task;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found && ts <= found.ts + (found.dur ?? 0) ? found : undefined;
  };
  return events.map((event) => {
    if (!onThread(event)) return event;
    const task = enclosing(event.ts);
    if (!task) return event;
    const r = ratio(task);
    const copy = { ...event, ts: task.ts + (event.ts - task.ts) * r };
    if (event.dur !== undefined) copy.dur = event.dur * r;
    return copy;
  });
}
