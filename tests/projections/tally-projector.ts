import type { Knex } from 'knex';
import type { DomainEvent } from '../../domain/events';
import type { Projector } from '../../projections/projector';

/**
 * A deliberately unguarded projector: one row per application, so a lost effect shows as a missing
 * row and a doubled one as a duplicate. Only the runner's checkpoint keeps it exactly-once.
 */
export const TALLY_TABLE = 'event_tally';

const every: DomainEvent['type'][] = [
  'OrganizationDetailsSaved',
  'OnboardingProgressRaised',
  'JobFairCreated',
  'JobFairUpdated',
  'JobFairDeleted',
  'JobFairPaid',
  'JobFairActivated',
  'JobFairDeactivated',
];

export const createTallyTable = (db: Knex) =>
  db.schema.createTable(TALLY_TABLE, (t) => {
    t.uuid('event_id').notNullable();
    t.text('checkpoint').notNullable();
  });

export const tallyProjector: Projector = {
  name: 'tally',
  handles: every,
  tables: [TALLY_TABLE],
  apply: async (trx, event) => {
    await trx(TALLY_TABLE).insert({ event_id: event.id, checkpoint: event.checkpoint });
    return [];
  },
};
