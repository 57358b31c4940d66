import type { Knex } from 'knex';
import type { SponsorEvent } from '../../domain/sponsor/sponsor';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { sponsorKey } from '../queries/change-keys';
import { insertOnce, updateIfNewer } from './row-guards';

const project = (trx: Knex.Transaction, event: RecordedEvent<SponsorEvent>): Promise<boolean> => {
  const { data, revision } = event;
  switch (event.type) {
    case 'SponsorCreated':
      return insertOnce(trx, 'sponsors', {
        id: data.sponsorId,
        name: event.data.name,
        description: event.data.description,
        subdomain: event.data.subdomain,
        sponsored_by_text: event.data.sponsoredByText,
        created_at: event.data.createdAt,
        updated_at: event.data.createdAt,
        revision: String(revision),
      });
    case 'SponsorUpdated':
      return updateIfNewer(trx, 'sponsors', data.sponsorId, revision, {
        name: event.data.name,
        description: event.data.description,
        subdomain: event.data.subdomain,
        sponsored_by_text: event.data.sponsoredByText,
        updated_at: event.data.updatedAt,
      });
    case 'SponsorSubdomainDisassociated':
      return updateIfNewer(trx, 'sponsors', data.sponsorId, revision, { subdomain: null, updated_at: event.data.disassociatedAt });
    case 'SponsorDeleted':
      return updateIfNewer(trx, 'sponsors', data.sponsorId, revision, { deleted: true, subdomain: null, updated_at: event.data.deletedAt });
    default:
      return assertNever(event);
  }
};

/** spec 3 §3 Sponsor: the admin list, the subdomain lookups and the public sponsor pages read this. */
export const sponsorsProjector = defineProjector({
  name: 'sponsors',
  handles: ['SponsorCreated', 'SponsorUpdated', 'SponsorSubdomainDisassociated', 'SponsorDeleted'],
  tables: ['sponsors'],
  apply: async (trx, event) => ((await project(trx, event)) ? [sponsorKey(event.data.sponsorId)] : []),
});
