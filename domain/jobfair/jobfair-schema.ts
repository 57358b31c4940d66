import { z } from 'zod';
import { formNumber } from '../shared/form-number';

// spec 2 §2.4 and §5: the job fair form. Shared by the web form and the command-api route.
export const US_TIME_ZONES = ['EST', 'EDT', 'CST', 'CDT', 'MST', 'MDT', 'PST', 'PDT'] as const; // spec 3 §3.2
export type UsTimeZone = (typeof US_TIME_ZONES)[number];

export const DATE_MUST_BE_IN_FUTURE = 'Date must be in the future';

export const jobFairFormSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Must be 100 characters or less'),
  startDate: z
    .string({ error: 'Start Date is required' })
    .min(1, 'Start Date is required')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Start Date must be a date (YYYY-MM-DD)')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Start Date must be a date (YYYY-MM-DD)'),
  startTime: z
    .string({ error: 'Start Time is required' })
    .min(1, 'Start Time is required')
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start Time must be a time (HH:mm)'),
  timezone: z.enum(US_TIME_ZONES, { error: 'Timezone is required' }),
  durationHours: formNumber(
    z
      .number({ error: 'Duration hours is required' })
      .int('Must be a whole number')
      .min(0, 'Must be 0 or more')
      .max(10, 'Must be 10 or less'),
  ),
  durationMinutes: formNumber(
    z
      .number({ error: 'Duration minutes is required' })
      .int('Must be a whole number')
      .min(0, 'Must be 0 or more')
      .max(59, 'Must be 59 or less'),
  ),
});
export type JobFairForm = z.output<typeof jobFairFormSchema>;
export type JobFairFormInput = z.input<typeof jobFairFormSchema>;

/** Form defaults of spec 2 §5: '{org} - job fair', tomorrow, 3 h 0 min. */
export const jobFairFormDefaults = (organizationName: string, today: string): JobFairFormInput => ({
  name: `${organizationName} - job fair`,
  startDate: addDays(today, 1),
  startTime: '10:00',
  timezone: 'EST',
  durationHours: 3,
  durationMinutes: 0,
});

export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
