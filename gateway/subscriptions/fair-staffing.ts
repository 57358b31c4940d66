import type { Knex } from 'knex';
import { z } from 'zod';
import { hasRole } from '../../domain/auth/roles';
import { fairStaffingKey, jobFairBoothsKey } from '../../projections/queries/change-keys';
import { fairStaffing } from '../../projections/queries/fair-staffing';
import { getAuditorGrant } from '../../projections/queries/auditors';
import type { FairReads } from '../../projections/queries/fair-reads';
import { defineSubscription } from './subscription';

/**
 * The fair-wide report's live staffing view (docs/metrics.md): which booths have idle recruiters and
 * which have lines. As GET /jobfairs/{jobFairId}/staffing: platform admins, and the employer admins of
 * the fair's organization, and auditors within their scope (the grant is read here as the API reads it per
 * request, docs/audit.md); recruiters read their own booth's queue instead.
 */
export const fairStaffingSubscription = (db: Knex, fairs: FairReads) =>
  defineSubscription({
    name: 'fairStaffing',
    propsSchema: z.object({ jobFairId: z.guid('must be a UUID') }),
    authorize: async (principal, { jobFairId }) => {
      const fair = await fairs.find(jobFairId);
      if (!fair) return false;
      const grant = await getAuditorGrant(db, principal.userId);
      if (grant) return grant.organizationId === null || grant.organizationId === fair.companyId;
      return hasRole(principal, 'Admin') || (hasRole(principal, 'EmployerAdmin') && principal.organizationId === fair.companyId);
    },
    // The booth list key adds and removes booths' rows.
    keys: ({ jobFairId }) => [fairStaffingKey(jobFairId), jobFairBoothsKey(jobFairId)],
    load: ({ jobFairId }) => fairStaffing(db, jobFairId),
    // Every queue move and availability switch changes it: at most one push a second per fair, the last state always sent.
    coalesceMs: 1_000,
  });
