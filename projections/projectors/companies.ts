import type { Knex } from 'knex';
import type {
  OnboardingProgressRaised,
  OrganizationDetailsSaved,
  OrganizationSponsorChanged,
} from '../../domain/organization/organization';
import type { SponsorCreated, SponsorDeleted, SponsorUpdated } from '../../domain/sponsor/sponsor';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { organizationKey } from '../queries/change-keys';

/**
 * Writes `row` into the company's line, merging `merge` when it exists, unless the line already reflects
 * this revision of the organization stream (every company fact is on that one stream, so a replay changes nothing).
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

const sponsorNameOf = (trx: Knex.Transaction, sponsorId: string | null) =>
  trx.raw('(select name from company_sponsor_names where sponsor_id = ?)', [sponsorId]);

const saveDetails = (trx: Knex.Transaction, { data, revision }: RecordedEvent<OrganizationDetailsSaved>) => {
  const details = {
    company_name: data.companyName,
    city: data.city,
    state: data.state,
    sponsor_id: data.sponsorId,
    sponsor_name: sponsorNameOf(trx, data.sponsorId),
  };
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

// spec 3 §7 "update organization (sponsorId, sponsorName)": the admin's choice in the Sponsor column.
const changeSponsor = (trx: Knex.Transaction, { data, revision }: RecordedEvent<OrganizationSponsorChanged>) => {
  const sponsor = { sponsor_id: data.sponsorId, sponsor_name: data.sponsorName };
  return upsert(trx, { id: data.organizationId, ...sponsor, revision: String(revision) }, sponsor);
};

/**
 * A sponsor's name as its companies show it. A sponsor's events carry no organization revision, so they set
 * what the sponsor is now; applied again, in log order, they end the same. A deleted sponsor shows as none.
 */
const sponsorNamed = async (
  trx: Knex.Transaction,
  event: RecordedEvent<SponsorCreated | SponsorUpdated | SponsorDeleted>,
): Promise<string[]> => {
  const { sponsorId } = event.data;
  const name = event.type === 'SponsorDeleted' ? null : event.data.name;
  await trx('company_sponsor_names').insert({ sponsor_id: sponsorId, name }).onConflict('sponsor_id').merge();
  const changed = await trx('companies')
    .update(name === null ? { sponsor_id: null, sponsor_name: null } : { sponsor_name: name })
    .where({ sponsor_id: sponsorId })
    .andWhereRaw('(sponsor_id, sponsor_name) is distinct from (?::uuid, ?::text)', [name === null ? null : sponsorId, name])
    .returning('id');
  return changed.map(({ id }: { id: string }) => organizationKey(id));
};

/**
 * The platform admin's Companies table (spec 3 §2.2): one line per organization, built for its two sorts
 * and keyset pages (projections/queries/companies.ts) instead of being assembled at request time.
 */
export const companiesProjector = defineProjector({
  name: 'companies',
  handles: [
    'OrganizationDetailsSaved',
    'OnboardingProgressRaised',
    'OrganizationSponsorChanged',
    'SponsorCreated',
    'SponsorUpdated',
    'SponsorDeleted',
  ],
  tables: ['companies', 'company_sponsor_names'],
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
      case 'SponsorCreated':
      case 'SponsorUpdated':
      case 'SponsorDeleted':
        return sponsorNamed(trx, event);
      default:
        return assertNever(event);
    }
    return changed ? [organizationKey(event.data.organizationId)] : [];
  },
});
