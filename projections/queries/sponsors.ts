import type { Knex } from 'knex';
import type { SponsoredJobFairView, SponsorView } from '../../domain/sponsor/sponsor-view';
import type { JobFairRow, SponsorRow } from './rows';

export const toSponsorView = (row: SponsorRow): SponsorView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  subdomain: row.subdomain,
  sponsoredByText: row.sponsored_by_text,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const live = (db: Knex) => db<SponsorRow>('sponsors').where({ deleted: false });

/** Where a page of sponsors ends: the last row's name and id (keyset, so pages stay put while sponsors are added). */
export type SponsorPosition = Readonly<{ name: string; id: string }>;

/** spec 3 §2.2 Sponsors screen: by name, then id; one more row than asked tells whether a next page exists. */
export const listSponsors = async (
  db: Knex,
  { limit, after }: Readonly<{ limit: number; after: SponsorPosition | null }>,
): Promise<{ items: SponsorView[]; last: SponsorPosition | null }> => {
  const query = live(db);
  if (after) query.andWhereRaw('(name, id) > (?, ?)', [after.name, after.id]);
  const rows = await query.orderBy([{ column: 'name' }, { column: 'id' }]).limit(limit + 1);
  const items = rows.slice(0, limit);
  const lastRow = items.at(-1);
  return { items: items.map(toSponsorView), last: rows.length > limit && lastRow ? { name: lastRow.name, id: lastRow.id } : null };
};

export const getSponsor = async (db: Knex, sponsorId: string): Promise<SponsorView | null> => {
  const row = await live(db).andWhere({ id: sponsorId }).first();
  return row ? toSponsorView(row) : null;
};

/** The sponsor whose site a subdomain names (spec 3 §2.3), or null. */
export const findSponsorBySubdomain = async (db: Knex, subdomain: string): Promise<SponsorView | null> => {
  const row = await live(db).andWhere({ subdomain }).first();
  return row ? toSponsorView(row) : null;
};

/**
 * spec 3 §2.5 Sponsor job fairs: the activated fairs of every organization this sponsor sponsors, by start.
 * Whether a fair has ended depends on the clock, so the caller filters on the time status.
 */
export const listSponsoredJobFairs = async (db: Knex, sponsorId: string): Promise<SponsoredJobFairView[]> => {
  const rows = await db('jobfairs')
    .join('organizations', 'organizations.id', 'jobfairs.company_id')
    .where({ 'organizations.sponsor_id': sponsorId, 'jobfairs.is_activated': true })
    .orderBy([{ column: 'jobfairs.start_date' }, { column: 'jobfairs.start_time' }, { column: 'jobfairs.id' }])
    .select<(JobFairRow & { company_name: string })[]>('jobfairs.*', 'organizations.company_name');
  return rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    name: row.name,
    startDate: row.start_date,
    startTime: row.start_time,
    timezone: row.timezone,
    durationHours: row.duration_hours,
    durationMinutes: row.duration_minutes,
  }));
};

/** The organizations a sponsor sponsors: the ones to leave it when it is deleted. */
export const listSponsoredOrganizationIds = async (db: Knex, sponsorId: string): Promise<string[]> =>
  (await db('organizations').where({ sponsor_id: sponsorId }).select<{ id: string }[]>('id')).map((row) => row.id);
