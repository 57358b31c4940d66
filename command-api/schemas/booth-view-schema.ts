import { z } from 'zod';
import { STAFF_ONLY_BOOTH_FIELDS, type BoothCardView } from '../../domain/booth/booth-card';
import type { BoothView } from '../../domain/booth/booth-view';

const group = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  hotJobSummary: z.string(),
  recruiters: z.array(z.string()),
  minimumScore: z.number().nullable(),
  chatDuration: z.number().nullable(),
  sortOrder: z.number(),
});

export const boothViewSchema = z.object({
  id: z.string(),
  jobFairId: z.string(),
  organizationId: z.string(),
  name: z.string(),
  description: z.string(),
  linkToJobBoard: z.string(),
  hotJobSummary: z.string(),
  chatDuration: z.number().describe('Milliseconds (minutes x 60000)'),
  isFeatured: z.boolean(),
  companyImageUrl: z.string().nullable().describe('Storage key of the booth logo'),
  minimumScore: z.number(),
  recruiters: z.array(z.string()),
  jobs: z.array(z.object({ description: z.string(), link: z.string() })),
  companyDocuments: z.array(z.string()),
  subBooths: z.array(group),
  questions: z.array(z.object({ id: z.string(), name: z.string(), rank: z.number() })),
  sortOrder: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<BoothView>;

/** The lobby's card of a booth (domain/booth/booth-card.ts). */
export const boothCardSchema = boothViewSchema.omit(STAFF_ONLY_BOOTH_FIELDS) satisfies z.ZodType<BoothCardView>;
