import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPANY_SORT_FIELDS } from '../../domain/organization/company-view';
import { hasRole } from '../../domain/auth/roles';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { CURSOR_REFUSED, listCompanies } from '../../projections/queries/companies';
import { getCreator } from '../../projections/queries/users';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { companyViewSchema, creatorViewSchema } from '../schemas/view-schemas';

const MAX_PAGE = 100;
// spec 3 §9: the Companies screen reads 10 at a time, sorted by company name ascending unless told otherwise.
const COMPANIES_PAGE = 10;

/** The platform admin's reads of every organization (spec 3 §2.2, §7). */
const adminOrganizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations',
    {
      // A platform auditor picks the organization whose reports they read (docs/audit.md); an organization's auditor has theirs.
      config: { roles: ['Admin', 'Auditor'] },
      schema: {
        tags: ['organizations'],
        summary:
          'Organizations a keyset page at a time (Admin, platform Auditor); cursor is the one answered by the previous page; search filters by company name',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(COMPANIES_PAGE),
          search: z.string().trim().max(100).optional(),
          sortBy: z.enum(COMPANY_SORT_FIELDS).default('companyName'),
          sortDirection: z.enum(['asc', 'desc']).default('asc'),
          cursor: z
            .string()
            .max(400, CURSOR_REFUSED)
            .regex(/^[A-Za-z0-9_-]+$/, CURSOR_REFUSED)
            .optional(),
        }),
        response: {
          200: envelopeOf(z.object({ items: z.array(companyViewSchema), cursor: z.string().nullable() })),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      if (hasRole(principal, 'Auditor') && principal.organizationId !== null)
        throw new Forbidden("An organization's auditor reads only their own organization");
      return success(await listCompanies(app.deps.db, request.query));
    },
  );

  app.get(
    '/users/:id',
    {
      config: { roles: ['Admin'] },
      schema: {
        tags: ['users'],
        summary: "A user by id, as the Companies screen shows an organization's creator (Admin)",
        params: z.object({ id: uuidParam('id') }),
        response: { 200: envelopeOf(creatorViewSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const creator = await getCreator(app.deps.db, request.params.id);
      if (!creator) throw new NotFound('User');
      return success(creator);
    },
  );
};

export default adminOrganizationRoutes;
