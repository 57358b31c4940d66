import { DEFAULT_CHAT_DURATION_MS, minutesToMs, type BoothGroup, type QueueQuestion } from '../../../../domain/booth/booth-schema';
import type { BoothView } from '../../../../domain/booth/booth-view';

export type RecruiterOption = Readonly<{ id: string; name: string }>;

export type BoothJob = { description: string; link: string };

export type BoothFormValues = {
  name: string;
  description: string;
  linkToJobBoard: string;
  hotJobSummary: string;
  chatMinutes: string;
  isFeatured: boolean;
  companyImageUrl: string;
  minimumScore: string;
  recruiters: string[];
  jobs: BoothJob[];
  questions: QueueQuestion[];
  subBooths: BoothGroup[];
  companyDocuments: string[];
};

export const boothFormValues = (booth: BoothView | null): BoothFormValues => ({
  name: booth?.name ?? '',
  description: booth?.description ?? '',
  linkToJobBoard: booth?.linkToJobBoard ?? '',
  hotJobSummary: booth?.hotJobSummary ?? '',
  chatMinutes: String(Math.round((booth?.chatDuration ?? DEFAULT_CHAT_DURATION_MS) / 60_000)),
  isFeatured: booth?.isFeatured ?? false,
  companyImageUrl: booth?.companyImageUrl ?? '',
  minimumScore: String(booth?.minimumScore ?? 0),
  recruiters: [...(booth?.recruiters ?? [])],
  jobs: (booth?.jobs ?? []).map((job) => ({ ...job })),
  questions: (booth?.questions ?? []).map((question) => ({ ...question })),
  subBooths: (booth?.subBooths ?? []).map((group) => ({ ...group })),
  companyDocuments: [...(booth?.companyDocuments ?? [])],
});

/** Form values as the API's booth body: chat duration entered in minutes, stored in ms (spec 1 §5.7). */
export const boothBody = (values: BoothFormValues) => ({
  name: values.name,
  description: values.description,
  linkToJobBoard: values.linkToJobBoard,
  hotJobSummary: values.hotJobSummary,
  chatDuration: values.chatMinutes.trim() === '' ? undefined : minutesToMs(Number(values.chatMinutes)),
  isFeatured: values.isFeatured,
  companyImageUrl: values.companyImageUrl,
  minimumScore: values.minimumScore.trim() === '' ? undefined : Number(values.minimumScore),
  recruiters: values.recruiters,
  jobs: values.jobs,
  questions: values.questions.map((question, rank) => ({ ...question, rank })),
  subBooths: values.subBooths,
  companyDocuments: values.companyDocuments,
});
export type BoothBody = ReturnType<typeof boothBody>;

/** The form key a message of the body shows under: its whole path ('jobs.0.link'), the minutes for the duration. */
export const boothIssueKeys = (path: readonly PropertyKey[]): readonly string[] => {
  const key = path.map(String).join('.');
  return [key === 'chatDuration' ? 'chatMinutes' : key];
};

/** A recruiter list with one recruiter switched on or off. */
export const toggled = (list: readonly string[], id: string) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]);
