import { ROLES, type Principal, type Role } from '../../domain/auth/roles';

/** The identity_users columns every part of the built-in identity reads. */
export type IdentityUserRow = Readonly<{
  id: string;
  email: string;
  roles: string[];
  organization_id: string | null;
  first_name: string;
  last_name: string;
}>;

/** Emails are stored and compared trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const toPrincipal = (row: IdentityUserRow): Principal => ({
  userId: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  roles: row.roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role)),
  organizationId: row.organization_id,
});
