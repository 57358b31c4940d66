import { EMAIL_IDENTITY_MESSAGES } from '../../../domain/notification/email-identity-schema';
import { ValidationFailed } from '../../../domain/shared/errors';
import type { Knex } from 'knex';
import { isVerifiedEmailIdentity } from '../../../projections/queries/email-identities';

/** spec 3 §2.2: only a verified email identity may be a template's sender. */
export const ensureSenderVerified = async (db: Knex, sender: string | null): Promise<void> => {
  if (sender !== null && !(await isVerifiedEmailIdentity(db, sender)))
    throw new ValidationFailed([{ field: 'sender', message: EMAIL_IDENTITY_MESSAGES.notVerifiedSender }]);
};
