import type { ChatMessage } from '../interview/chat-message';

/**
 * spec 2 §3 Booth metrics, the report's metrics card (spec 2 §2.1). Definitions (docs/reports.md "The booth report"):
 * jobSeekerLogins: distinct applicants signed in to the booth's fair; boothVisitors: distinct applicants
 * who opened the booth page; jobSeekersEnteredBooth: distinct applicants who ever entered one of the
 * booth's queues; boothInterviews: sessions that reached IN_PROGRESS; resumesLeftAtBooth: drop-offs.
 */
export type BoothMetricsView = Readonly<{
  jobSeekerLogins: number;
  boothVisitors: number;
  jobSeekersEnteredBooth: number;
  boothInterviews: number;
  resumesLeftAtBooth: number;
}>;

/** spec 2 §3 Jobseeker registration: an applicant of one of the organization's fairs. */
export type JobseekerRegistrationView = Readonly<{
  organizationId: string;
  jobFairId: string;
  id: string;
  registrationData: Readonly<{ email: string; given_name: string; family_name: string; phone_number: string | null }>;
}>;

/** One queue question with the candidate's answer (spec 2 §3 Answer). */
export type ReportAnswerView = Readonly<{ questionId: string; name: string; rank: number; answer: boolean }>;

/** The report's right panel (spec 2 §2.1): the selected candidate's profile, resume, questions and chat at this booth. */
export type CandidateReportView = Readonly<{
  candidateId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  degreeType: string | null;
  academicMajor: string | null;
  fieldOfWork: string | null;
  salaryRequirements: string | null;
  securityClearance: string | null;
  geographicPreference: string | null;
  willingToRelocate: boolean | null;
  availabilityDate: string | null;
  /** The profile resume (or, from the Resumes tab, the one left at the booth), a link valid 3600 s. */
  resumeUrl: string | null;
  /** Profile resumes may be Word or text files (spec 2 §5); only a PDF is shown in the viewer. */
  resumeIsPdf: boolean;
  /** resume_{last}_{first}.pdf (spec 2 §2.1). */
  resumeDownloadName: string;
  /** The conversation shown: the one asked for, else the candidate's latest at this booth; null when none. */
  sessionId: string | null;
  score: number | null;
  maxScore: number | null;
  answers: ReportAnswerView[];
  chatTranscript: ChatMessage[];
}>;

/** spec 2 §2.1: the resume download is named resume_{last}_{first}.pdf. */
export const resumeDownloadName = (lastName: string, firstName: string) => `resume_${lastName}_${firstName}.pdf`;
