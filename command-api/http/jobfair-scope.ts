import type { FastifyRequest } from 'fastify';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { seekerOpening } from '../../domain/jobfair/seeker-opening';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { fairOfRequest } from './request-fair';
import { readsAsPlatformAuditor, requirePrincipal } from './access';

/**
 * Tenant scope of routes addressed by /jobfairs/{jobFairId}: the fair's own organization, platform
 * admins admitted by the route (who then act as Admin), and, when `applicantsMayRead`, job seekers
 * but only while the fair is open to them (spec 1 §4.2, domain/jobfair/seeker-opening.ts). Everyone
 * else gets 403, whether or not the fair exists.
 */
export const jobFairInScope = async (
  request: FastifyRequest,
  jobFairId: string,
  { applicantsMayRead = false } = {},
): Promise<JobFairView> => {
  const principal = requirePrincipal(request);
  const fair = await fairOfRequest(request, jobFairId);
  if (fair && principal.organizationId !== null && principal.organizationId === fair.companyId) return fair;
  if (request.routeOptions.config.roles?.includes('Admin') && principal.roles.includes('Admin')) {
    request.actingRole = 'Admin';
    if (!fair) throw new NotFound('Job fair');
    return fair;
  }
  if (readsAsPlatformAuditor(request)) {
    if (!fair) throw new NotFound('Job fair');
    return fair;
  }
  if (applicantsMayRead && request.actingRole === 'Applicant' && fair && seekerOpening(fair, request.receivedAt) === 'open') return fair;
  throw new Forbidden('You may only access job fairs of your own organization');
};
