import type { Knex } from 'knex';
import type { Role } from '../../domain/auth/roles';
import type { CreatorView } from '../../domain/organization/company-view';
import type { UserRow } from './rows';

export type UserView = Readonly<{
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  organizationId: string | null;
}>;

const toUserView = (row: UserRow): UserView => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  roles: row.roles,
  organizationId: row.organization_id,
});

export const getUsersByIds = async (db: Knex, ids: readonly string[]): Promise<UserView[]> =>
  ids.length === 0
    ? []
    : (await db<UserRow>('users').whereIn('id', ids).whereNull('removed_at').orderBy(['last_name', 'first_name'])).map(toUserView);

/** One user (not removed), with the names as they stand now. */
export const getUser = async (db: Knex, userId: string): Promise<UserView | null> => {
  const row = await db<UserRow>('users').where({ id: userId }).whereNull('removed_at').first();
  return row ? toUserView(row) : null;
};

/** Users of an organization, optionally of one role (e.g. its recruiters). */
export const listOrganizationUsers = async (db: Knex, organizationId: string, role?: Role): Promise<UserView[]> => {
  const query = db<UserRow>('users').where({ organization_id: organizationId }).whereNull('removed_at');
  if (role) query.whereRaw('roles \\? ?', [role]);
  return (await query.orderBy(['last_name', 'first_name'])).map(toUserView);
};

/** One user of an organization (not removed). */
export const getOrganizationUser = async (db: Knex, organizationId: string, userId: string): Promise<UserView | null> => {
  const row = await db<UserRow>('users').where({ organization_id: organizationId, id: userId }).whereNull('removed_at').first();
  return row ? toUserView(row) : null;
};

/** One user (not removed) by email, compared without case (emails are stored lower-case by the identity port). */
export const getUserByEmail = async (db: Knex, email: string): Promise<UserView | null> => {
  const row = await db<UserRow>('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).whereNull('removed_at').first();
  return row ? toUserView(row) : null;
};

/** spec 3 §3 Creator user: whoever created an organization, with the contact they registered (removed users too: they still created it). */
export const getCreator = async (db: Knex, userId: string): Promise<CreatorView | null> => {
  const row = await db<UserRow>('users').where({ id: userId }).first();
  return row ? { id: row.id, firstName: row.first_name, lastName: row.last_name, emailId: row.email, phone_number: row.phone } : null;
};
