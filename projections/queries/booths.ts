import type { Knex } from 'knex';
import type { BoothView } from '../../domain/booth/booth-view';
import type { BoothRow } from './rows';
import { toBoothCard, type BoothCardView } from '../../domain/booth/booth-card';

export const toBoothView = (row: BoothRow): BoothView => ({
  id: row.id,
  jobFairId: row.job_fair_id,
  organizationId: row.organization_id,
  name: row.name,
  description: row.description,
  linkToJobBoard: row.link_to_job_board,
  hotJobSummary: row.hot_job_summary,
  chatDuration: row.chat_duration,
  isFeatured: row.is_featured,
  companyImageUrl: row.company_image_url,
  minimumScore: row.minimum_score,
  recruiters: row.recruiters,
  jobs: row.jobs,
  companyDocuments: row.company_documents ?? [],
  subBooths: row.sub_booths ?? [],
  questions: row.questions,
  sortOrder: row.sort_order,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
});

// The recruiter is one of the booth's, directly or through a sub-booth group (bindings: the recruiter id twice).
const ASSIGNED = `(recruiters \\? ? OR EXISTS (SELECT 1 FROM jsonb_array_elements(sub_booths) g WHERE g->'recruiters' \\? ?))`;

const live = (db: Knex) => db<BoothRow>('booths').whereNull('deleted_at');

/** The booths of a job fair in their display order (sortOrder, then creation). */
export const listBooths = async (db: Knex, jobFairId: string): Promise<BoothView[]> =>
  (
    await live(db)
      .where({ job_fair_id: jobFairId })
      .orderBy([{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }])
  ).map(toBoothView);

/** The lobby's cards of a fair's booths, in display order (spec 1 §2.5). */
export const listBoothCards = async (db: Knex, jobFairId: string): Promise<BoothCardView[]> =>
  (await listBooths(db, jobFairId)).map(toBoothCard);

export const getBooth = async (db: Knex, jobFairId: string, boothId: string): Promise<BoothView | null> => {
  const row = await live(db).where({ job_fair_id: jobFairId, id: boothId }).first();
  return row ? toBoothView(row) : null;
};

/** One live booth by id alone, for the platform admin's booth detail (spec 3 §2.2 /lobby/booth/:boothId); the caller checks access. */
export const findBooth = async (db: Knex, boothId: string): Promise<BoothView | null> => {
  const row = await live(db).where({ id: boothId }).first();
  return row ? toBoothView(row) : null;
};

/** Booths a recruiter is assigned to, directly or through a sub-booth group (spec 2 §7 byRecruiterId). */
export const listBoothsOfRecruiter = async (db: Knex, jobFairId: string, recruiterId: string): Promise<BoothView[]> =>
  (
    await live(db)
      .where({ job_fair_id: jobFairId })
      .andWhereRaw(ASSIGNED, [recruiterId, recruiterId])
      .orderBy([{ column: 'sort_order' }, { column: 'created_at' }])
  ).map(toBoothView);

export const countBooths = async (db: Knex, jobFairId: string): Promise<number> => {
  const row = await live(db).where({ job_fair_id: jobFairId }).count<{ count: string }[]>('* as count').first();
  return Number(row?.count ?? 0);
};

/** The next sortOrder for a new booth of the fair. */
export const nextBoothSortOrder = async (db: Knex, jobFairId: string): Promise<number> => {
  const row = await db<BoothRow>('booths').where({ job_fair_id: jobFairId }).max<{ max: number | null }[]>('sort_order as max').first();
  return row?.max === null || row?.max === undefined ? 0 : row.max + 1;
};

/** Every booth of an organization a recruiter is assigned to (directly or through a group), in any fair. */
export const listOrganizationBoothsOfRecruiter = async (db: Knex, organizationId: string, recruiterId: string): Promise<BoothView[]> =>
  (await live(db).where({ organization_id: organizationId }).andWhereRaw(ASSIGNED, [recruiterId, recruiterId])).map(toBoothView);
