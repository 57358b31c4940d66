import { z } from 'zod';
import { ACADEMIC_MAJORS } from './academic-majors';

// spec 2 §2.5, §3 "User" and "Profile options", §5 Profile: the profile every role edits, and the
// applicant's extended profile. Shared by the web form and PUT /api/profile.
export const DEGREE_TYPES = ['High School', 'Associates', 'Bachelors', 'Masters', 'Doctorate'] as const;
export const SALARY_RANGES = ['$50,000-$75,000', '$75,000-$100,000', '$100,000-$150,000', '$150,000+'] as const;
export const SECURITY_CLEARANCES = ['None', 'Secret', 'Top Secret', 'TS/SCI'] as const;
export const GEOGRAPHIC_PREFERENCES = [
  'Northeast',
  'Northwest',
  'Southeast',
  'Southwest',
  'Central',
  'Mountain',
  'Pacific',
  'All',
] as const;

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

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Maximum ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const profileSchema = z.object({
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
});

const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? required : 'Choose one of the options'),
  });

/**
 * The applicant's extended profile (spec 2 §2.5: Resume, Contact Information, Education & Experience,
 * Work Preference), with the rules of spec 2 §5 "Profile (Applicant, additionally)". The spec names the
 * required fields but shows no words for them; '{field} is required' follows its phone message.
 */
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
  degreeType: requiredChoice(DEGREE_TYPES, 'Degree type is required'),
  academicMajor: requiredChoice(ACADEMIC_MAJORS, 'Academic major is required'),
  fieldOfWork: requiredChoice(ACADEMIC_MAJORS, 'Field of work is required'),
  yearsOfExperience: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'Years of experience is required' : 'Must be a number') })
      .int('Must be a whole number')
      .min(0, 'Must be at least 0')
      .max(50, 'Must be less than 50'),
  ),
  salaryRequirements: requiredChoice(SALARY_RANGES, 'Salary requirements are required'),
  availabilityDate: z.iso.date({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? 'Availability date is required' : 'Must be a date',
  }),
  geographicPreference: requiredChoice(GEOGRAPHIC_PREFERENCES, 'Geographic preference is required'),
  securityClearance: requiredChoice(SECURITY_CLEARANCES, 'Security clearance is required'),
  willingToRelocate: z.boolean({ error: 'Willing to relocate is required' }),
  resumeKey: z.string({ error: 'Resume is required' }).min(1, 'Resume is required').max(500),
});

export type ProfileInput = z.input<typeof applicantProfileSchema>;
export type ApplicantProfile = z.output<typeof applicantProfileSchema>;
export type ApplicantDetails = Omit<ApplicantProfile, 'firstName' | 'lastName'>;
/** What a UserProfileSaved event holds: profiles saved under the earlier, looser rules may lack fields. */
export type SavedApplicantDetails = { [Key in keyof ApplicantDetails]: ApplicantDetails[Key] | null };

const applicantDetailsSchema = applicantProfileSchema.omit({ firstName: true, lastName: true });

/** spec 1 §2.5: complete when every required field of the applicant profile is there (spec 2 §5). */
export const isProfileComplete = (details: unknown): boolean => applicantDetailsSchema.safeParse(details).success;

/** Where a job seeker's profile resumes are stored; a profile may only name a file under its own. */
export const profileResumePrefix = (userId: string) => `resumes/${userId}/`;
