import type { Knex } from 'knex';
import type { BoothCreated, BoothEvent } from '../../domain/booth/booth';
import type { DomainEvent } from '../../domain/events';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import type { Projector } from '../projector';
import { updateIfNewer } from './update-if-newer';
import { jobFairBoothsKey, organizationKey } from '../queries/change-keys';

const create = async (trx: Knex.Transaction, { data, revision }: RecordedEvent<BoothCreated>): Promise<boolean> => {
  const created = await trx('booths')
    .insert({
      id: data.boothId,
      job_fair_id: data.jobFairId,
      organization_id: data.organizationId,
      name: data.name,
      description: data.description,
      link_to_job_board: data.linkToJobBoard,
      hot_job_summary: data.hotJobSummary,
      chat_duration: data.chatDuration,
      is_featured: data.isFeatured,
      company_image_url: data.companyImageUrl,
      minimum_score: data.minimumScore,
      recruiters: JSON.stringify(data.recruiters),
      jobs: JSON.stringify(data.jobs),
      sort_order: data.sortOrder,
      created_by: data.createdBy,
      created_at: data.createdAt,
      revision: String(revision),
    })
    .onConflict('id')
    .ignore()
    .returning('id');
  return created.length > 0;
};

const update = (trx: Knex.Transaction, event: RecordedEvent<BoothEvent>, changes: Record<string, unknown>) =>
  updateIfNewer(trx, 'booths', event.data.boothId, event.revision, changes);

const project = (trx: Knex.Transaction, event: RecordedEvent<BoothEvent>): Promise<boolean> => {
  switch (event.type) {
    case 'BoothCreated':
      return create(trx, event);
    case 'QueueQuestionsSaved':
      return update(trx, event, { questions: JSON.stringify(event.data.questions) });
    default:
      return assertNever(event);
  }
};

// Bumped only when a booth row really changed, so a replayed event never counts twice.
const bumpBoothListVersion = (trx: Knex.Transaction, jobFairId: string) =>
  trx.raw(
    `INSERT INTO jobfair_booth_list_versions (job_fair_id, version) VALUES (?, 1)
     ON CONFLICT (job_fair_id) DO UPDATE SET version = jobfair_booth_list_versions.version + 1`,
    [jobFairId],
  );

const handles: readonly BoothEvent['type'][] = ['BoothCreated', 'QueueQuestionsSaved'];
const isBoothEvent = (event: RecordedEvent<DomainEvent>): event is RecordedEvent<BoothEvent> => (handles as readonly string[]).includes(event.type);

export const boothsProjector: Projector = {
  name: 'booths',
  handles,
  tables: ['booths', 'jobfair_booth_list_versions'],
  apply: async (trx, event) => {
    if (!isBoothEvent(event) || !(await project(trx, event))) return [];
    await bumpBoothListVersion(trx, event.data.jobFairId);
    // The job fair cards of the organization carry the booth list version too.
    return [jobFairBoothsKey(event.data.jobFairId), organizationKey(event.data.organizationId)];
  },
};
