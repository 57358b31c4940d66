import type { Knex } from 'knex';
import type { OnboardingProgressRaised, OrganizationDetailsSaved } from '../../domain/organization/organization';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { organizationKey } from '../queries/change-keys';

/**
 * Writes `row` into the company's line, merging `merge` when it exists, unless the line already reflects
 * this revision of the organization stream (every fact here is on that one stream, so a replay changes nothing).
 */
const upsert = async (
  trx: Knex.Transaction,
  row: Record<string, unknown> & { id: string; revision: string },
  merge: Record<string, unknown>,
): Promise<boolean> => {
  const changed = await trx('companies')
    .insert(row)
    .onConflict('id')
    .merge({ ...merge, revision: row.revision })
    .where('companies.revision', '<', row.revision)
    .returning('id');
  return changed.length > 0;
};

const saveDetails = (trx: Knex.Transaction, { data, revision }: RecordedEvent<OrganizationDetailsSaved>) => {
  const details = { company_name: data.companyName, city: data.city, state: data.state, sponsor_id: data.sponsorId };
  return upsert(
    trx,
    { id: data.organizationId, ...details, created_at: data.savedAt, created_by: data.savedBy, revision: String(revision) },
    {
      ...details,
      // The first save creates the organization: later saves keep its creator and creation time.
      created_at: trx.raw('coalesce(companies.created_at, excluded.created_at)'),
      created_by: trx.raw('coalesce(companies.created_by, excluded.created_by)'),
    },
  );
};

// spec 1 §4.3: progress is only raised, never lowered, whatever order the steps come in.
const raiseProgress = (trx: Knex.Transaction, { data, revision }: RecordedEvent<OnboardingProgressRaised>) =>
  upsert(
    trx,
    {
      id: data.organizationId,
      onboarding_progress: data.progress,
      last_completed_step: data.lastCompletedStep,
      revision: String(revision),
    },
    {
      onboarding_progress: trx.raw('greatest(companies.onboarding_progress, excluded.onboarding_progress)'),
      last_completed_step: trx.raw(
        'case when excluded.onboarding_progress > companies.onboarding_progress then excluded.last_completed_step else companies.last_completed_step end',
      ),
    },
  );

/**
 * The platform admin's Companies table (spec 3 §2.2): one line per organization, built for its two sorts
 * and keyset pages (projections/queries/companies.ts) instead of being assembled at request time.
 */
export const companiesProjector = defineProjector({
  name: 'companies',
  handles: ['OrganizationDetailsSaved', 'OnboardingProgressRaised'],
  tables: ['companies'],
  apply: async (trx, event) => {
    let changed: boolean;
    switch (event.type) {
      case 'OrganizationDetailsSaved':
        changed = await saveDetails(trx, event);
        break;
      case 'OnboardingProgressRaised':
        changed = await raiseProgress(trx, event);
        break;
      default:
        return assertNever(event);
    }
    return changed ? [organizationKey(event.data.organizationId)] : [];
  },
});
