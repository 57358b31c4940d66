import type { Knex } from 'knex';
import type { BoothCreated, BoothEvent } from '../../domain/booth/booth';
import type { BoothsReordered } from '../../domain/booth/booth-order';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { insertOnce, updateIfNewer } from './row-guards';
import { boothKey, jobFairBoothsKey, organizationKey } from '../queries/change-keys';

const create = async (trx: Knex.Transaction, { data, revision }: RecordedEvent<BoothCreated>): Promise<boolean> => {
  return insertOnce(trx, 'booths', {
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
    company_documents: JSON.stringify(data.companyDocuments ?? []),
    sub_booths: JSON.stringify(data.subBooths ?? []),
    sort_order: data.sortOrder,
    created_by: data.createdBy,
    created_at: data.createdAt,
    revision: String(revision),
  });
};

const update = (trx: Knex.Transaction, event: RecordedEvent<BoothEvent>, changes: Record<string, unknown>) =>
  updateIfNewer(trx, 'booths', event.data.boothId, event.revision, changes);

const project = (trx: Knex.Transaction, event: RecordedEvent<BoothEvent>): Promise<boolean> => {
  switch (event.type) {
    case 'BoothCreated':
      return create(trx, event);
    case 'QueueQuestionsSaved':
      return update(trx, event, { questions: JSON.stringify(event.data.questions) });
    case 'BoothDetailsUpdated': {
      const { data } = event;
      return update(trx, event, {
        name: data.name,
        description: data.description,
        link_to_job_board: data.linkToJobBoard,
        hot_job_summary: data.hotJobSummary,
        chat_duration: data.chatDuration,
        is_featured: data.isFeatured,
        company_image_url: data.companyImageUrl,
        minimum_score: data.minimumScore,
        jobs: JSON.stringify(data.jobs),
        company_documents: JSON.stringify(data.companyDocuments),
        updated_at: data.updatedAt,
      });
    }
    case 'BoothRecruitersAssigned':
      return update(trx, event, { recruiters: JSON.stringify(event.data.recruiters), updated_at: event.data.assignedAt });
    case 'BoothGroupsSaved':
      return update(trx, event, { sub_booths: JSON.stringify(event.data.subBooths), updated_at: event.data.savedAt });
    case 'BoothReordered':
      return update(trx, event, { sort_order: event.data.sortOrder, updated_at: event.data.reorderedAt });
    case 'BoothDeleted':
      return update(trx, event, { deleted_at: event.data.deletedAt });
    default:
      return assertNever(event);
  }
};

/** Each booth the reorder names, unless this or a later reorder of the fair is already applied to it. */
const reorder = async (trx: Knex.Transaction, { data, revision }: RecordedEvent<BoothsReordered>): Promise<boolean> => {
  let changed = false;
  for (const { boothId, sortOrder } of data.sortOrders) {
    const updated = await trx('booths')
      .update({ sort_order: sortOrder, order_revision: String(revision), updated_at: data.reorderedAt })
      .where({ id: boothId, job_fair_id: data.jobFairId })
      .andWhereRaw('(order_revision IS NULL OR order_revision < ?)', [String(revision)]);
    changed ||= updated > 0;
  }
  return changed;
};

// Bumped only when a booth row really changed, so a replayed event never counts twice.
const bumpBoothListVersion = (trx: Knex.Transaction, jobFairId: string) =>
  trx.raw(
    `INSERT INTO jobfair_booth_list_versions (job_fair_id, version) VALUES (?, 1)
     ON CONFLICT (job_fair_id) DO UPDATE SET version = jobfair_booth_list_versions.version + 1`,
    [jobFairId],
  );

export const boothsProjector = defineProjector({
  name: 'booths',
  handles: [
    'BoothCreated',
    'QueueQuestionsSaved',
    'BoothDetailsUpdated',
    'BoothRecruitersAssigned',
    'BoothGroupsSaved',
    'BoothReordered',
    'BoothDeleted',
    'BoothsReordered',
  ],
  tables: ['booths', 'jobfair_booth_list_versions'],
  apply: async (trx, event) => {
    if (!(await (event.type === 'BoothsReordered' ? reorder(trx, event) : project(trx, event)))) return [];
    await bumpBoothListVersion(trx, event.data.jobFairId);
    // The job fair cards of the organization carry the booth list version too.
    // A reorder changes the list, not what any one booth's page shows.
    const boothView = event.type === 'BoothsReordered' ? [] : [boothKey(event.data.boothId)];
    return [jobFairBoothsKey(event.data.jobFairId), organizationKey(event.data.organizationId), ...boothView];
  },
});
