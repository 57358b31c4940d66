import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_KINDS, accountKindOf } from '../../domain/auth/account-kind';
import { SEEKER_OPENINGS, seekerOpening } from '../../domain/jobfair/seeker-opening';
import { DomainError, NotFound } from '../../domain/shared/errors';
import { getJobFair } from '../../projections/queries/jobfairs';
import { getOrganization } from '../../projections/queries/organizations';
import { getSponsor } from '../../projections/queries/sponsors';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { DEFAULT_ACCOUNT_LIMIT, DEFAULT_ACCOUNT_LOOKUP_GLOBAL_LIMIT, limitRequests } from '../http/rate-limits';

// spec 2 §2.3 and §3 "Job fair public info": what the job fair landing page reads before anyone signs in.
const infoParams = z.object({ orgId: uuidParam('orgId'), jobFairId: uuidParam('jobFairId') });
const jobFairInfo = z.object({
  orgName: z.string(),
  jobFairName: z.string(),
  jobFairEvent: z.object({
    startDate: z.string(),
    startTime: z.string(),
    timezone: z.string(),
    durationHours: z.number(),
    durationMinutes: z.number(),
  }),
  sponsor: z.object({ name: z.string(), sponsoredByText: z.string().nullable() }).nullable(),
  /** Whether job seekers may register and enter now (spec 1 §1, §4.2); the landing says so when not. */
  opening: z.enum(SEEKER_OPENINGS),
  // The fair's identity on the job seeker's pages (docs/white-label.md): the organiser's logo link and brand colour.
  companyLogoUrl: z.string().nullable().describe('A signed link to the organization logo, valid for an hour'),
  brandColor: z.string().nullable().describe('#rrggbb, readable under white text; null for the platform colour'),
  /** The fair's logo set in the admin's Event Lobby (spec 3 §2.2), as a link that expires; null when none. */
  logoUrl: z.string().nullable(),
});
// Only the three ways of the landing (spec 2 §2.3); the roles themselves are nobody's business here.
const userExists = z.object({ account: z.enum(ACCOUNT_KINDS) });
const valueParams = z.object({
  value: z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254, 'Please enter a valid email address.'),
});

const tooMany = () => new DomainError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');

const publicAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, identity, fileStorage } = app.deps;
  const limit = app.deps.accountRateLimit ?? DEFAULT_ACCOUNT_LIMIT;
  const lookupsFromAll = app.deps.accountLookupGlobalLimit ?? DEFAULT_ACCOUNT_LOOKUP_GLOBAL_LIMIT;

  app.get(
    '/public/org-jobfair-info/:orgId/:jobFairId',
    {
      config: { public: true },
      preHandler: limitRequests(app, 'org-jobfair-info', { max: limit.max * 6, timeWindowMs: limit.timeWindowMs }, tooMany),
      schema: {
        tags: ['public'],
        summary: 'The job fair landing page header (spec 2 §2.3)',
        params: infoParams,
        response: { 200: envelopeOf(jobFairInfo), ...failures(400, 404, 429) },
      },
    },
    async (request) => {
      const { orgId, jobFairId } = request.params;
      const [organization, jobFair] = await Promise.all([getOrganization(db, orgId), getJobFair(db, orgId, jobFairId)]);
      if (!organization || !jobFair) throw new NotFound('Job fair');
      const { startDate, startTime, timezone, durationHours, durationMinutes } = jobFair;
      const companyLogoUrl = organization.companyLogo ? await fileStorage.getSignedUrl(organization.companyLogo) : null;
      // spec 2 §2.3: 'Sponsored by: {sponsor name}', or the sponsor's tagline; null for a company without a sponsor.
      const sponsor = organization.sponsorId ? await getSponsor(db, organization.sponsorId) : null;
      return success({
        orgName: organization.companyName,
        jobFairName: jobFair.name,
        jobFairEvent: { startDate, startTime, timezone, durationHours, durationMinutes },
        opening: seekerOpening(jobFair, request.receivedAt),
        sponsor: sponsor && { name: sponsor.name, sponsoredByText: sponsor.sponsoredByText },
        companyLogoUrl,
        brandColor: organization.brandColor,
        logoUrl: jobFair.logoKey ? await fileStorage.getSignedUrl(jobFair.logoKey) : null,
      });
    },
  );

  app.get(
    '/public/check-user-exists/:value',
    {
      config: { public: true },
      preHandler: [
        limitRequests(app, 'check-user-exists', limit, tooMany),
        limitRequests(app, 'check-user-exists-all', lookupsFromAll, tooMany, () => 'all'),
      ],
      schema: {
        tags: ['public'],
        summary: 'Which way the landing goes for this email: APPLICANT, OTHER_ROLE or NONE (spec 2 §2.3 step 1); rate limited',
        params: valueParams,
        response: { 200: envelopeOf(userExists), ...failures(400, 429) },
      },
    },
    async (request) => {
      const user = await identity.findUserByEmail(request.params.value);
      return success({ account: accountKindOf(user) });
    },
  );
};

export default publicAccountRoutes;
