import { API_BASE } from '../../../../../domain/http/envelope';
import { sessionStore } from '../../../stores/session-store';

const FALLBACK_NAME = 'job-fair.csv';

/**
 * 'Download Candidate Ratings' (spec 2 §2.1): GET …/interviewSessions/csv/byBoothId/{boothId} is a CSV,
 * not an envelope, and needs the bearer token, so it is fetched and saved under the server's name
 * (history-{date}-job-fair.csv).
 */
export const downloadRatingsCsv = async (jobFairId: string, boothId: string): Promise<void> => {
  const response = await fetch(
    `${API_BASE}/jobfairs/${encodeURIComponent(jobFairId)}/interviewSessions/csv/byBoothId/${encodeURIComponent(boothId)}`,
    {
      headers: { Authorization: `Bearer ${sessionStore.session?.accessToken ?? ''}` },
    },
  );
  if (!response.ok) throw new Error(`The ratings could not be downloaded (${response.status})`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? FALLBACK_NAME;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the download over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
