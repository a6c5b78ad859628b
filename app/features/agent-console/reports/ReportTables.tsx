import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type {
  AgentDay,
  AgentTotal,
  ReportFigures,
  TeamDay,
} from "#app/features/agent-console/reports/report-types";
import type { ReportFormat } from "#app/features/agent-console/reports/use-report-format";

const cell = "whitespace-nowrap px-3 py-2 text-right tabular-nums";
const headCell = "px-3 py-2 text-right font-semibold";

/** A captioned table that scrolls sideways on its own when narrower than its columns. */
function ReportTable({
  caption,
  rowHeads,
  children,
}: {
  caption: string;
  /** The headers of the columns that name a row (day, agent). */
  rowHeads: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation("agent");
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-900/10 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="px-4 pt-3 pb-2 text-left text-sm font-bold text-ink-900">
          {caption}
        </caption>
        <thead className="border-y border-ink-900/10 bg-brand-50/60 text-xs text-ink-600">
          <tr>
            {rowHeads.map((head) => (
              <th key={head} scope="col" className="px-3 py-2 text-left font-semibold">
                {head}
              </th>
            ))}
            <th scope="col" className={headCell}>
              {t("reports.columns.conversations")}
            </th>
            <th scope="col" className={headCell}>
              {t("reports.columns.median")}
            </th>
            <th scope="col" className={headCell}>
              {t("reports.columns.p90")}
            </th>
            <th scope="col" className={headCell}>
              {t("reports.columns.missed")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-900/[0.07]">{children}</tbody>
      </table>
    </div>
  );
}

function FigureCells({ figures, format }: { figures: ReportFigures; format: ReportFormat }) {
  return (
    <>
      <td className={cell}>{format.number(figures.conversations)}</td>
      <td className={cell}>{format.duration(figures.medianFirstResponseMs)}</td>
      <td className={cell}>{format.duration(figures.p90FirstResponseMs)}</td>
      <td className={`${cell} ${figures.missed > 0 ? "font-semibold text-danger-700" : ""}`}>
        {format.number(figures.missed)}
      </td>
    </>
  );
}

function DayHead({ day, format, scope }: { day: string; format: ReportFormat; scope?: "row" }) {
  const content = <time dateTime={day}>{format.day(day)}</time>;
  return scope ? (
    <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-ink-900">
      {content}
    </th>
  ) : (
    <td className="px-3 py-2 text-left whitespace-nowrap text-ink-600">{content}</td>
  );
}

function AgentHead({ line }: { line: { agentId: string | null; name: string | null } }) {
  const { t } = useTranslation("agent");
  return (
    <th scope="row" className="px-3 py-2 text-left font-medium text-ink-900">
      {line.agentId === null ? (
        <span className="text-ink-600 italic">{t("reports.unanswered")}</span>
      ) : (
        <span title={line.agentId} className="whitespace-nowrap">
          {line.name}
        </span>
      )}
    </th>
  );
}

/** The whole team, one row per day, newest first. */
export function TeamDaysTable({
  days,
  format,
}: {
  days: readonly TeamDay[];
  format: ReportFormat;
}) {
  const { t } = useTranslation("agent");
  return (
    <ReportTable caption={t("reports.byDay")} rowHeads={[t("reports.columns.day")]}>
      {days.toReversed().map((day) => (
        <tr key={day.day}>
          <DayHead day={day.day} format={format} scope="row" />
          <FigureCells figures={day} format={format} />
        </tr>
      ))}
    </ReportTable>
  );
}

/** Each agent over the period, the unanswered line last. */
export function AgentTotalsTable({
  agents,
  format,
}: {
  agents: readonly AgentTotal[];
  format: ReportFormat;
}) {
  const { t } = useTranslation("agent");
  return (
    <ReportTable caption={t("reports.agentsTotal")} rowHeads={[t("reports.columns.agent")]}>
      {agents.map((line) => (
        <tr key={line.agentId ?? ""}>
          <AgentHead line={line} />
          <FigureCells figures={line} format={format} />
        </tr>
      ))}
    </ReportTable>
  );
}

/** Each agent on each day they answered (or missed) something, newest day first. */
export function AgentDaysTable({
  agentDays,
  format,
}: {
  agentDays: readonly AgentDay[];
  format: ReportFormat;
}) {
  const { t } = useTranslation("agent");
  const newestFirst = agentDays.toSorted((a, b) => b.day.localeCompare(a.day));
  return (
    <ReportTable
      caption={t("reports.byAgent")}
      rowHeads={[t("reports.columns.day"), t("reports.columns.agent")]}
    >
      {newestFirst.map((line) => (
        <tr key={`${line.day} ${line.agentId ?? ""}`}>
          <DayHead day={line.day} format={format} />
          <AgentHead line={line} />
          <FigureCells figures={line} format={format} />
        </tr>
      ))}
    </ReportTable>
  );
}
