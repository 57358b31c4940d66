import { describe, expect, it } from 'vitest';
import { emailIdentityDecider, type EmailIdentityEvent } from '../../domain/notification/email-identity';
import { EMAIL_IDENTITY_MESSAGES, parseBatch, shownToken, statusLabelOf } from '../../domain/notification/email-identity-schema';
import { DomainError } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const now = '2026-11-23T12:00:00.000Z';
const email = 'news@herald.example';
const added: EmailIdentityEvent[] = [
  { type: 'EmailIdentityAdded', data: { email, addedBy: 'a1', addedAt: now } },
  { type: 'EmailIdentityVerificationRequested', data: { email, verificationToken: 't1', requestedBy: 'a1', requestedAt: now } },
];
const verified: EmailIdentityEvent = { type: 'EmailIdentityVerified', data: { email, verifiedAt: now } };
const conflict = (error: unknown) => error instanceof DomainError && error.code === 'CONFLICT';

describe('email identity decider (spec 3 §4)', () => {
  const spec = deciderSpec(emailIdentityDecider);
  it('adds an address once, with its first verification request', () => {
    spec
      .given([])
      .when({ type: 'AddEmailIdentity', data: { email, verificationToken: 't1', actorId: 'a1', now } })
      .then(added);
    spec
      .given(added)
      .when({ type: 'AddEmailIdentity', data: { email, verificationToken: 't2', actorId: 'a1', now } })
      .thenThrows(conflict);
  });
  it('verifies with the newest token only, once', () => {
    spec
      .given(added)
      .when({ type: 'VerifyEmailIdentity', data: { email, verificationToken: 't1', now } })
      .then([verified]);
    spec
      .given([...added, verified])
      .when({ type: 'VerifyEmailIdentity', data: { email, verificationToken: 't1', now } })
      .then([]);
    const resent: EmailIdentityEvent = {
      type: 'EmailIdentityVerificationRequested',
      data: { email, verificationToken: 't2', requestedBy: 'a1', requestedAt: now },
    };
    spec
      .given([...added, resent])
      .when({ type: 'VerifyEmailIdentity', data: { email, verificationToken: 't1', now } })
      .thenThrows(conflict);
    spec
      .given([])
      .when({ type: 'VerifyEmailIdentity', data: { email, verificationToken: 't1', now } })
      .thenThrows(conflict);
  });
  it('resends only while unverified, records a refused mail as Failed, and deletes', () => {
    spec
      .given([...added, verified])
      .when({ type: 'ResendVerification', data: { email, verificationToken: 't2', actorId: 'a1', now } })
      .thenThrows(conflict);
    spec
      .given(added)
      .when({ type: 'RecordVerificationFailure', data: { email, reason: 'refused', now } })
      .then([{ type: 'EmailIdentityVerificationFailed', data: { email, reason: 'refused', failedAt: now } }]);
    spec
      .given(added)
      .when({ type: 'DeleteEmailIdentity', data: { email, actorId: 'a1', now } })
      .then([{ type: 'EmailIdentityDeleted', data: { email, deletedBy: 'a1', deletedAt: now } }]);
  });
});

describe('email identity rules (spec 3 §2.2, §4, §5)', () => {
  it('reads a batch one address per line, trimmed, without empty lines, and lists the invalid ones', () => {
    expect(parseBatch('  A@b.org \n\n c@d.org\n')).toEqual({ emails: ['a@b.org', 'c@d.org'], error: null });
    expect(parseBatch(' \n ')).toEqual({ emails: [], error: EMAIL_IDENTITY_MESSAGES.noneEntered });
    expect(parseBatch('a@b.org\nnope\nalso bad')).toEqual({ emails: [], error: 'Invalid email formats: nope, also bad' });
  });
  it('shows statuses and tokens as the spec says', () => {
    expect(['Success', 'Pending', 'Failed', 'TemporaryFailure', 'NotStarted', 'Other'].map(statusLabelOf)).toEqual([
      'Verified',
      'Pending',
      'Failed',
      'Failed',
      'Not Started',
      'Not Started',
    ]);
    expect(shownToken('0123456789abcdef0123456789')).toBe('0123456789abcdef0123');
    expect(shownToken(null)).toBe('N/A');
  });
});
