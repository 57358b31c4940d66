import type { Knex } from 'knex';
import type { EmailIdentitiesView, EmailIdentityView, VerificationStatus } from '../../domain/notification/email-identity-schema';
import type { EmailIdentityRow } from './rows';

const toView = (row: EmailIdentityRow): EmailIdentityView => ({
  email: row.email,
  verified: row.verified,
  verificationStatus: row.verification_status as VerificationStatus,
  verificationToken: row.verification_token,
});

const live = (db: Knex) => db<EmailIdentityRow>('email_identities').where({ deleted: false });

/** spec 3 §7 GET /organizations/email-identities/: every identity by address, with the summary (spec 3 §3). */
export const listEmailIdentities = async (db: Knex): Promise<EmailIdentitiesView> => {
  const identities = (await live(db).orderBy('email')).map(toView);
  const count = (status: VerificationStatus) => identities.filter((identity) => identity.verificationStatus === status).length;
  return {
    identities,
    summary: { total: identities.length, verified: count('Success'), pending: count('Pending'), failed: count('Failed') },
  };
};

export const getEmailIdentity = async (db: Knex, email: string): Promise<EmailIdentityView | null> => {
  const row = await live(db).andWhere({ email }).first();
  return row ? toView(row) : null;
};

/** spec 3 §7 GET …/verified: the addresses a template may send from. */
export const verifiedEmailIdentities = async (db: Knex): Promise<string[]> =>
  (await live(db).andWhere({ verified: true }).orderBy('email').select('email')).map((row) => row.email);

/** Whether a template may name this address as its sender. */
export const isVerifiedEmailIdentity = async (db: Knex, email: string): Promise<boolean> =>
  (await live(db).andWhere({ email, verified: true }).first()) !== undefined;
