import { z } from 'zod';
import { isHttpUrl } from '../shared/url';

// spec 1 §5.7 and §9: the booth form. chatDuration is entered in minutes and stored in milliseconds.
export const MAX_QUEUE_QUESTIONS = 5;
export const DEFAULT_CHAT_DURATION_MS = 600_000; // 10 minutes
export const minutesToMs = (minutes: number) => minutes * 60_000;

export const boothJobSchema = z.object({
  description: z.string().trim().min(1, 'Job description is required').max(2000),
  link: z.string().trim().refine((value) => value === '' || isHttpUrl(value), 'Invalid URL format'),
});

export const queueQuestionSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1, 'Required').max(500),
  rank: z.number().int().min(0),
});
export type QueueQuestion = z.output<typeof queueQuestionSchema>;

export const queueQuestionsSchema = z.array(queueQuestionSchema).max(MAX_QUEUE_QUESTIONS, `At most ${MAX_QUEUE_QUESTIONS} questions`);

export const boothFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100, 'Must be 100 characters or less'),
  description: z.string().max(5000).default(''),
  linkToJobBoard: z.string().trim().max(500).refine((value) => value === '' || isHttpUrl(value), 'Must be a valid URL').default(''),
  hotJobSummary: z.string().max(5000).default(''),
  chatDuration: z.number().int().min(60_000, 'Must be positive').default(DEFAULT_CHAT_DURATION_MS),
  isFeatured: z.boolean().default(false),
  companyImageUrl: z.string().max(500).nullable().default(null),
  minimumScore: z.number().int().min(0).default(0),
  recruiters: z.array(z.string()).default([]),
  jobs: z.array(boothJobSchema).max(100).default([]),
});
export type BoothFields = z.output<typeof boothFieldsSchema>;
