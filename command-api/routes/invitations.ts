import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InvitationView } from '../../domain/invitation/invitation-view';
import { maySeeBoothHistory } from '../../domain/interview/session-readers';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { boothInvitations, findBoothInvitation, seekerInvitations } from '../../projections/queries/booth-invitations';
import { findBoothStaff } from '../../projections/queries/interview-sessions';
import { requirePrincipal } from '../access/route-access';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { fairAccess, jobFairInScope } from '../access/fair-scope';
import { sendInvitation, withdrawInvitation } from '../application/invitations/booth-invitations';

const tags = ['invitations'];
const boothParams = z.object({ jobFairId: uuidParam('jobFairId'), boothId: uuidParam('boothId') });
const invitationSchema = z.object({
  invitationId: z.string(),
  boothId: z.string(),
  boothName: z.string(),
  jobFairId: z.string(),
  organizationId: z.string(),
  jobSeekerId: z.string(),
  status: z.enum(['Pending', 'Accepted', 'Withdrawn']),
  invitedBy: z.string(),
  sentAt: z.string(),
  changedAt: z.string(),
}) satisfies z.ZodType<InvitationView>;

/**
 * Booth invitations (spec 2 §2.1 invite icon, spec 3 §7 invite changes by candidate): a booth's recruiters
 * and its organization's employer admins invite the fair's job seekers and take invitations back; platform
 * admins read them; a job seeker reads only their own, and only in a fair open to them.
 */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  /** The booth, when the caller staffs it: its recruiters (groups included), its organization's employer admins, platform admins. */
  const staffedBooth = async (request: FastifyRequest, jobFairId: string, boothId: string) => {
    await jobFairInScope(request, jobFairId);
    const booth = await findBoothStaff(db, jobFairId, boothId);
    if (!booth) throw new NotFound('Booth');
    if (!maySeeBoothHistory(requirePrincipal(request), booth, booth.boothRecruiterIds))
      throw new Forbidden("Only the booth's recruiters and their employer admins handle its invitations");
    return { boothId, jobFairId, organizationId: booth.organizationId };
  };

  app.get(
    '/jobfairs/:jobFairId/booths/:boothId/invitations',
    {
      config: { roles: ['Admin', 'EmployerAdmin', 'Recruiter'] },
      schema: {
        tags,
        summary: "A booth's latest invitation of each job seeker it invited, newest first",
        params: boothParams,
        response: { 200: envelopeOf(z.array(invitationSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, boothId } = await staffedBooth(request, request.params.jobFairId, request.params.boothId);
      return success(await boothInvitations(db, jobFairId, boothId));
    },
  );

  app.post(
    '/jobfairs/:jobFairId/booths/:boothId/invitations',
    {
      config: { roles: ['EmployerAdmin', 'Recruiter'] },
      schema: {
        tags,
        summary: 'Invite a job seeker of the fair to the booth',
        description:
          'One pending invitation per booth and job seeker (409 while one is pending); 400 for someone who never signed in to this fair.',
        params: boothParams,
        body: z.object({ jobSeekerId: uuidParam('jobSeekerId') }),
        response: { 200: envelopeOf(invitationSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const pair = {
        ...(await staffedBooth(request, request.params.jobFairId, request.params.boothId)),
        jobSeekerId: request.body.jobSeekerId,
      };
      const checkpoint = await sendInvitation(app.services, commandContextOf(request), {
        ...pair,
        invitedBy: requirePrincipal(request).userId,
      });
      await app.wrote(request, checkpoint);
      const invitation = await findBoothInvitation(db, pair.boothId, pair.jobSeekerId);
      if (!invitation) throw new NotFound('Invitation');
      return success(invitation);
    },
  );

  app.delete(
    '/jobfairs/:jobFairId/booths/:boothId/invitations/:jobSeekerId',
    {
      config: { roles: ['EmployerAdmin', 'Recruiter'] },
      schema: {
        tags,
        summary: "Withdraw the booth's pending invitation of a job seeker",
        params: boothParams.extend({ jobSeekerId: uuidParam('jobSeekerId') }),
        response: { 200: envelopeOf(invitationSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const pair = {
        ...(await staffedBooth(request, request.params.jobFairId, request.params.boothId)),
        jobSeekerId: request.params.jobSeekerId,
      };
      const checkpoint = await withdrawInvitation(app.services, commandContextOf(request), {
        ...pair,
        withdrawnBy: requirePrincipal(request).userId,
      });
      await app.wrote(request, checkpoint);
      const invitation = await findBoothInvitation(db, pair.boothId, pair.jobSeekerId);
      if (!invitation) throw new NotFound('Invitation');
      return success(invitation);
    },
  );

  app.get(
    '/jobfairs/:jobFairId/invitations/byJobSeekerId/:jobSeekerId',
    {
      config: { roles: ['Applicant'] },
      schema: {
        tags,
        summary:
          "A job seeker's own invitations in a fair, one per booth, newest change first (kept live by the myInvitations subscription)",
        params: z.object({ jobFairId: uuidParam('jobFairId'), jobSeekerId: uuidParam('jobSeekerId') }),
        response: { 200: envelopeOf(z.array(invitationSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, jobSeekerId } = request.params;
      const access = await fairAccess(request, jobFairId);
      if (access.userId !== jobSeekerId) throw new Forbidden('You may only read your own invitations');
      return success(await seekerInvitations(db, jobFairId, jobSeekerId));
    },
  );
};

export default invitationRoutes;
