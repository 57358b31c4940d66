import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobFairTimeStatus } from '../../domain/jobfair/time-status';
import { toSubdomainInput } from '../../domain/sponsor/sponsor-schema';
import { DomainError, NotFound } from '../../domain/shared/errors';
import { findSponsorBySubdomain, listSponsoredJobFairs } from '../../projections/queries/sponsors';
import { envelopeOf, failures, success } from '../http/envelope';
import { DEFAULT_ACCOUNT_LIMIT, limitRequests } from '../http/rate-limits';

const sponsoredJobFair = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  name: z.string(),
  startDate: z.string().describe('YYYY-MM-DD'),
  startTime: z.string().describe('HH:mm'),
  timezone: z.string(),
  durationHours: z.number(),
  durationMinutes: z.number(),
});
const sponsorJobFairs = z.object({
  sponsor: z.object({ id: z.string(), name: z.string(), description: z.string(), sponsoredByText: z.string() }),
  jobFairs: z.array(sponsoredJobFair),
});

const tooMany = () => new DomainError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');

/** What the white-label pages read before anyone signs in: the platform's domain and a sponsor's site (spec 3 §2.3, §2.5). */
const publicSponsorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const platformDomain = app.deps.platformDomain ?? 'localhost';
  const limit = app.deps.accountRateLimit ?? DEFAULT_ACCOUNT_LIMIT;

  app.get(
    '/public/platform-config',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "The platform's own domain (PLATFORM_DOMAIN): sponsor sites are its subdomains",
        response: { 200: envelopeOf(z.object({ platformDomain: z.string() })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return success({ platformDomain });
    },
  );

  app.get(
    '/public/jobfairs/bySubdomain/:subdomain',
    {
      config: { public: true },
      preHandler: limitRequests(app, 'jobfairs-by-subdomain', { max: limit.max * 6, timeWindowMs: limit.timeWindowMs }, tooMany),
      schema: {
        tags: ['public'],
        summary: "A sponsor's site (spec 3 §2.5): the sponsor and the activated, not yet ended fairs of the companies it sponsors",
        params: z.object({ subdomain: z.string().max(100).transform(toSubdomainInput) }),
        response: { 200: envelopeOf(sponsorJobFairs), ...failures(400, 404, 429) },
      },
    },
    async (request) => {
      const sponsor = await findSponsorBySubdomain(db, request.params.subdomain);
      if (!sponsor) throw new NotFound('Sponsor');
      const now = clock.now();
      const jobFairs = (await listSponsoredJobFairs(db, sponsor.id)).filter((fair) => jobFairTimeStatus(fair, now) !== 'Ended');
      const { id, name, description, sponsoredByText } = sponsor;
      return success({ sponsor: { id, name, description, sponsoredByText }, jobFairs });
    },
  );
};

export default publicSponsorRoutes;
