import { z } from 'zod';

// spec 2 §5 Resume drop-off: PDF only, one file, at most 10 MB; job title required, note optional.
export const MAX_DROP_OFF_BYTES = 10_485_760;
export const MAX_DROP_OFF_FILES = 1;

/** The spec's messages, letter for letter (the missing space in '1file(s)' is the spec's). */
export const DROP_OFF_TEXTS = {
  tooLarge: (file: string) => `${file} is larger than 10 MB. Please select a smaller file.`,
  tooMany: `You cannot upload more than ${MAX_DROP_OFF_FILES}file(s).`,
  notPdf: (file: string) => `${file} is not allowed. Only pdf file is allowed.`,
  failed: 'Something went wrong!',
  jobTitleRequired: 'Job title is required',
} as const;

/** spec 2 §7 File storage: a booth's resumes live under `{boothId}/resumes/{userId}/`. */
export const boothResumePrefix = (boothId: string, userId: string) => `${boothId}/resumes/${userId}/`;

/** PUT /jobfairs/{jobFairId}/resumes/{boothId}/{id} (spec 1 §7) and the fields POST adds to it. */
export const boothResumeFieldsSchema = z.object({
  fileName: z.string().trim().min(1, DROP_OFF_TEXTS.failed).max(255),
  resumeS3Key: z.string().min(1, DROP_OFF_TEXTS.failed).max(500),
  jobTitle: z.string({ error: DROP_OFF_TEXTS.jobTitleRequired }).trim().min(1, DROP_OFF_TEXTS.jobTitleRequired).max(200),
  notes: z.string().max(5000).default(''),
});
export type BoothResumeFields = z.output<typeof boothResumeFieldsSchema>;

/** POST /jobfairs/{jobFairId}/resumes/{boothId} (spec 1 §7): the ids are checked against the path and the signed-in seeker. */
export const boothResumeCreateSchema = boothResumeFieldsSchema.extend({
  boothId: z.string().max(100).optional(),
  jobFairId: z.string().max(100).optional(),
  jobSeekerId: z.string().max(100).optional(),
});

type PickedFile = Readonly<{ name: string; size: number; type: string }>;

/** The file check of the drop-off dialog, in the spec's order of messages (spec 2 §5); null when the pick is fine. */
export const dropOffFileError = (files: readonly PickedFile[]): string | null => {
  if (files.length > MAX_DROP_OFF_FILES) return DROP_OFF_TEXTS.tooMany;
  const [file] = files;
  if (!file) return null;
  if (file.size > MAX_DROP_OFF_BYTES) return DROP_OFF_TEXTS.tooLarge(file.name);
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return DROP_OFF_TEXTS.notPdf(file.name);
  return null;
};
