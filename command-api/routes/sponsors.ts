import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sponsorFormSchema, toSubdomainInput } from '../../domain/sponsor/sponsor-schema';
import { SUBDOMAIN_STATUSES } from '../../domain/sponsor/subdomain-status';
import { NotFound } from '../../domain/shared/errors';
import type { Checkpoint } from '../../domain/shared/event';
import { getSponsor, listSponsors } from '../../projections/queries/sponsors';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { decodeSponsorCursor, encodeSponsorCursor, sponsorCursorQuery } from '../schemas/sponsor-cursor';
import { sponsorViewSchema } from '../schemas/view-schemas';
import { createSponsor } from '../application/sponsors/create-sponsor';
import { deleteSponsor } from '../application/sponsors/delete-sponsor';
import { disassociateSubdomain } from '../application/sponsors/disassociate-subdomain';
import { domainStatus } from '../application/sponsors/domain-status';
import { updateSponsor } from '../application/sponsors/update-sponsor';

// spec 3 §6: sponsors are the platform admins' to manage.
const ADMIN = { roles: ['Admin'] } as const;
const TAGS = ['sponsors'];
const params = z.object({ id: uuidParam('id') });
const one = envelopeOf(sponsorViewSchema);
const accepted = envelopeOf(z.null()).describe('Stored; the read model had not caught up yet');
export const DEFAULT_SPONSOR_PAGE = 20;

/** spec 3 §7 Sponsors, under /organizations/sponsors (static segments win over /organizations/{id}). */
const sponsorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const platformDomain = app.deps.platformDomain ?? 'localhost';

  /** Answers the sponsor as the read model shows it once it has caught up with the command. */
  const answer = async (request: FastifyRequest, reply: FastifyReply, sponsorId: string, checkpoint: Checkpoint | null, code = 200) => {
    await app.wrote(request, checkpoint);
    const sponsor = await getSponsor(db, sponsorId);
    return sponsor ? reply.code(code).send(success(sponsor)) : reply.code(202).send(success(null));
  };

  app.post(
    '/organizations/sponsors',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Add a sponsor (spec 3 §5); its subdomain must be AVAILABLE',
        body: sponsorFormSchema,
        response: { 201: one, 202: accepted, ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { sponsorId, checkpoint } = await createSponsor(app.services, commandContextOf(request), request.body);
      return answer(request, reply, sponsorId, checkpoint, 201);
    },
  );

  app.get(
    '/organizations/sponsors',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Sponsors by name, a page at a time (data.items, data.nextCursor)',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_SPONSOR_PAGE),
          cursor: sponsorCursorQuery.optional(),
        }),
        response: {
          200: envelopeOf(z.object({ items: z.array(sponsorViewSchema), nextCursor: z.string().nullable() })),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { items, last } = await listSponsors(db, { limit: request.query.limit, after: decodeSponsorCursor(request.query.cursor) });
      return success({ items, nextCursor: last ? encodeSponsorCursor(last) : null });
    },
  );

  app.get(
    '/organizations/sponsors/domain-status',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: "Whether a subdomain can be saved (data.domainStatus); pass sponsorId when editing, so the sponsor's own is AVAILABLE",
        querystring: z.object({
          subdomain: z.string().max(100).transform(toSubdomainInput),
          sponsorId: uuidParam('sponsorId').optional(),
        }),
        response: {
          200: envelopeOf(z.object({ subdomain: z.string(), domainStatus: z.enum(SUBDOMAIN_STATUSES), platformDomain: z.string() })),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { subdomain, sponsorId } = request.query;
      return success({ subdomain, domainStatus: await domainStatus(db, { subdomain, sponsorId: sponsorId ?? null }), platformDomain });
    },
  );

  app.get(
    '/organizations/sponsors/:id',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: 'One sponsor', params, response: { 200: one, ...failures(400, 401, 403, 404) } },
    },
    async (request) => {
      const sponsor = await getSponsor(db, request.params.id);
      if (!sponsor) throw new NotFound('Sponsor');
      return success(sponsor);
    },
  );

  app.put(
    '/organizations/sponsors/:id',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Edit a sponsor; a set subdomain is read-only (spec 3 §4), one disassociated may be replaced',
        params,
        body: sponsorFormSchema,
        response: { 200: one, 202: accepted, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const checkpoint = await updateSponsor(app.services, commandContextOf(request), { sponsorId: id, form: request.body });
      return answer(request, reply, id, checkpoint);
    },
  );

  app.delete(
    '/organizations/sponsors/:id',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Delete a sponsor: its subdomain is freed and its companies are left without a sponsor',
        params,
        response: { 200: envelopeOf(z.object({ id: z.string() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const checkpoint = await deleteSponsor(app.services, commandContextOf(request), { sponsorId: id });
      await app.wrote(request, checkpoint);
      return success({ id });
    },
  );

  app.delete(
    '/organizations/sponsors/:id/subdomain',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Remove the subdomain association (spec 3 §4); the sponsor stays, the subdomain is free again',
        params,
        response: { 200: one, 202: accepted, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const checkpoint = await disassociateSubdomain(app.services, commandContextOf(request), { sponsorId: id });
      return answer(request, reply, id, checkpoint);
    },
  );
};

export default sponsorRoutes;
