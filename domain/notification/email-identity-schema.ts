import { z } from 'zod';

/** spec 3 §4: Success is Verified, Pending, Failed (and TemporaryFailure), anything else Not Started. */
export type VerificationStatus = 'NotStarted' | 'Pending' | 'Success' | 'Failed';

// spec 3 §5 Email identities and §8, letter for letter; shared by the identities screen and the routes.
export const EMAIL_IDENTITY_LIMITS = { email: 254, batch: 100 } as const;

export const EMAIL_IDENTITY_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  noneEntered: 'Please enter at least one email address',
  invalidFormats: (list: readonly string[]) => `Invalid email formats: ${list.join(', ')}`,
  noneSelected: 'Please select identities to delete',
  added: (n: number, total: number) => `Added ${n} of ${total} emails successfully`,
  deleted: (n: number, total: number) => `Deleted ${n} of ${total} identities successfully`,
  resent: 'Verification email resent successfully',
  loadFailed: 'Failed to load email identities',
  addFailed: 'Failed to add email identity',
  batchAddFailed: 'Failed to add email identities',
  deleteFailed: 'Failed to delete email identity',
  batchDeleteFailed: 'Failed to delete email identities',
  resendFailed: 'Failed to resend verification email',
  exists: 'This email identity already exists',
  alreadyVerified: 'This email identity is already verified',
  linkInvalid: 'This verification link is no longer valid. Please ask for a new verification email.',
  sandbox: 'Emails are written to the local outbox, where platform admins read them; nothing leaves this machine.',
  production: 'Emails are delivered through the configured SMTP server.',
  notVerifiedSender: 'Only a verified email identity can be a template’s sender',
} as const;

/** Addresses compare lower-cased: one identity per mailbox. */
export const toEmailAddress = (value: string): string => value.trim().toLowerCase();

export const emailAddressSchema = z
  .string({ error: EMAIL_IDENTITY_MESSAGES.invalidEmail })
  .max(EMAIL_IDENTITY_LIMITS.email, EMAIL_IDENTITY_MESSAGES.invalidEmail)
  .transform(toEmailAddress)
  .pipe(z.email(EMAIL_IDENTITY_MESSAGES.invalidEmail));

/** spec 3 §5 Batch add: one address per line, trimmed, empty lines dropped; the invalid ones are listed. */
export const parseBatch = (text: string): { emails: string[]; error: string | null } => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  if (lines.length === 0) return { emails: [], error: EMAIL_IDENTITY_MESSAGES.noneEntered };
  const invalid = lines.filter((line) => !emailAddressSchema.safeParse(line).success);
  if (invalid.length > 0) return { emails: [], error: EMAIL_IDENTITY_MESSAGES.invalidFormats(invalid) };
  return { emails: [...new Set(lines.map(toEmailAddress))], error: null };
};

/** spec 3 §4: how a verification status is shown. */
export const statusLabelOf = (status: string): 'Verified' | 'Pending' | 'Failed' | 'Not Started' => {
  switch (status) {
    case 'Success':
      return 'Verified';
    case 'Pending':
      return 'Pending';
    case 'Failed':
    case 'TemporaryFailure':
      return 'Failed';
    default:
      return 'Not Started';
  }
};

/** spec 3 §2.2: the token cut to 20 characters, or N/A. */
export const shownToken = (token: string | null): string => (token ? token.slice(0, 20) : 'N/A');

export type EmailIdentityView = Readonly<{
  email: string;
  verified: boolean;
  verificationStatus: VerificationStatus;
  verificationToken: string | null;
}>;
export type EmailIdentitySummary = Readonly<{ total: number; verified: number; pending: number; failed: number }>;
export type EmailIdentitiesView = Readonly<{ identities: EmailIdentityView[]; summary: EmailIdentitySummary }>;
export type SendingStatusView = Readonly<{ sandboxMode: boolean; message: string }>;
