import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationDetailsSchema, type OrganizationDetails } from '../../domain/organization/organization-schema';
import { Forbidden, NotFound, ValidationFailed } from '../../domain/shared/errors';
import { getOrganization } from '../../projections/queries/organizations';
import { actsAsAdmin, requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { organizationViewSchema } from '../schemas/view-schemas';
import { commandContextOf } from '../http/command-context';
import { saveOrganizationDetails } from '../application/organizations/save-organization-details';
import { setOrganizationSponsor } from '../application/sponsors/set-organization-sponsor';

const params = z.object({ id: uuidParam('id') });
const SPONSOR_ID_REQUIRED = 'sponsorId is required (null clears the sponsor)';
/**
 * One body for both callers: every details field (checked in full for employer admins by detailsOf, so a
 * missing one gets the spec 1 §5.5 message) or the sponsor choice, which is the platform admin's alone.
 */
const organizationUpdateSchema = organizationDetailsSchema.partial().extend({
  sponsorId: uuidParam('sponsorId').nullable().optional(),
  sponsorName: z
    .string()
    .max(100)
    .nullable()
    .optional()
    .describe("Accepted as the spec's client sends it; the sponsor's own name is recorded"),
});

/** The full details an employer admin saves, with the spec's message for each field missing. */
const detailsOf = (body: unknown): OrganizationDetails => {
  const parsed = organizationDetailsSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
  throw new ValidationFailed(fields.filter((item, index) => fields.findIndex((other) => other.field === item.field) === index));
};
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
    await app.wrote(request, checkpoint);
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
      // Employer admins save their organization's details (spec 1 §5.5); platform admins set its sponsor (spec 3 §7).
      config: { roles: ['EmployerAdmin', 'Admin'], organizationParam: 'id' },
      schema: {
        tags: ['organizations'],
        summary:
          "Employer admin: save the organization details (spec 1 §5.5). Admin: set the sponsor with { sponsorId, sponsorName } (sponsorId null clears it; the sponsor's own name is recorded, other fields are not the admin's and are ignored)",
        params,
        body: organizationUpdateSchema,
        response: { 200: saved, 202: accepted, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { sponsorId, sponsorName, ...details } = request.body;
      const choosesSponsor = sponsorId !== undefined || sponsorName !== undefined;
      if (!actsAsAdmin(request)) {
        if (choosesSponsor) throw new Forbidden('Only platform admins choose the sponsor of an organization');
        return save(request, reply, request.params.id, detailsOf(details), false);
      }
      if (sponsorId === undefined) throw new ValidationFailed([{ field: 'sponsorId', message: SPONSOR_ID_REQUIRED }]);
      const checkpoint = await setOrganizationSponsor(app.services, commandContextOf(request), {
        organizationId: request.params.id,
        sponsorId,
      });
      await app.wrote(request, checkpoint);
      const view = await getOrganization(db, request.params.id);
      return view ? reply.send(success(view)) : reply.code(202).send(success(null));
    },
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
