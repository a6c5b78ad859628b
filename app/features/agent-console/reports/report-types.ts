import type { ReportRange } from "#app/features/agent-console/reports/report-range";

/** What GET /api/agent/reports answers, read by the console's reports view. */

/** One line's figures. Times are milliseconds; null when nothing was answered. */
export interface ReportFigures {
  /** Conversations whose visitor first wrote on that day (or in the period). */
  conversations: number;
  /** Of those, answered by an agent (the first reply may come on a later day). */
  answered: number;
  medianFirstResponseMs: number | null;
  p90FirstResponseMs: number | null;
  /** Distinct conversations that raised a team alert, counted on the alert's day. */
  missed: number;
}

/** The team on one day: every conversation, answered or not. */
export interface TeamDay extends ReportFigures {
  day: string;
}

/**
 * One agent on one day: the conversations they replied to first. `agentId` null is the
 * "Unanswered" line: conversations no agent replied to.
 */
export interface AgentDay extends ReportFigures {
  day: string;
  agentId: string | null;
  name: string | null;
}

/** One agent, or the unanswered line, over the whole period. */
export interface AgentTotal extends ReportFigures {
  agentId: string | null;
  name: string | null;
}

export interface Report {
  range: ReportRange;
  /** Every day of the range, oldest first, days without conversations included. */
  days: TeamDay[];
  /** Days with something to count, oldest first; per day the agents by name, unanswered last. */
  agentDays: AgentDay[];
  /** The whole period. */
  total: ReportFigures;
  agents: AgentTotal[];
}
