import type { OnboardingProgress } from './onboarding';

/** One row of the platform admin's Companies table (spec 3 §2.2, §3 Organization), as GET /organizations answers it. */
export type CompanyView = Readonly<{
  id: string;
  companyName: string;
  city: string;
  state: string;
  createdAt: string;
  /** The user who first saved the organization; the screen reads them by id (spec 3 §7). */
  createdBy: string;
  sponsorId: string | null;
  sponsorName: string | null;
  onBoardingProgress: OnboardingProgress;
}>;

export const COMPANY_SORT_FIELDS = ['companyName', 'createdAt'] as const;
export type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

/** spec 3 §3 Creator user: the fields the Companies screen shows of whoever created an organization. */
export type CreatorView = Readonly<{
  id: string;
  firstName: string;
  lastName: string;
  emailId: string;
  phone_number: string | null;
}>;
