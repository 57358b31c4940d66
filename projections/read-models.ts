import type { OnboardingStep } from '../domain/organization/onboarding';

// Shapes the queries return: the spec's field names (spec 1 §3), camelCase, plain JSON.
export type OrganizationView = Readonly<{
  id: string;
  companyName: string;
  companyDetails: string;
  jobBoardLink: string;
  companyLogo: string | null;
  companyDocuments: string[];
  city: string;
  state: string;
  companyWebsite: string;
  onBoardingProgress: { progress: number; lastCompletedStep: OnboardingStep | null };
  sponsorId: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}>;

export type JobFairView = Readonly<{
  id: string;
  companyId: string;
  companyName: string | null;
  name: string;
  startDate: string;
  startTime: string;
  timezone: string;
  durationHours: number;
  durationMinutes: number;
  paymentStatus: 'Paid' | 'UnPaid';
  isActivated: boolean;
  payment: { amount: number; currency: string };
  boothListVersion: number;
  createdAt: string;
}>;
