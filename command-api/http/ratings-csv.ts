import { csvCell as cell } from './csv-cell';
import type { InterviewHistoryView } from '../../domain/interview/interview-session-view';

const HEADER = ['Name', 'Email', 'Rating', 'Notes', 'Interviewer', 'Interview Date', 'Status', 'End Reason', 'Score', 'Chat Messages'];

/** 'Download Candidate Ratings' (spec 2 §2.1): one row per interview of the booth, newest first, with the recruiter's rating and notes. */
export const ratingsCsv = (rows: readonly InterviewHistoryView[]): string =>
  [
    HEADER,
    ...rows.map((row) => [
      row.candidateName,
      row.candidateEmail,
      row.rating,
      row.notes,
      row.recruiterName,
      row.interviewStartedAt ?? row.createdAt,
      row.status,
      row.endReason,
      `${row.candidateScore} / ${row.candidateMaxScore}`,
      row.chatTranscript.length,
    ]),
  ]
    .map((line) => line.map(cell).join(','))
    .join('\r\n')
    .concat('\r\n');

/** spec 2 §2.1: history-{date}-job-fair.csv */
export const ratingsCsvName = (today: Date) => `history-${today.toISOString().slice(0, 10)}-job-fair.csv`;
