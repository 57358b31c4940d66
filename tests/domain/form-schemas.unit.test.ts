import { describe, expect, it } from 'vitest';
import { organizationDetailsSchema } from '../../domain/organization/organization-schema';
import { jobFairFormSchema } from '../../domain/jobfair/jobfair-schema';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('organization form rules (spec 1 §5.5)', () => {
  it('names each broken rule in the spec words', () => {
    const result = organizationDetailsSchema.safeParse({
      companyName: '',
      city: '',
      state: 'x'.repeat(51),
      companyWebsite: 'not a url',
      companyDetails: 'x'.repeat(5001),
    });
    expect(messages(result)).toMatchObject({
      companyName: 'Company Name is required',
      city: 'City is required',
      state: 'State must be 50 characters or less',
      companyWebsite: 'Must be a valid URL',
    });
    expect(messages(organizationDetailsSchema.safeParse({ companyName: 'x'.repeat(101) })).companyName).toBe(
      'Company Name must be 100 characters or less',
    );
  });

  it("accepts the 'https://' default for the job board link", () => {
    const result = organizationDetailsSchema.safeParse({
      companyName: 'Acme',
      city: 'Boston',
      state: 'MA',
      companyWebsite: 'https://acme.com',
    });
    expect(result.success).toBe(true);
    expect(result.data?.jobBoardLink).toBe('https://');
  });
});

describe('job fair form rules (spec 2 §5)', () => {
  it('limits the name to 100 and the duration to 10 h 59 min', () => {
    const result = jobFairFormSchema.safeParse({
      name: 'x'.repeat(101),
      startDate: '2026-12-01',
      startTime: '10:00',
      timezone: 'EST',
      durationHours: 11,
      durationMinutes: 60,
    });
    expect(messages(result)).toEqual({
      name: 'Must be 100 characters or less',
      durationHours: 'Must be 10 or less',
      durationMinutes: 'Must be 59 or less',
    });
  });

  const fair = { name: 'Fair', startDate: '2026-12-01', startTime: '10:00', timezone: 'EST' };

  it('takes the duration as a number or as the digits a form field holds', () => {
    expect(jobFairFormSchema.parse({ ...fair, durationHours: '2', durationMinutes: 30 })).toMatchObject({
      durationHours: 2,
      durationMinutes: 30,
    });
  });

  it.each([true, null, [], '', 'two'])('refuses %j as a duration instead of reading it as a number', (value) => {
    expect(messages(jobFairFormSchema.safeParse({ ...fair, durationHours: value, durationMinutes: value }))).toEqual({
      durationHours: 'Duration hours is required',
      durationMinutes: 'Duration minutes is required',
    });
  });
});

describe('missing fields get the spec words too', () => {
  it('names the required fields of both forms when they are absent', () => {
    expect(messages(organizationDetailsSchema.safeParse({}))).toMatchObject({
      companyName: 'Company Name is required',
      city: 'City is required',
      state: 'State is required',
      companyWebsite: 'Must be a valid URL',
    });
    expect(messages(jobFairFormSchema.safeParse({ timezone: 'EST', durationHours: 1, durationMinutes: 0 }))).toEqual({
      name: 'Name is required',
      startDate: 'Start Date is required',
      startTime: 'Start Time is required',
    });
  });
});
