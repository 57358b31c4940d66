import {
  organizationDecider,
  organizationStream,
  type Organization,
  type OrganizationCommand,
  type OrganizationEvent,
} from '../../../domain/organization/organization';
import type { OrganizationDetails } from '../../../domain/organization/organization-schema';
import type { Decider } from '../../../domain/shared/decider';
import { Conflict } from '../../../domain/shared/errors';
import type { Checkpoint } from '../../../domain/shared/event';
import { getRegisteredSponsorId } from '../../../projections/queries/registrations';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { readSponsor } from '../sponsors/sponsor-state';

// Setting up creates: it refuses an organization whose details are already saved (updating saves those).
const setUpOnlyDecider: Decider<Organization, OrganizationCommand, OrganizationEvent> = {
  ...organizationDecider,
  decide: (command, state) => {
    if (command.type === 'SaveOrganizationDetails' && state.status === 'Saved')
      throw new Conflict('The organization is already set up; update it instead');
    return organizationDecider.decide(command, state);
  },
};

/** A registration link may name a sponsor that never existed or is gone since: the company then has none. */
const liveSponsorOrNull = async (deps: ServiceDeps, sponsorId: string | null): Promise<string | null> =>
  sponsorId !== null && (await readSponsor(deps.store, sponsorId)).status === 'Active' ? sponsorId : null;

/**
 * spec 1 §5.5 and §6 "Set up organization": the employer admin saves the organization details; `setUp` refuses
 * details already saved. spec 3 §2.1: the sponsorId its employer registered with goes with the organization (kept once set).
 */
export const saveOrganizationDetails = async (
  deps: ServiceDeps,
  context: CommandContext,
  {
    organizationId,
    details,
    savedBy,
    setUp,
  }: Readonly<{ organizationId: string; details: OrganizationDetails; savedBy: string; setUp: boolean }>,
): Promise<Checkpoint | null> => {
  const sponsorId = await liveSponsorOrNull(deps, await getRegisteredSponsorId(deps.db, savedBy));
  const { lastCheckpoint } = await deps.run(context, {
    streamId: organizationStream(organizationId),
    decider: setUp ? setUpOnlyDecider : organizationDecider,
    command: {
      type: 'SaveOrganizationDetails',
      data: { organizationId, details, savedBy, sponsorId, now: context.now.toISOString() },
    },
  });
  return lastCheckpoint;
};
