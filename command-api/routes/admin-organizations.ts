import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOrganizations } from '../../projections/queries/organizations';
import { envelopeOf, failures, success } from '../http/envelope';
import { organizationViewSchema } from '../http/view-schemas';

const MAX_PAGE = 100;

/** spec 1 §7 GET /organizations (limit, sortBy, sortDirection, cursor → data.items, data.cursor); platform admins only. */
const adminOrganizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations',
    {
      config: { roles: ['Admin'] },
      schema: {
        tags: ['organizations'],
        summary: 'Organizations, a page at a time (Admin); search filters by company name',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(MAX_PAGE),
          search: z.string().trim().max(100).optional(),
          sortBy: z.enum(['companyName', 'createdAt']).default('createdAt'),
          sortDirection: z.enum(['asc', 'desc']).default('desc'),
          cursor: z.string().max(20, 'cursor must be one answered before').regex(/^\d+$/, 'cursor must be one answered before').optional(),
        }),
        response: {
          200: envelopeOf(z.object({ items: z.array(organizationViewSchema), cursor: z.string().nullable() })),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { limit, search, sortBy, sortDirection, cursor } = request.query;
      const offset = cursor ? Number(cursor) : 0;
      const items = await listOrganizations(app.deps.db, { limit, search, sortBy, sortDirection, offset });
      return success({ items, cursor: items.length === limit ? String(offset + limit) : null });
    },
  );
};

export default adminOrganizationRoutes;
