import type { Report, ReportFigures } from "#app/features/agent-console/reports/report-types";
import { csvRow } from "#app/features/lead/leads-csv.server";

/**
 * The report as CSV for a spreadsheet: per day, the team's row, then one per agent who replied
 * first, then the unanswered line. Times in whole seconds; cells quoted as RFC 4180 says and
 * guarded against formula injection (an agent's name is theirs to choose), as the leads export.
 */
export const reportCsvHeader = [
  "date",
  "line",
  "agent_id",
  "agent_name",
  "conversations",
  "answered",
  "median_first_response_s",
  "p90_first_response_s",
  "missed",
] as const;

const seconds = (ms: number | null) => (ms === null ? "" : Math.round(ms / 1000));

const figureCells = (figures: ReportFigures) => [
  figures.conversations,
  figures.answered,
  seconds(figures.medianFirstResponseMs),
  seconds(figures.p90FirstResponseMs),
  figures.missed,
];

export function reportCsv(report: Report): string {
  const rows = [csvRow(reportCsvHeader)];
  for (const team of report.days) {
    rows.push(csvRow([team.day, "team", "", "", ...figureCells(team)]));
    for (const line of report.agentDays.filter((agentDay) => agentDay.day === team.day)) {
      rows.push(
        csvRow([
          line.day,
          line.agentId === null ? "unanswered" : "agent",
          line.agentId ?? "",
          line.name ?? "",
          ...figureCells(line),
        ]),
      );
    }
  }
  return rows.join("");
}

/** The download's name says which days it holds. */
export const reportCsvFilename = (report: Report) =>
  `subnova-chat-report-${report.range.from}-to-${report.range.to}.csv`;
