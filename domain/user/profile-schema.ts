import { z } from 'zod';

// spec 2 §2.5, §3 "User" and "Profile options", §5 Profile: the profile every role edits, and the
// applicant's extended profile. Shared by the web form and PUT /api/profile.
export const DEGREE_TYPES = ['High School', 'Associates', 'Bachelors', 'Masters', 'Doctorate'] as const;
export const SALARY_RANGES = ['$50,000-$75,000', '$75,000-$100,000', '$100,000-$150,000', '$150,000+'] as const;
export const SECURITY_CLEARANCES = ['None', 'Secret', 'Top Secret', 'TS/SCI'] as const;
export const GEOGRAPHIC_PREFERENCES = ['Northeast', 'Northwest', 'Southeast', 'Southwest', 'Central', 'Mountain', 'Pacific', 'All'] as const;

export const PROFILE_MESSAGES = {
  saved: 'Profile Information saved successfully !',
  phoneFormat: 'Phone number must be in format +19999999999',
} as const;

const name = (required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : 'Must be text') })
    .trim()
    .min(1, required)
    .min(3, 'Minimum 3 characters')
    .max(50, 'Maximum 50 characters');

const optionalText = (max: number) => z.string().trim().max(max, `Maximum ${max} characters`).nullish().transform((value) => value || null);
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).nullish().transform((value) => value || null);

export const profileSchema = z.object({
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
});

/** The applicant's extended profile (spec 2 §2.5: Resume, Contact Information, Education & Experience, Work Preference). */
export const applicantProfileSchema = profileSchema.extend({
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .regex(/^\+1\d{10}$/, PROFILE_MESSAGES.phoneFormat),
  linkedInUrl: optionalText(500).refine((value) => value === null || /^https?:\/\/\S+$/.test(value), 'Must be a valid URL'),
  address: optionalText(200),
  jobTitle: optionalText(100),
  summary: optionalText(2000),
  degreeType: optionalChoice(DEGREE_TYPES),
  academicMajor: optionalText(100),
  fieldOfWork: optionalText(100),
  yearsOfExperience: z.coerce.number().int('Must be a whole number').min(0, 'Must be 0 or more').max(60, 'Must be 60 or less').nullish().transform((value) => value ?? null),
  salaryRequirements: optionalChoice(SALARY_RANGES),
  availabilityDate: z.union([z.iso.date('Must be a date'), z.literal('')]).nullish().transform((value) => value || null),
  geographicPreference: optionalChoice(GEOGRAPHIC_PREFERENCES),
  securityClearance: optionalChoice(SECURITY_CLEARANCES),
  willingToRelocate: z.boolean().nullish().transform((value) => value ?? null),
  resumeKey: z.string().max(500).nullish().transform((value) => value || null),
});

export type ProfileInput = z.input<typeof applicantProfileSchema>;
export type ApplicantProfile = z.output<typeof applicantProfileSchema>;
export type ApplicantDetails = Omit<ApplicantProfile, 'firstName' | 'lastName'>;

/** spec 1 §2.5: an applicant's profile is complete with phone and resume. */
export const isProfileComplete = (details: Pick<ApplicantDetails, 'phone' | 'resumeKey'> | null): boolean => Boolean(details?.phone && details.resumeKey);
