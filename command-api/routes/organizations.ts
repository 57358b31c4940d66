import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationDetailsSchema, type OrganizationDetails } from '../../domain/organization/organization-schema';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { getOrganization } from '../../projections/queries/organizations';
import { requirePrincipal } from '../http/access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { organizationViewSchema } from '../http/view-schemas';
import { commandContextOf } from '../http/command-context';
import { saveOrganizationDetails } from '../services/organizations/save-organization-details';

const params = z.object({ id: uuidParam('id') });
const saved = envelopeOf(organizationViewSchema);
const accepted = envelopeOf(z.null()).describe('Stored; the read model had not caught up yet');

/** spec 1 §7 /organizations: reading and setting up an organization (spec 1 §5.5, §6 "Set up organization"). */
const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const save = async (
    request: FastifyRequest,
    reply: FastifyReply,
    organizationId: string,
    details: OrganizationDetails,
    setUp: boolean,
  ) => {
    const checkpoint = await saveOrganizationDetails(app.services, commandContextOf(request), {
      organizationId,
      details,
      savedBy: requirePrincipal(request).userId,
      setUp,
    });
    await app.awaitReadModels(request, checkpoint);
    const view = await getOrganization(db, organizationId);
    return view ? reply.code(setUp ? 201 : 200).send(success(view)) : reply.code(202).send(success(null));
  };

  app.get(
    '/organizations/:id',
    {
      config: { roles: ['Admin', 'EmployerAdmin', 'Recruiter'], organizationParam: 'id' },
      schema: {
        tags: ['organizations'],
        summary: 'One organization; null for the caller’s own organization before its details were first saved',
        params,
        response: { 200: envelopeOf(organizationViewSchema.nullable()), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const view = await getOrganization(db, request.params.id);
      // A new employer's first dashboard visit (spec 1 §2.6 step 1) is no error: the form starts empty.
      if (!view && requirePrincipal(request).organizationId === request.params.id) return success(null);
      if (!view) throw new NotFound('Organization');
      return success(view);
    },
  );

  app.put(
    '/organizations/:id',
    {
      config: { roles: ['EmployerAdmin'], organizationParam: 'id' },
      schema: {
        tags: ['organizations'],
        summary: 'Save the organization details (spec 1 §5.5)',
        params,
        body: organizationDetailsSchema,
        response: { 200: saved, 202: accepted, ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => save(request, reply, request.params.id, request.body, false),
  );

  app.post(
    '/organizations',
    {
      config: { roles: ['EmployerAdmin'] },
      schema: {
        tags: ['organizations'],
        summary: "Set up the caller's own organization the first time",
        body: organizationDetailsSchema,
        response: { 201: saved, 202: accepted, ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { organizationId } = requirePrincipal(request);
      if (!organizationId) throw new Forbidden('Your account belongs to no organization');
      return save(request, reply, organizationId, request.body, true);
    },
  );
};

export default organizationRoutes;
