import { z } from 'zod';
import { isHttpUrl } from '../shared/url';

// spec 1 §5.7 and §9: the booth form. chatDuration is entered in minutes and stored in milliseconds.
export const MAX_QUEUE_QUESTIONS = 5;
export const DEFAULT_CHAT_DURATION_MS = 600_000; // 10 minutes
export const minutesToMs = (minutes: number) => minutes * 60_000;

export const boothJobSchema = z.object({
  description: z.string().trim().min(1, 'Job description is required').max(2000),
  link: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || isHttpUrl(value), 'Invalid URL format'),
});

export const queueQuestionSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'Required').max(500),
  rank: z.number().int().min(0),
});
export type QueueQuestion = z.output<typeof queueQuestionSchema>;

export const queueQuestionsSchema = z.array(queueQuestionSchema).max(MAX_QUEUE_QUESTIONS, `At most ${MAX_QUEUE_QUESTIONS} questions`);

export const boothFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100, 'Must be 100 characters or less'),
  description: z.string().max(5000).default(''),
  linkToJobBoard: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || isHttpUrl(value), 'Must be a valid URL')
    .default(''),
  hotJobSummary: z.string().max(5000).default(''),
  chatDuration: z.number().int().min(60_000, 'Must be positive').default(DEFAULT_CHAT_DURATION_MS),
  isFeatured: z.boolean().default(false),
  companyImageUrl: z.string().max(500).nullable().default(null),
  minimumScore: z.number().int().min(0).default(0),
  recruiters: z.array(z.string().max(100)).max(200).default([]),
  jobs: z.array(boothJobSchema).max(100).default([]),
});
export type BoothFields = z.output<typeof boothFieldsSchema>;

// spec 2 §3 Group: a sub-booth with its own recruiters; chatDuration and minimumScore fall back to the booth's when null.
export const boothGroupSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'Required').max(100, 'Must be 100 characters or less'),
  description: z.string().max(5000).default(''),
  hotJobSummary: z.string().max(5000).default(''),
  recruiters: z.array(z.string().max(100)).max(200).default([]),
  minimumScore: z.number().int().min(0).nullable().default(null),
  chatDuration: z.number().int().min(60_000, 'Must be positive').nullable().default(null),
  sortOrder: z.number().int().min(0).default(0),
});
export type BoothGroup = z.output<typeof boothGroupSchema>;

/** What BoothCreated may carry beyond BoothFields (absent in events written before they existed). */
export const boothExtrasSchema = z.object({
  companyDocuments: z.array(z.string().max(500)).max(50).default([]),
  subBooths: z.array(boothGroupSchema).max(50).default([]),
});
export type BoothExtras = z.output<typeof boothExtrasSchema>;

export const BOOTH_LOGO_REQUIRED = 'Company logo is required';

/** POST /jobfairs/{jobFairId}/booths (spec 1 §5.7): the logo is required on create. */
export const boothCreateSchema = boothFieldsSchema.extend({
  companyImageUrl: z.string({ error: BOOTH_LOGO_REQUIRED }).trim().min(1, BOOTH_LOGO_REQUIRED).max(500),
  ...boothExtrasSchema.shape,
  questions: queueQuestionsSchema.default([]),
});
export type BoothCreateInput = z.input<typeof boothCreateSchema>;

/** The booth fields every booth editor may change (spec 1 §6: "booth fields only"). */
export const BOOTH_DETAIL_KEYS = [
  'name',
  'description',
  'linkToJobBoard',
  'hotJobSummary',
  'chatDuration',
  'isFeatured',
  'companyImageUrl',
  'minimumScore',
  'jobs',
  'companyDocuments',
] as const;
export type BoothDetails = Pick<BoothFields & BoothExtras, (typeof BOOTH_DETAIL_KEYS)[number]>;

/**
 * PUT /jobfairs/{jobFairId}/booths/{boothId}: any subset (spec 2 §7: "sortOrder; or description,
 * hotJobSummary, chatDuration"); absent keys stay as they are. The logo may be kept but not removed.
 */
const withoutDefaults = <S extends z.ZodRawShape>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema instanceof z.ZodDefault ? schema.unwrap() : schema])) as {
    [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? T : S[K];
  };
export const boothPatchSchema = z
  .object({
    ...withoutDefaults(boothFieldsSchema.shape),
    companyImageUrl: z.string().trim().min(1, BOOTH_LOGO_REQUIRED).max(500),
    ...withoutDefaults(boothExtrasSchema.shape),
    sortOrder: z.number().int().min(0),
  })
  .partial();
export type BoothPatch = z.output<typeof boothPatchSchema>;
