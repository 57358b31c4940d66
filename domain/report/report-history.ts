import type { InterviewOffered, InterviewStarted } from '../interview/interview-session';
import type { ReviewSaved } from '../interview/review';
import type { UserPresenceChanged } from '../presence/presence';
import type { CandidateReturnedToFront, InterviewAssigned, QueueEntered, QueueLeft } from '../queue/booth-queue';
import type { RecruiterAvailabilityEvent } from '../queue/recruiter-availability';
import type { BoothResumeSaved } from '../resume/booth-resume';
import type { BoothMetricsView } from './booth-report-view';
import type { BoothVisited } from './booth-visit';
import { STAFFING_EVENT_TYPES } from './fair-series-view';
import type { JobseekerRegistered } from './jobseeker-registration';
import {
  BOOTH_REPORT_EVENT_TYPES,
  evolveBoothReport,
  initialBoothReport,
  type BoothReportEvent,
  type BoothReportModel,
  type Caused,
  type Counted,
} from './booth-report-model';

/**
 * The report as a fold over its events (spec 2 §2.1, docs/adr/report-as-of.md; definitions in docs/metrics.md). The same
 * fold answers a report as of any moment and lists the events behind each figure, so a figure and its
 * trace cannot disagree. Pure: the caller reads the events of a scope in log order and says who is an applicant.
 */
export type ReportEvent =
  | UserPresenceChanged
  | JobseekerRegistered
  | BoothVisited
  | QueueEntered
  | InterviewOffered
  | InterviewStarted
  | ReviewSaved
  | BoothResumeSaved
  // The fair-wide report's staffing and plots (staffing-history.ts).
  | InterviewAssigned
  | CandidateReturnedToFront
  | QueueLeft
  | RecruiterAvailabilityEvent;
export const REPORT_EVENT_TYPES = [
  'UserPresenceChanged',
  'JobseekerRegistered',
  'BoothVisited',
  'InterviewOffered',
  'ReviewSaved',
  'BoothResumeSaved',
  // QueueEntered and InterviewStarted among them: figures of the booth report as well.
  ...STAFFING_EVENT_TYPES,
] as const satisfies readonly ReportEvent['type'][];

/** A report event where the log holds it: its global position (as text: it is a bigint) and when and by whom it was decided. */
export type ReportTimelineEvent = ReportEvent &
  Readonly<{ position: string; streamId: string; at: string; actorId: string | null; actorRole: string | null }>;

export { SIGNED_IN_STATUSES } from './booth-report-model';

export type Of<T extends ReportEvent['type']> = Extract<ReportTimelineEvent, { type: T }>;

/** What one booth's figures are made of beyond the booth report model's, each entry the event that made it count. */
export type BoothHistory = {
  offers: Map<string, Of<'InterviewOffered'>>;
  /** InterviewStarted per session: the session reached IN_PROGRESS. */
  interviews: Map<string, Of<'InterviewStarted'>>;
  /** Every ReviewSaved per session, oldest first; the recruiter's latest is the rating shown. */
  reviews: Map<string, Of<'ReviewSaved'>[]>;
  /** Every BoothResumeSaved per drop-off id, oldest first; the first made it count, the latest is what it says. */
  resumes: Map<string, Of<'BoothResumeSaved'>[]>;
};

export type ReportHistory = Readonly<{
  /**
   * The booth report model (booth-report-model.ts) as it stood, folded with the one evolve its projector
   * applies live: sign-ins, visitors and entrants, each kept with the timeline event that made it count.
   */
  model: BoothReportModel<ReportTimelineEvent>;
  /** The model's first sign-ins to this fair, by user (applicants are picked when counting). */
  logins: Map<string, Counted<ReportTimelineEvent>>;
  /** First landing registration to the fair per seeker; a sign-in registers too (registeredOf). */
  registrations: Map<string, Of<'JobseekerRegistered'>>;
  booths: Map<string, BoothHistory>;
}>;

const emptyBooth = (): BoothHistory => ({
  offers: new Map(),
  interviews: new Map(),
  reviews: new Map(),
  resumes: new Map(),
});

const first = <V>(map: Map<string, V>, key: string, value: V) => {
  if (!map.has(key)) map.set(key, value);
};
const append = <V>(map: Map<string, V[]>, key: string, value: V) => map.set(key, [...(map.get(key) ?? []), value]);

/** Where each booth event outside the booth report model is kept in its booth's history: the first per session, or every save. */
const BOOTH_FOLD: { [T in ReportEvent['type']]?: (booth: BoothHistory, event: Of<T>) => void } = {
  InterviewOffered: (booth, event) => first(booth.offers, event.data.sessionId, event),
  InterviewStarted: (booth, event) => first(booth.interviews, event.data.sessionId, event),
  ReviewSaved: (booth, event) => append(booth.reviews, event.data.interviewSessionId, event),
  BoothResumeSaved: (booth, event) => append(booth.resumes, event.data.id, event),
};

const MODEL_TYPES: ReadonlySet<string> = new Set(BOOTH_REPORT_EVENT_TYPES);
const isModelEvent = (event: ReportTimelineEvent): event is ReportTimelineEvent & BoothReportEvent => MODEL_TYPES.has(event.type);

/** Folds a scope's events, in log order, into the history of its fair and booths (staffing events are staffing-history.ts's). */
export const foldReportHistory = (jobFairId: string, events: Iterable<ReportTimelineEvent>): ReportHistory => {
  let model = initialBoothReport<ReportTimelineEvent>();
  const registrations = new Map<string, Of<'JobseekerRegistered'>>();
  const booths = new Map<string, BoothHistory>();
  const boothOf = (boothId: string) => booths.get(boothId) ?? booths.set(boothId, emptyBooth()).get(boothId)!;
  for (const event of events) {
    // The event itself is the cause an entry keeps (its trace); no stream revision: no question is in the timeline.
    if (isModelEvent(event))
      model = evolveBoothReport(model, { type: event.type, data: event.data, cause: event } as Caused<
        BoothReportEvent,
        ReportTimelineEvent
      >);
    if (event.type === 'JobseekerRegistered') {
      if (event.data.jobFairId === jobFairId) first(registrations, event.data.jobSeekerId, event);
    } else if (event.type !== 'UserPresenceChanged') {
      // One handler per type: the table is typed by it, the lookup cannot be.
      const keep = BOOTH_FOLD[event.type] as ((booth: BoothHistory, event: ReportTimelineEvent) => void) | undefined;
      keep?.(boothOf(event.data.boothId), event);
    }
  }
  return { model, logins: model.logins.get(jobFairId) ?? new Map<string, Counted<ReportTimelineEvent>>(), registrations, booths };
};

/**
 * The fair's registered jobseekers (spec 2 §7) as they stood: a landing registration or a sign-in to the fair,
 * as the registrations read model records one for either; who is still an applicant is the caller's to pick.
 */
export const registeredOf = (history: ReportHistory): Set<string> => new Set([...history.registrations.keys(), ...history.logins.keys()]);

/** The figures a report shows that can be traced to events (docs/adr/report-as-of.md). */
export const TRACEABLE_METRICS = [
  'jobSeekerLogins',
  'boothVisitors',
  'jobSeekersEnteredBooth',
  'boothInterviews',
  'resumesLeftAtBooth',
  'interviewsByRecruiter',
  'rating',
] as const;
export type TraceableMetric = (typeof TRACEABLE_METRICS)[number];
/** interviewsByRecruiter names a recruiter; rating names a session. */
export type TraceSubject = Readonly<{ recruiterId?: string; sessionId?: string }>;

/** Times as the live views write them (toISOString), whatever offset an event carried. */
const iso = (value: string) => new Date(value).toISOString();

const boothHistory = (history: ReportHistory, boothId: string) => history.booths.get(boothId) ?? emptyBooth();
const causes = (counted: Map<string, Counted<ReportTimelineEvent>> | undefined) =>
  [...(counted?.values() ?? [])].map((entry) => entry.cause);

/** The recruiter's own review of a session: the rating the Conversations tab shows. */
const recruiterReviews = (booth: BoothHistory, sessionId: string) => {
  const recruiterId = booth.offers.get(sessionId)?.data.recruiterId ?? booth.interviews.get(sessionId)?.data.recruiterId;
  return (booth.reviews.get(sessionId) ?? []).filter((review) => review.data.ratedBy === recruiterId);
};

/**
 * The events behind one figure of a booth, oldest first: one per person or session counted (so the figure
 * is their number), and for a rating every save of the recruiter's review (the latest is the one shown).
 */
export const traceOf = (
  history: ReportHistory,
  boothId: string,
  metric: TraceableMetric,
  subject: TraceSubject,
  isApplicant: (userId: string) => boolean,
): ReportTimelineEvent[] => {
  const booth = boothHistory(history, boothId);
  switch (metric) {
    case 'jobSeekerLogins':
      return [...history.logins].filter(([userId]) => isApplicant(userId)).map(([, entry]) => entry.cause);
    case 'boothVisitors':
      return causes(history.model.visitors.get(boothId));
    case 'jobSeekersEnteredBooth':
      return causes(history.model.entrants.get(boothId));
    case 'boothInterviews':
      return [...booth.interviews.values()];
    case 'interviewsByRecruiter':
      return [...booth.interviews.values()].filter((event) => event.data.recruiterId === subject.recruiterId);
    case 'resumesLeftAtBooth':
      return [...booth.resumes.values()].map((saves) => saves[0]!);
    case 'rating':
      return subject.sessionId ? recruiterReviews(booth, subject.sessionId) : [];
  }
};

/** The metrics card of a booth (spec 2 §3 Booth metrics) and 'No. of Interviews' per recruiter, from its history. */
export const boothMetricsOf = (
  history: ReportHistory,
  boothId: string,
  isApplicant: (userId: string) => boolean,
): BoothMetricsView & Readonly<{ interviewsByRecruiter: Record<string, number> }> => {
  const count = (metric: TraceableMetric) => traceOf(history, boothId, metric, {}, isApplicant).length;
  const interviewsByRecruiter: Record<string, number> = {};
  for (const started of boothHistory(history, boothId).interviews.values())
    interviewsByRecruiter[started.data.recruiterId] = (interviewsByRecruiter[started.data.recruiterId] ?? 0) + 1;
  return {
    jobSeekerLogins: count('jobSeekerLogins'),
    boothVisitors: count('boothVisitors'),
    jobSeekersEnteredBooth: count('jobSeekersEnteredBooth'),
    boothInterviews: count('boothInterviews'),
    resumesLeftAtBooth: count('resumesLeftAtBooth'),
    interviewsByRecruiter,
  };
};

/** A conversation as it stood: a session the candidate joined, with the recruiter's latest rating and notes then. */
export type ConversationAsOf = Readonly<{
  id: string;
  candidateId: string;
  recruiterId: string;
  createdAt: string;
  interviewStartedAt: string;
  rating: number | null;
  notes: string | null;
}>;

/** The Conversations tab as it stood: sessions that reached IN_PROGRESS, newest offer first (as the live tab orders them). */
export const conversationsOf = (history: ReportHistory, boothId: string): ConversationAsOf[] => {
  const booth = boothHistory(history, boothId);
  return [...booth.interviews.values()]
    .map((started) => {
      const { sessionId, candidateId, recruiterId } = started.data;
      const review = recruiterReviews(booth, sessionId).at(-1);
      return {
        id: sessionId,
        candidateId,
        recruiterId,
        createdAt: iso(booth.offers.get(sessionId)?.data.offeredAt ?? started.data.interviewStartedAt),
        interviewStartedAt: iso(started.data.interviewStartedAt),
        rating: review?.data.rating ?? null,
        notes: review?.data.notes ?? null,
      };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
};

/** A drop-off as it stood: its latest save then, created at its first. */
export type ResumeAsOf = Readonly<{
  id: string;
  jobSeekerId: string;
  fileName: string;
  jobTitle: string;
  notes: string;
  createdAt: string;
  updatedAt: string;
}>;

/** The 'Resumes and Notes Left at Booth' tab as it stood, latest saved first (as the live tab orders them). */
export const resumesOf = (history: ReportHistory, boothId: string): ResumeAsOf[] =>
  [...boothHistory(history, boothId).resumes.values()]
    .map((saves) => {
      const latest = saves.at(-1)!.data;
      return {
        id: latest.id,
        jobSeekerId: latest.jobSeekerId,
        fileName: latest.fileName,
        jobTitle: latest.jobTitle,
        notes: latest.notes,
        createdAt: iso(saves[0]!.data.savedAt),
        updatedAt: iso(latest.savedAt),
      };
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
