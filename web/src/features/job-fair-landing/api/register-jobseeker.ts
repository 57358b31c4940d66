import type { JobseekerRegistrationView } from '../../../../../domain/report/booth-report-view';
import type { RegistrationData } from '../../../../../domain/report/jobseeker-registration';
import { api } from '../../../api/api-client';

/**
 * POST /api/organizations/jobseeker-registrations (spec 2 §7): the landing registers the signed-in job
 * seeker to its fair. The phone is left to the account (the list shows the account's when none is given).
 */
export const registerJobseeker = (body: {
  organizationId: string;
  jobFairId: string;
  id: string;
  registrationData: RegistrationData;
}): Promise<JobseekerRegistrationView> => api.post<JobseekerRegistrationView>('/organizations/jobseeker-registrations', body);
