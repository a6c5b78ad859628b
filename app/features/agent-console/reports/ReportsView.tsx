import { Download, RotateCw } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ReportChart } from "#app/features/agent-console/reports/ReportChart";
import {
  defaultRange,
  parseReportRange,
  rangeQuery,
  type RangeProblem,
  type ReportRange,
} from "#app/features/agent-console/reports/report-range";
import {
  AgentDaysTable,
  AgentTotalsTable,
  TeamDaysTable,
} from "#app/features/agent-console/reports/ReportTables";
import type { Report } from "#app/features/agent-console/reports/report-types";
import { REPORT_CSV_ENDPOINT, useReport } from "#app/features/agent-console/reports/use-report";
import {
  type ReportFormat,
  useReportFormat,
} from "#app/features/agent-console/reports/use-report-format";

/** The agent's own zone: their days are the ones that count for them. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/**
 * The team's support figures for a period: totals, a chart and tables per day and per agent,
 * and the same figures as CSV.
 */
export function ReportsView() {
  const { t } = useTranslation("agent");
  const [range, setRange] = useState<ReportRange>(() => defaultRange(browserTimeZone()));
  const state = useReport(range);
  const format = useReportFormat();

  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h2 className="text-xl font-extrabold tracking-tight text-ink-900">
              {t("reports.title")}
            </h2>
            <p className="mt-1 max-w-xl text-sm text-ink-600">{t("reports.intro")}</p>
          </div>
          <RangeForm range={range} onChange={setRange} />
        </div>

        {state.status === "loading" && (
          <output className="block py-10 text-center text-sm text-ink-600">
            {t("reports.loading")}
          </output>
        )}
        {state.status === "failed" && (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-2xl border border-danger-700/20 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
          >
            {state.message ?? t("reports.failed")}
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-2"
              onClick={() => setRange((current) => ({ ...current }))}
            >
              <RotateCw aria-hidden="true" size={14} />
              {t("reports.retry")}
            </button>
          </div>
        )}
        {state.status === "ready" && <ReportBody report={state.report} format={format} />}
      </div>
    </div>
  );
}

function ReportBody({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation("agent");
  const { total } = report;
  const csv = `${REPORT_CSV_ENDPOINT}?${rangeQuery(report.range)}`;
  const empty = total.conversations === 0 && total.missed === 0;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 text-xs text-ink-600">
        <p>{t("reports.range.timeZone", { zone: report.range.timeZone })}</p>
        <a href={csv} download className="btn-outline inline-flex items-center gap-2 text-sm">
          <Download aria-hidden="true" size={16} />
          {t("reports.download")}
        </a>
      </div>
      {empty ? (
        <p className="rounded-2xl border border-dashed border-ink-900/15 bg-white px-6 py-12 text-center text-sm text-ink-600">
          {t("reports.empty")}
        </p>
      ) : (
        <>
          <Totals report={report} format={format} />
          {/* What the figures mean, before the figures. */}
          <p className="-mt-3 max-w-4xl text-xs leading-relaxed text-ink-600">
            {t("reports.missedNote")}
          </p>
          <div className="grid gap-6 xl:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-6">
              <div className="rounded-2xl border border-ink-900/10 bg-white p-4">
                <ReportChart report={report} format={format} />
              </div>
              <TeamDaysTable days={report.days} format={format} />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <AgentTotalsTable agents={report.agents} format={format} />
              <AgentDaysTable agentDays={report.agentDays} format={format} />
            </div>
          </div>
        </>
      )}
    </>
  );
}

function Totals({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation("agent");
  const { total } = report;
  const tiles = [
    {
      label: t("reports.summary.conversations"),
      value: format.number(total.conversations),
      note: t("reports.summary.answered", { count: total.answered }),
    },
    { label: t("reports.summary.median"), value: format.duration(total.medianFirstResponseMs) },
    { label: t("reports.summary.p90"), value: format.duration(total.p90FirstResponseMs) },
    {
      label: t("reports.summary.missed"),
      value: format.number(total.missed),
      alert: total.missed > 0,
    },
  ];
  return (
    <section aria-label={t("reports.summary.label")}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="flex flex-col gap-1 rounded-2xl border border-ink-900/10 bg-white px-4 py-3"
          >
            <dt className="text-xs font-semibold text-ink-600">{tile.label}</dt>
            <dd
              className={`text-2xl font-extrabold tracking-tight tabular-nums ${tile.alert ? "text-danger-700" : "text-ink-900"}`}
            >
              {tile.value}
            </dd>
            {tile.note && <dd className="text-xs text-ink-600">{tile.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The period: two dates, checked as the API checks them before anything is asked. */
function RangeForm({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  const { t } = useTranslation("agent");
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const parsed = parseReportRange({
      from: String(fields.get("from") ?? ""),
      to: String(fields.get("to") ?? ""),
      tz: range.timeZone,
    });
    setProblem(parsed.ok ? null : parsed.problem);
    if (parsed.ok) onChange(parsed.range);
  };
  const invalid = problem !== null || undefined;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{t("reports.range.legend")}</legend>
        <label className="flex flex-col gap-1 text-xs font-semibold text-ink-600">
          {t("reports.range.from")}
          <input
            type="date"
            name="from"
            required
            defaultValue={range.from}
            aria-invalid={invalid}
            aria-describedby={problem ? "report-range-error" : undefined}
            className="field-input py-1.5 text-sm"
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-ink-600">
          {t("reports.range.to")}
          <input
            type="date"
            name="to"
            required
            defaultValue={range.to}
            aria-invalid={invalid}
            aria-describedby={problem ? "report-range-error" : undefined}
            className="field-input py-1.5 text-sm"
          />
        </label>
        <button type="submit" className="btn-primary py-2">
          {t("reports.range.submit")}
        </button>
      </fieldset>
      {problem && (
        <p id="report-range-error" role="alert" className="text-sm font-medium text-danger-700">
          {t(`reports.errors.${problem}`)}
        </p>
      )}
    </form>
  );
}
