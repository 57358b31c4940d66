import { z } from 'zod';
import type { AsOfView, ReportPeriodView } from '../../domain/report/report-as-of-view';

/** The moment a report is asked as of (docs/adr/report-as-of.md): the booth report's and the fair-wide report's `?at=`. */
const MOMENT_MESSAGE = 'at must be an ISO-8601 date-time, e.g. 2026-11-23T15:30:00Z';
export const momentSchema = z
  .string()
  .max(40, MOMENT_MESSAGE)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, MOMENT_MESSAGE)
  .refine((value) => !Number.isNaN(Date.parse(value)), MOMENT_MESSAGE)
  .describe('A moment (ISO-8601 date-time); the report shows what it showed then');

export const asOfSchema = z
  .object({ at: z.string(), position: z.string().nullable().describe('Global log position of the last event counted') })
  .describe('The moment the answer stands at') satisfies z.ZodType<AsOfView>;

export const periodSchema = z.object({ from: z.string(), to: z.string() }) satisfies z.ZodType<ReportPeriodView>;
