import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditorView } from '../../domain/audit/audit-event-view';
import { Conflict, NotFound } from '../../domain/shared/errors';
import { listAuditors } from '../../projections/queries/auditors';
import { getUser, getUserByEmail } from '../../projections/queries/users';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { grantAuditorRole, revokeAuditorRole } from '../application/audit/auditors';

// A platform Admin grants the Auditor role to a user of any organization and revokes it.
const ADMIN = ['Admin'] as const;
const tags = ['audit'];

export const AUDITOR_SCOPES = ['Organization', 'Platform'] as const;

const auditorSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userOrganizationId: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  grantedAt: z.string(),
}) satisfies z.ZodType<AuditorView>;

const grantBody = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email must be 254 characters or less'),
  scope: z.enum(AUDITOR_SCOPES, { error: 'Scope must be Organization or Platform' }),
});

const auditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/admin/auditors',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Every holder of the Auditor role',
        response: { 200: envelopeOf(z.array(auditorSchema)), ...failures(401, 403) },
      },
    },
    async () => success(await listAuditors(db)),
  );

  app.post(
    '/admin/auditors',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Grant the Auditor role to a user: scope Organization reads only their organization, Platform every one',
        description: 'While a user holds the role they act only as Auditor (docs/audit.md). Platform admins cannot be auditors (409).',
        body: grantBody,
        response: { 200: envelopeOf(z.array(auditorSchema)), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await getUserByEmail(db, request.body.email);
      if (!user) throw new NotFound('User');
      if (user.roles.includes('Admin')) throw new Conflict('A platform Admin cannot be an auditor');
      if (request.body.scope === 'Organization' && !user.organizationId)
        throw new Conflict('This user belongs to no organization: grant the Platform scope');
      const organizationId = request.body.scope === 'Organization' ? user.organizationId : null;
      await app.wrote(request, await grantAuditorRole(app.services, commandContextOf(request), { userId: user.id, organizationId }));
      return success(await listAuditors(db));
    },
  );

  app.delete(
    '/admin/auditors/:userId',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Revoke the Auditor role; the user acts in their own roles again at their next request',
        params: z.object({ userId: uuidParam('userId') }),
        response: { 200: envelopeOf(z.array(auditorSchema)), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      if (!(await getUser(db, request.params.userId))) throw new NotFound('User');
      await app.wrote(request, await revokeAuditorRole(app.services, commandContextOf(request), request.params.userId));
      return success(await listAuditors(db));
    },
  );
};

export default auditorRoutes;
