import type { Knex } from 'knex';
import type { JobFairCreated, JobFairEvent, JobFairPaymentFailed } from '../../domain/jobfair/jobfair';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { insertOnce, updateIfNewer } from './row-guards';
import { jobFairKey, organizationKey } from '../queries/change-keys';

const create = async (trx: Knex.Transaction, { data, revision }: RecordedEvent<JobFairCreated>): Promise<boolean> => {
  const deleted = await trx('jobfair_tombstones').where({ id: data.jobFairId }).first<{ id: string } | undefined>('id');
  if (deleted) return false;
  return insertOnce(trx, 'jobfairs', {
    id: data.jobFairId,
    company_id: data.companyId,
    name: data.name,
    start_date: data.startDate,
    start_time: data.startTime,
    timezone: data.timezone,
    duration_hours: data.durationHours,
    duration_minutes: data.durationMinutes,
    payment_status: 'UnPaid',
    payment_amount: data.amount,
    payment_currency: data.currency,
    is_activated: false,
    created_by: data.createdBy,
    created_at: data.createdAt,
    revision: String(revision),
  });
};

const update = (trx: Knex.Transaction, event: RecordedEvent<JobFairEvent>, changes: Record<string, unknown>) =>
  updateIfNewer(trx, 'jobfairs', event.data.jobFairId, event.revision, changes);

// spec 1 §5.8: deleting removes the job fair; the tombstone remembers it was here.
const remove = async (trx: Knex.Transaction, event: RecordedEvent<JobFairEvent>): Promise<boolean> => {
  const revision = String(event.revision);
  const deleted = await trx('jobfairs').delete().where({ id: event.data.jobFairId }).andWhere('revision', '<', revision);
  await trx('jobfair_tombstones').insert({ id: event.data.jobFairId, revision }).onConflict('id').ignore();
  return deleted > 0;
};

// A failed payment changes no card: the fair stays UnPaid (the delivery process manager mails about it).
type ProjectedEvent = Exclude<JobFairEvent, JobFairPaymentFailed>;

const project = (trx: Knex.Transaction, event: RecordedEvent<ProjectedEvent>): Promise<boolean> => {
  switch (event.type) {
    case 'JobFairCreated':
      return create(trx, event);
    case 'JobFairUpdated': {
      const { data } = event;
      return update(trx, event, {
        name: data.name,
        start_date: data.startDate,
        start_time: data.startTime,
        timezone: data.timezone,
        duration_hours: data.durationHours,
        duration_minutes: data.durationMinutes,
      });
    }
    case 'JobFairPaid':
      return update(trx, event, { payment_status: 'Paid', payment_amount: event.data.amount, payment_currency: event.data.currency });
    case 'JobFairActivated':
      return update(trx, event, { is_activated: true });
    case 'JobFairDeactivated':
      return update(trx, event, { is_activated: false });
    case 'JobFairDeleted':
      return remove(trx, event);
    case 'JobFairLogoSet':
      return update(trx, event, { logo_key: event.data.logoKey });
    default:
      return assertNever(event);
  }
};

/** Job fair cards are listed per organization, so each change touches both keys. */
export const jobFairsProjector = defineProjector({
  name: 'jobfairs',
  handles: [
    'JobFairCreated',
    'JobFairUpdated',
    'JobFairDeleted',
    'JobFairPaid',
    'JobFairActivated',
    'JobFairDeactivated',
    'JobFairLogoSet',
  ],
  tables: ['jobfairs', 'jobfair_tombstones'],
  apply: async (trx, event) => {
    if (!(await project(trx, event))) return [];
    return [organizationKey(event.data.companyId), jobFairKey(event.data.jobFairId)];
  },
});
