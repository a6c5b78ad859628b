import { Hono } from "hono";
import { agentProfile } from "#app/features/agent-console/agent-profile.server";
import { parseReportRange } from "#app/features/agent-console/reports/report-range";
import {
  reportCsv,
  reportCsvFilename,
} from "#app/features/agent-console/reports/report-csv.server";
import { loadReport } from "#app/features/agent-console/reports/report.server";
import { messages } from "#app/lib/messages.server";
import { type AgentApiEnv, type AgentContext, requireAgent } from "#worker/api/agent-auth";
import type { ApiError } from "#worker/api/errors";

/**
 * The support reports for signed-in agents: GET /api/agent/reports (JSON for the console) and
 * GET /api/agent/reports.csv (the same figures for a spreadsheet), over ?from=&to= (YYYY-MM-DD,
 * both included; the last 14 days by default, at most 92) in the zone ?tz= (UTC by default).
 */
export const agentReportsApi = new Hono<AgentApiEnv>();

agentReportsApi.use("/agent/reports", requireAgent);
agentReportsApi.use("/agent/reports.csv", requireAgent);

/** The report of the asked range, or the localized 400 that says what is wrong with it. */
async function reportOf(c: AgentContext) {
  const parsed = parseReportRange(c.req.query());
  if (parsed.ok) return { ok: true as const, report: await loadReport(c.env.DB, parsed.range) };
  // In the console's language, which the agent chose.
  const { lang } = await agentProfile(c.env.DB, c.get("agentId"));
  const message = messages[lang].agent.reports.errors[parsed.problem];
  return { ok: false as const, response: c.json<ApiError>({ success: false, message }, 400) };
}

agentReportsApi.get("/agent/reports", async (c) => {
  const result = await reportOf(c);
  return result.ok ? c.json(result.report) : result.response;
});

agentReportsApi.get("/agent/reports.csv", async (c) => {
  const result = await reportOf(c);
  if (!result.ok) return result.response;
  return c.body(reportCsv(result.report), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${reportCsvFilename(result.report)}"`,
  });
});
