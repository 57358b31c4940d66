import { seekerOpening } from '../../../domain/jobfair/seeker-opening';
import {
  jobseekerRegistrationDecider,
  jobseekerRegistrationStream,
  type RegistrationData,
} from '../../../domain/report/jobseeker-registration';
import type { Principal } from '../../../domain/auth/roles';
import { Forbidden, NotFound, ValidationFailed } from '../../../domain/shared/errors';
import type { Checkpoint } from '../../../domain/shared/event';
import { findJobFair } from '../../../projections/queries/jobfairs';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

export const REGISTRATION_MESSAGES = {
  ownOnly: 'You may only register yourself',
  emailOfAccount: 'Must be the email of the signed-in account',
} as const;

/**
 * spec 2 §7 POST /organizations/jobseeker-registrations, made by the landing when a job seeker signs up or
 * in (spec 2 §2.3): the seeker registers themselves to a fair open to them, under the email they signed
 * in with. A fair that is not the organization's, or not open, does not exist to them (404).
 */
export const registerJobseeker = async (
  deps: ServiceDeps,
  context: CommandContext,
  principal: Principal,
  request: Readonly<{ organizationId: string; jobFairId: string; id: string; registrationData: RegistrationData }>,
): Promise<Checkpoint | null> => {
  if (request.id !== principal.userId) throw new Forbidden(REGISTRATION_MESSAGES.ownOnly);
  const fair = await findJobFair(deps.db, request.jobFairId);
  if (!fair || fair.companyId !== request.organizationId || seekerOpening(fair, context.now) !== 'open') throw new NotFound('Job fair');
  if (request.registrationData.email.toLowerCase() !== principal.email.toLowerCase())
    throw new ValidationFailed([{ field: 'registrationData.email', message: REGISTRATION_MESSAGES.emailOfAccount }]);
  const { lastCheckpoint } = await deps.run(context, {
    streamId: jobseekerRegistrationStream(request.jobFairId, request.id),
    decider: jobseekerRegistrationDecider,
    command: {
      type: 'RegisterJobseeker',
      data: {
        organizationId: request.organizationId,
        jobFairId: request.jobFairId,
        jobSeekerId: request.id,
        registrationData: { ...request.registrationData, email: request.registrationData.email.toLowerCase() },
        now: context.now.toISOString(),
      },
    },
  });
  return lastCheckpoint;
};
