import { EMAIL_IDENTITY_MESSAGES } from '../../../../domain/notification/email-identity-schema';

// spec 3 §2.2 Email identities screen and §8, letter for letter where the spec gives words.
export const IDENTITY_TEXTS = {
  ...EMAIL_IDENTITY_MESSAGES,
  title: 'Email Identities',
  templates: 'Notification Templates',
  sandboxMode: 'Sandbox Mode',
  productionMode: 'Production Mode',
  addIdentity: 'Add Identity',
  batchAdd: 'Batch Add',
  deleteSelected: 'Delete Selected',
  email: 'Email address',
  status: 'Status',
  token: 'Verification token',
  actions: 'Actions',
  selectAll: 'Select all identities',
  select: (email: string) => `Select ${email}`,
  resend: (email: string) => `Resend verification to ${email}`,
  remove: (email: string) => `Delete ${email}`,
  empty: 'No email identities found',
  add: 'Add',
  cancel: 'Cancel',
  batchLabel: 'Email addresses, one per line',
  summary: (total: number, verified: number, pending: number, failed: number) =>
    `${total} ${total === 1 ? 'identity' : 'identities'}: ${verified} verified, ${pending} pending, ${failed} failed`,
  confirmDelete: (count: number) =>
    `Delete ${count === 1 ? 'this identity' : `these ${count} identities`}? Templates can no longer choose them as sender.`,
  deleteOne: 'Delete',
  verifiedTitle: 'Email address verified',
  verifying: 'Verifying your email address…',
  verified: (email: string) => `${email} is verified. The job fair platform may now send emails from it.`,
  verifyFailed: 'This email address could not be verified',
  home: 'Go to the home page',
} as const;
