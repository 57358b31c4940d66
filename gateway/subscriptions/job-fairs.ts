import type { Knex } from 'knex';
import { z } from 'zod';
import { hasRole } from '../../domain/auth/roles';
import { organizationKey } from '../../projections/queries/change-keys';
import { listJobFairs } from '../../projections/queries/jobfairs';
import { defineSubscription } from './subscription';

const propsSchema = z.object({ organizationId: z.guid('must be a UUID') });

/** Job fair cards of one organization (spec 3 §9), refreshed on every change to that organization's fairs. */
export const jobFairsSubscription = (db: Knex) =>
  defineSubscription({
    name: 'jobFairs',
    propsSchema,
    authorize: (principal, { organizationId }) =>
      hasRole(principal, 'Admin') || (hasRole(principal, 'EmployerAdmin', 'Recruiter') && principal.organizationId === organizationId),
    keys: ({ organizationId }) => [organizationKey(organizationId)],
    load: ({ organizationId }) => listJobFairs(db, organizationId),
  });
