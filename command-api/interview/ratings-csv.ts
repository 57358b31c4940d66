import type { InterviewHistoryView } from '../../domain/interview/interview-session-view';

const HEADER = ['Name', 'Email', 'Rating', 'Notes', 'Interviewer', 'Interview Date', 'Status', 'End Reason', 'Score', 'Chat Messages'];

// RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with ' (OWASP CSV injection).
const cell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

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
