import type { BoothMetricsView } from './booth-report-view';
import type { ConversationAsOf, ResumeAsOf, TraceableMetric } from './report-history';

/** The moment a report stands at: the time asked for and the log position of the last event it counts (null: none yet). */
export type AsOfView = Readonly<{ at: string; position: string | null }>;

export type BoothMetricsAnswer = BoothMetricsView & Readonly<{ interviewsByRecruiter: Record<string, number> }>;

/** A booth's report as it stood at a moment (spec 2 §2.1, docs/adr/report-as-of.md): what the live report showed then, field for field. */
export type BoothReportAsOfView = Readonly<{
  asOf: AsOfView;
  metrics: BoothMetricsAnswer;
  conversations: (ConversationAsOf &
    Readonly<{ candidateName: string | null; candidateEmail: string | null; recruiterName: string | null }>)[];
  resumes: (ResumeAsOf & Readonly<{ firstName: string | null; lastName: string | null }>)[];
}>;

/** One event behind a figure (docs/adr/report-as-of.md): what happened, when, who did it, and where the log holds it. */
export type TracedEventView = Readonly<{
  position: string;
  type: string;
  at: string;
  streamId: string;
  actorId: string | null;
  actorRole: string | null;
  actorName: string | null;
}>;

export type MetricTraceView = Readonly<{ metric: TraceableMetric; asOf: AsOfView; events: TracedEventView[] }>;

/** The span a report's time control covers (projections/queries/report-as-of.ts reportPeriod). */
export type ReportPeriodView = Readonly<{ from: string; to: string }>;
