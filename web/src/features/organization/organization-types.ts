import type { OnboardingProgress } from '../../../../domain/organization/onboarding';

/** GET /api/organizations/:id (the server's OrganizationView). */
export type Organization = Readonly<{
  id: string;
  companyName: string;
  companyDetails: string;
  jobBoardLink: string;
  companyLogo: string | null;
  companyDocuments: string[];
  city: string;
  state: string;
  companyWebsite: string;
  onBoardingProgress: OnboardingProgress;
  sponsorId: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}>;

/** POST /api/files/logo. */
export type UploadedFile = Readonly<{ key: string; fileUrl: string; fileName: string }>;
