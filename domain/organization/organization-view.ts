import type { OnboardingStep } from './onboarding';

/** An organization as the API answers it (spec 1 §3 field names): the read model's row, camelCase. */
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
  brandColor: string | null;
  onBoardingProgress: { progress: number; lastCompletedStep: OnboardingStep | null };
  sponsorId: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}>;
