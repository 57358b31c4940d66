import type { Knex } from 'knex';
import type { RecordedEvent } from '../../domain/shared/event';
import type {
  OnboardingProgressRaised,
  OrganizationDetailsSaved,
  OrganizationSponsorChanged,
} from '../../domain/organization/organization';
import { assertNever } from '../../domain/shared/decider';
import { defineProjector } from '../projector';
import { organizationKey } from '../queries/change-keys';
import { updateIfNewer } from './row-guards';

type Recorded<E extends OrganizationDetailsSaved | OnboardingProgressRaised | OrganizationSponsorChanged> = RecordedEvent<E>;

const saveDetails = async (trx: Knex.Transaction, { data, revision }: Recorded<OrganizationDetailsSaved>): Promise<boolean> => {
  const details = {
    company_name: data.companyName,
    company_details: data.companyDetails,
    job_board_link: data.jobBoardLink,
    company_logo: data.companyLogo,
    company_documents: JSON.stringify(data.companyDocuments),
    city: data.city,
    state: data.state,
    company_website: data.companyWebsite,
    sponsor_id: data.sponsorId,
    updated_at: data.savedAt,
    revision: String(revision),
  };
  const saved = await trx('organizations')
    .insert({
      id: data.organizationId,
      ...details,
      // Progress raised before the first save waits in organization_onboarding.
      onboarding_progress: trx.raw('coalesce((select progress from organization_onboarding where organization_id = ?), 0)', [
        data.organizationId,
      ]),
      last_completed_step: trx.raw('(select last_completed_step from organization_onboarding where organization_id = ?)', [
        data.organizationId,
      ]),
      created_by: data.savedBy,
      created_at: data.savedAt,
    })
    .onConflict('id')
    .merge(Object.keys(details))
    .where('organizations.revision', '<', String(revision))
    .returning('id');
  return saved.length > 0;
};

// spec 1 §4.3: progress is only raised, never lowered.
const raiseProgress = async (trx: Knex.Transaction, { data, revision }: Recorded<OnboardingProgressRaised>): Promise<boolean> => {
  await trx('organization_onboarding')
    .insert({
      organization_id: data.organizationId,
      progress: data.progress,
      last_completed_step: data.lastCompletedStep,
      revision: String(revision),
    })
    .onConflict('organization_id')
    .merge()
    .where('organization_onboarding.revision', '<', String(revision))
    .andWhere('organization_onboarding.progress', '<', data.progress);
  const raised = await trx('organizations')
    .update({ onboarding_progress: data.progress, last_completed_step: data.lastCompletedStep, revision: String(revision) })
    .where({ id: data.organizationId })
    .andWhere('revision', '<', String(revision))
    .andWhere('onboarding_progress', '<', data.progress);
  return raised > 0;
};

// spec 3 §7 "update organization (sponsorId, sponsorName)": the name is read from the sponsors model, so a rename shows at once.
const changeSponsor = (trx: Knex.Transaction, { data, revision }: Recorded<OrganizationSponsorChanged>): Promise<boolean> =>
  updateIfNewer(trx, 'organizations', data.organizationId, revision, { sponsor_id: data.sponsorId, updated_at: data.changedAt });

export const organizationsProjector = defineProjector({
  name: 'organizations',
  handles: ['OrganizationDetailsSaved', 'OnboardingProgressRaised', 'OrganizationSponsorChanged'],
  tables: ['organizations', 'organization_onboarding'],
  apply: async (trx, event) => {
    let changed: boolean;
    switch (event.type) {
      case 'OrganizationDetailsSaved':
        changed = await saveDetails(trx, event);
        break;
      case 'OnboardingProgressRaised':
        changed = await raiseProgress(trx, event);
        break;
      case 'OrganizationSponsorChanged':
        changed = await changeSponsor(trx, event);
        break;
      default:
        return assertNever(event);
    }
    return changed ? [organizationKey(event.data.organizationId)] : [];
  },
});
