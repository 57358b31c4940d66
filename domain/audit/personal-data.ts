import type { DomainEvent } from '../events';

// Personal data in each event type's data (docs/audit.md "Exports and personal data"): what an export redacts on request. A path
// is dot-separated; `*` stands for every key of an object or every item of an array. Ids are not listed:
// they name people without describing them, and an audit needs them to follow a person through the log.
// The type makes the list complete: a new event type does not build until someone decides its entry.

export const PERSONAL_DATA: { readonly [Type in DomainEvent['type']]: readonly string[] } = {
  OrganizationDetailsSaved: [],
  OnboardingProgressRaised: [],
  OrganizationSponsorChanged: [],
  JobFairCreated: [],
  JobFairUpdated: [],
  JobFairPaid: [],
  JobFairActivated: [],
  JobFairDeactivated: [],
  JobFairDeleted: [],
  JobFairLogoSet: [],
  JobFairPaymentFailed: [],
  JobseekerRegistered: ['registrationData.*'],
  InvitationSent: [],
  InvitationWithdrawn: [],
  InvitationAccepted: [],
  NotificationTemplateCreated: [],
  NotificationTemplateUpdated: [],
  // A sending address may be a person's own.
  EmailIdentityAdded: ['email'],
  EmailIdentityVerificationRequested: ['email'],
  EmailIdentityVerificationFailed: ['email'],
  EmailIdentityVerified: ['email'],
  EmailIdentityDeleted: ['email'],
  // Ids, an attempt count and the admin's id: the recipient's address stays in the send's record.
  NotificationSendRetried: [],
  NotificationSendSent: [],
  // A provider's reason often quotes the recipient's address ("550 5.1.1 <ada@example.com>: no such user").
  NotificationSendFailed: ['reason'],
  NotificationSendOutcomeUnknown: [],
  // Free text a recruiter or admin wrote to people; it may name them.
  MessagePosted: ['message'],
  MessageBroadcast: ['message'],
  MessageReceiptsIssued: [],
  MessageReceiptRead: [],
  MessageReceiptsAllRead: [],
  MessageReceiptsCleared: [],
  BoothCreated: [],
  BoothDetailsUpdated: [],
  QueueQuestionsSaved: [],
  BoothRecruitersAssigned: [],
  BoothGroupsSaved: [],
  BoothReordered: [],
  BoothDeleted: [],
  BoothsReordered: [],
  UserRegistered: ['email', 'firstName', 'lastName', 'contact.phone', 'contact.city', 'contact.state', 'contact.zip'],
  UserNamesChanged: ['firstName', 'lastName'],
  UserProfileSaved: ['firstName', 'lastName', 'applicant.*'],
  UserRemoved: [],
  UserPresenceChanged: [],
  QueueEntered: ['answers.*.answer'],
  NextInQueueChosen: [],
  InterviewAssigned: [],
  QueueLeft: ['note'],
  CandidateReturnedToFront: [],
  QueueSeatTaken: [],
  QueueSeatFreed: [],
  RecruiterAvailabilityChanged: [],
  RecruiterEngaged: [],
  RecruiterReleased: [],
  InterviewOffered: [],
  VideoRoomOpened: [],
  InterviewStarted: [],
  ChatMessagePosted: ['senderName', 'message'],
  InterviewExtended: [],
  InterviewEnding: [],
  InterviewEnded: [],
  ReviewSaved: ['notes'],
  BoothResumeSaved: ['fileName', 'resumeS3Key', 'replacedS3Key', 'jobTitle', 'notes'],
  BoothVisited: [],
  SponsorCreated: [],
  SponsorUpdated: [],
  SponsorSubdomainDisassociated: [],
  SponsorDeleted: [],
  SubdomainReserved: [],
  SubdomainReleased: [],
  ResumePdfCopyMade: ['resumeKey', 'pdfKey'],
  UserGroupCreated: [],
  UserAddedToGroup: [],
  UserGroupDeleted: [],
  BoothQuestionAnswersSaved: ['answers.*.answer'],
  AuditorRoleGranted: [],
  AuditorRoleRevoked: [],
  AuditLogQueried: [],
  AuditEventViewed: [],
  AuditLogExported: [],
};

export const REDACTED = '[redacted]';

const redactPath = (value: unknown, path: readonly string[]): unknown => {
  if (path.length === 0) return value === null || value === undefined ? value : REDACTED;
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return head === '*' ? value.map((item) => redactPath(item, rest)) : value;
  const record = value as Record<string, unknown>;
  if (head === '*') return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, redactPath(item, rest)]));
  return head! in record ? { ...record, [head!]: redactPath(record[head!], rest) } : record;
};

/** The data with every personal field of its type replaced by REDACTED (absent and null fields stay as they are). */
export const redactPersonalData = (type: string, data: unknown): unknown => {
  const paths = (PERSONAL_DATA as Readonly<Record<string, readonly string[]>>)[type] ?? [];
  return paths.reduce((redacted, path) => redactPath(redacted, path.split('.')), data);
};
