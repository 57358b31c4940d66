import { downloadAttachment } from '../../../api/download-attachment';

/** 'Download Candidate Ratings' (spec 2 §2.1): saved under the server's name (history-{date}-job-fair.csv). */
export const downloadRatingsCsv = (jobFairId: string, boothId: string): Promise<void> =>
  downloadAttachment(
    `/jobfairs/${encodeURIComponent(jobFairId)}/interviewSessions/csv/byBoothId/${encodeURIComponent(boothId)}`,
    'job-fair.csv',
  );
