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
  onBoardingProgress: { progress: number; lastCompletedStep: OnboardingStep | null };
  /** spec 3 §3: the sponsor and its current name; both null without one. */
  sponsorId: string | null;
  sponsorName: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}>;
