import { z } from 'zod';
import { ROLES, type Principal } from '../../domain/auth/roles';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../domain/organization/onboarding';
import type { JobFairTimeStatus } from '../../domain/jobfair/time-status';
import type { JobFairWithStatus } from '../../domain/jobfair/jobfair-view';
import type { OrganizationView } from '../../domain/organization/organization-view';
import type { CompanyView, CreatorView } from '../../domain/organization/company-view';
import type { SponsorView } from '../../domain/sponsor/sponsor-view';

// Answer shapes, for serialisation (unknown keys are dropped) and OpenAPI. Each is checked
// against its TypeScript type, so a read-model change that is not mirrored here fails to compile.
const isoDateTime = z.string().describe('ISO-8601 date-time');
const onboardingStep = z.enum(Object.keys(ONBOARDING_STEPS) as [OnboardingStep, ...OnboardingStep[]]);

export const principalSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(ROLES)),
  organizationId: z.string().nullable(),
}) satisfies z.ZodType<Principal>;

export const organizationViewSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyDetails: z.string(),
  jobBoardLink: z.string(),
  companyLogo: z.string().nullable().describe('Storage key of the logo'),
  companyDocuments: z.array(z.string()),
  city: z.string(),
  state: z.string(),
  companyWebsite: z.string(),
  brandColor: z.string().nullable(),
  onBoardingProgress: z.object({ progress: z.number(), lastCompletedStep: onboardingStep.nullable() }),
  sponsorId: z.string().nullable(),
  sponsorName: z.string().nullable(),
  createdBy: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
}) satisfies z.ZodType<OrganizationView>;

export const companyViewSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  city: z.string(),
  state: z.string(),
  createdAt: isoDateTime,
  createdBy: z.string(),
  sponsorId: z.string().nullable(),
  sponsorName: z.string().nullable(),
  onBoardingProgress: z.object({ progress: z.number(), lastCompletedStep: onboardingStep.nullable() }),
}) satisfies z.ZodType<CompanyView>;

export const creatorViewSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailId: z.string(),
  phone_number: z.string().nullable(),
}) satisfies z.ZodType<CreatorView>;

const timeStatuses = ['Upcoming', 'Started', 'ClosingSession', 'Ended'] as const satisfies readonly JobFairTimeStatus[];

export const jobFairViewSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string().nullable(),
  name: z.string(),
  startDate: z.string().describe('YYYY-MM-DD'),
  startTime: z.string().describe('HH:mm'),
  timezone: z.string(),
  durationHours: z.number(),
  durationMinutes: z.number(),
  paymentStatus: z.enum(['Paid', 'UnPaid']),
  isActivated: z.boolean(),
  payment: z.object({ amount: z.number(), currency: z.string() }),
  boothListVersion: z.number(),
  logoKey: z.string().nullable().describe("The fair's own logo (Event Lobby 'Upload Logo'), a storage key for GET /files/url"),
  createdAt: isoDateTime,
  /** spec 1 §4.1, computed with the server's clock when answering. */
  status: z.enum(timeStatuses),
}) satisfies z.ZodType<JobFairWithStatus>;

export const sponsorViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  subdomain: z.string().nullable().describe('Null once disassociated'),
  sponsoredByText: z.string().describe('The tagline'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
}) satisfies z.ZodType<SponsorView>;
