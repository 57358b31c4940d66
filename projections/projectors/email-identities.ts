import type { Knex } from 'knex';
import type { EmailIdentityEvent } from '../../domain/notification/email-identity';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { EMAIL_IDENTITIES_KEY } from '../queries/change-keys';

const changesOf = (event: RecordedEvent<EmailIdentityEvent>): { at: string; changes: Record<string, unknown> } => {
  switch (event.type) {
    case 'EmailIdentityAdded':
      return {
        at: event.data.addedAt,
        changes: {
          verification_status: 'NotStarted',
          verification_token: null,
          verified: false,
          deleted: false,
          added_at: event.data.addedAt,
        },
      };
    case 'EmailIdentityVerificationRequested':
      return { at: event.data.requestedAt, changes: { verification_status: 'Pending', verification_token: event.data.verificationToken } };
    case 'EmailIdentityVerificationFailed':
      return { at: event.data.failedAt, changes: { verification_status: 'Failed' } };
    case 'EmailIdentityVerified':
      return { at: event.data.verifiedAt, changes: { verification_status: 'Success', verified: true } };
    case 'EmailIdentityDeleted':
      return { at: event.data.deletedAt, changes: { deleted: true } };
    default:
      return assertNever(event);
  }
};

// An addition inserts the row, or revives a deleted one; every change is guarded by the stream revision.
const project = async (trx: Knex.Transaction, event: RecordedEvent<EmailIdentityEvent>): Promise<boolean> => {
  const { at, changes } = changesOf(event);
  const row = { ...changes, updated_at: at, revision: String(event.revision) };
  if (event.type === 'EmailIdentityAdded') {
    const written = await trx('email_identities')
      .insert({ email: event.data.email, ...row })
      .onConflict('email')
      .merge()
      .where('email_identities.revision', '<', String(event.revision))
      .returning('email');
    return written.length > 0;
  }
  const updated = await trx('email_identities')
    .update(row)
    .where({ email: event.data.email })
    .andWhere('revision', '<', String(event.revision));
  return updated > 0;
};

/** spec 3 §2.2 Email identities screen, and which addresses may send a template (verified ones). */
export const emailIdentitiesProjector = defineProjector({
  name: 'email-identities',
  handles: [
    'EmailIdentityAdded',
    'EmailIdentityVerificationRequested',
    'EmailIdentityVerificationFailed',
    'EmailIdentityVerified',
    'EmailIdentityDeleted',
  ],
  tables: ['email_identities'],
  apply: async (trx, event) => ((await project(trx, event)) ? [EMAIL_IDENTITIES_KEY] : []),
});
