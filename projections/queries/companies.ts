import type { Knex } from 'knex';
import type { CompanySortField, CompanyView, SortDirection } from '../../domain/organization/company-view';
import { ValidationFailed } from '../../domain/shared/errors';
import type { CompanyRow } from './rows';

export const CURSOR_REFUSED = 'cursor must be one answered before';

export type CompanyListOptions = Readonly<{
  limit: number;
  search?: string;
  sortBy: CompanySortField;
  sortDirection: SortDirection;
  cursor?: string;
}>;

export type CompanyPage = Readonly<{ items: CompanyView[]; cursor: string | null }>;

const toCompanyView = (row: CompanyRow): CompanyView => ({
  id: row.id,
  companyName: row.company_name,
  city: row.city,
  state: row.state,
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by,
  sponsorId: row.sponsor_id,
  sponsorName: row.sponsor_name,
  onBoardingProgress: { progress: row.onboarding_progress, lastCompletedStep: row.last_completed_step },
});

/** The sort key of each field, the same expression the index of migration 120 holds. */
const SORT_KEY: Record<CompanySortField, string> = { companyName: 'lower(company_name)', createdAt: 'created_at' };

/**
 * A keyset cursor: the sort and the last line's (key, id), so the next page starts strictly after that
 * line whatever was inserted meanwhile (an offset would repeat or skip lines). Opaque to clients.
 */
/** A timestamptz as Postgres writes it as text; anything else would fail the cast in the query. */
const POSTGRES_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
type Position = Readonly<{ sortBy: CompanySortField; sortDirection: SortDirection; key: string; id: string }>;
const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');
const decodeCursor = (cursor: string, sortBy: CompanySortField, sortDirection: SortDirection): Position => {
  let position: Partial<Position> = {};
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Position>;
  } catch {
    // falls through to the refusal below
  }
  const valid =
    position.sortBy === sortBy &&
    position.sortDirection === sortDirection &&
    typeof position.key === 'string' &&
    typeof position.id === 'string' &&
    /^[0-9a-f-]{36}$/i.test(position.id) &&
    (sortBy === 'companyName' || POSTGRES_TIMESTAMP.test(position.key));
  if (!valid) throw new ValidationFailed([{ field: 'cursor', message: CURSOR_REFUSED }]);
  return position as Position;
};

/** spec 3 §2.2, §9: organizations for the admin screens, by company name or creation date, a keyset page at a time. */
export const listCompanies = async (
  db: Knex,
  { limit, search, sortBy, sortDirection, cursor }: CompanyListOptions,
): Promise<CompanyPage> => {
  const key = SORT_KEY[sortBy];
  const query = db<CompanyRow & { sort_key: string }>('companies').whereNotNull('company_name');
  if (search) query.whereILike('company_name', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (cursor) {
    const after = decodeCursor(cursor, sortBy, sortDirection);
    query.whereRaw(`(${key}, id) ${sortDirection === 'asc' ? '>' : '<'} (?, ?)`, [after.key, after.id]);
  }
  // The key is read back as Postgres wrote it (lowercased by its rules, time to the microsecond), so the
  // cursor compares exactly with the index.
  const rows = await query
    .select<(CompanyRow & { sort_key: string })[]>('*', db.raw(`${key}::text as sort_key`))
    .orderByRaw(`${key} ${sortDirection}, id ${sortDirection}`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toCompanyView),
    cursor: rows.length > limit && last ? encodeCursor({ sortBy, sortDirection, key: last.sort_key, id: last.id }) : null,
  };
};
