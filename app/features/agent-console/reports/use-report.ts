import { useEffect, useState } from "react";
import { rangeQuery, type ReportRange } from "#app/features/agent-console/reports/report-range";
import type { Report } from "#app/features/agent-console/reports/report-types";

export const REPORT_ENDPOINT = "/api/agent/reports";
export const REPORT_CSV_ENDPOINT = "/api/agent/reports.csv";

export type ReportState =
  | { status: "loading" }
  | { status: "ready"; report: Report }
  /** `message` is the server's own (localized) word on the range, when it gave one. */
  | { status: "failed"; message: string | null };

/**
 * The report of a range, fetched again for each new range object (Retry passes a copy of the
 * same range). An answer to a range no longer asked for is dropped.
 */
export function useReport(range: ReportRange): ReportState {
  const [state, setState] = useState<ReportState>({ status: "loading" });
  useEffect(() => {
    const query = rangeQuery(range);
    const controller = new AbortController();
    setState({ status: "loading" });
    (async () => {
      try {
        const response = await fetch(`${REPORT_ENDPOINT}?${query}`, {
          headers: { Accept: "application/json" },
          signal: controller.signal,
        });
        if (response.ok) {
          setState({ status: "ready", report: (await response.json()) as Report });
          return;
        }
        const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
        const message =
          response.status === 400 && typeof body?.message === "string" ? body.message : null;
        setState({ status: "failed", message });
      } catch {
        if (!controller.signal.aborted) setState({ status: "failed", message: null });
      }
    })();
    return () => controller.abort();
  }, [range]);
  return state;
}
