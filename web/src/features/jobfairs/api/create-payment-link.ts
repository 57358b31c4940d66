import { api } from '../../../api/api-client';

/** POST /api/organizations/{companyId}/jobfairs/{id}/create-payment-link (spec 1 §7): data.url. */
export const createPaymentLink = ({ organizationId, jobFairId }: { organizationId: string; jobFairId: string }) =>
  api.post<{ url: string }>(
    `/organizations/${encodeURIComponent(organizationId)}/jobfairs/${encodeURIComponent(jobFairId)}/create-payment-link`,
    {
      redirectUrl: '/employer-admin/payment-success',
    },
  );
