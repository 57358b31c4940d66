import { boothStream, type BoothEvent } from './booth/booth';
import { boothOrderStream, type BoothOrderEvent } from './booth/booth-order';
import { interviewSessionStream, type InterviewSessionEvent } from './interview/interview-session';
import { reviewStream, type ReviewEvent } from './interview/review';
import { jobFairStream, type JobFairEvent } from './jobfair/jobfair';
import { organizationStream, type OrganizationEvent } from './organization/organization';
import { presenceStream, type PresenceEvent } from './presence/presence';
import { boothQueueStream, type BoothQueueEvent } from './queue/booth-queue';
import { queueSeatStream, type QueueSeatEvent } from './queue/queue-seat';
import { availabilityStream, type RecruiterAvailabilityEvent } from './queue/recruiter-availability';
import { boothVisitStream, type BoothVisitEvent } from './report/booth-visit';
import { jobseekerRegistrationStream, type JobseekerRegistrationEvent } from './report/jobseeker-registration';
import { boothResumeStream, type BoothResumeEvent } from './resume/booth-resume';
import { resumePdfCopyStream, type ResumePdfCopyEvent } from './resume/resume-pdf-copy';
import { boothQuestionAnswersStream, type BoothQuestionAnswersEvent } from './queue/booth-question-answers';
import { boothInvitationStream, type BoothInvitationEvent } from './invitation/booth-invitation';
import { userGroupStream, type UserGroupEvent } from './user/user-group';
import type { Event } from './shared/event';
import { userStream, type UserEvent } from './user/user';
import { sponsorStream, type SponsorEvent } from './sponsor/sponsor';
import { subdomainStream, type SubdomainReservationEvent } from './sponsor/subdomain-reservation';
import { notificationTemplateStream, type NotificationTemplateEvent } from './notification/notification-template';
import { emailIdentityStream, type EmailIdentityEvent } from './notification/email-identity';
import { notificationSendStream, type NotificationSendEvent } from './delivery/notification-send';
import { messageStream, type MessageEvent } from './message/message';
import { inboxStream, type InboxEvent } from './message/inbox';
import { fairNotificationsStream, type FairNotificationsEvent } from './message/fair-notifications';
import { auditorStream, type AuditorEvent } from './audit/auditor';
import { auditQueryStream, type AuditQueryEvent } from './audit/audit-query-record';

/** Every event the platform stores; projectors switch over this union. */
export type DomainEvent =
  | OrganizationEvent
  | JobFairEvent
  | BoothEvent
  | BoothOrderEvent
  | UserEvent
  | BoothQueueEvent
  | QueueSeatEvent
  | RecruiterAvailabilityEvent
  | InterviewSessionEvent
  | BoothResumeEvent
  | ReviewEvent
  | PresenceEvent
  | BoothVisitEvent
  | SponsorEvent
  | SubdomainReservationEvent
  | ResumePdfCopyEvent
  | UserGroupEvent
  | BoothQuestionAnswersEvent
  | BoothInvitationEvent
  | JobseekerRegistrationEvent
  | NotificationTemplateEvent
  | EmailIdentityEvent
  | NotificationSendEvent
  | MessageEvent
  | InboxEvent
  | FairNotificationsEvent
  | AuditorEvent
  | AuditQueryEvent;

type Missing<All extends string, Listed extends readonly string[]> = Exclude<All, Listed[number]>;
type Repeated<Listed extends readonly unknown[]> = Listed extends readonly [infer First, ...infer Rest]
  ? First extends Rest[number]
    ? First
    : Repeated<Rest>
  : never;
/** Accepts `Listed` only when it names every type of `All` exactly once; otherwise the error says which. */
type EveryOnce<All extends string, Listed extends readonly string[]> = [Missing<All, Listed>] extends [never]
  ? [Repeated<Listed>] extends [never]
    ? unknown
    : { repeated: Repeated<Listed> }
  : { missing: Missing<All, Listed> };

/** One kind of stream: a sample name (the decider's own stream function) and every event type its decider appends. */
const stream =
  <E extends Event>() =>
  <const Types extends readonly E['type'][]>(name: string, events: Types & EveryOnce<E['type'], Types>) => ({ name, events });

const catalogue = {
  organization: stream<OrganizationEvent>()(organizationStream('<organizationId>'), [
    'OrganizationDetailsSaved',
    'OnboardingProgressRaised',
    'OrganizationSponsorChanged',
  ]),
  jobFair: stream<JobFairEvent>()(jobFairStream('<jobFairId>'), [
    'JobFairCreated',
    'JobFairUpdated',
    'JobFairPaid',
    'JobFairPaymentFailed',
    'JobFairActivated',
    'JobFairDeactivated',
    'JobFairDeleted',
    'JobFairLogoSet',
  ]),
  booth: stream<BoothEvent>()(boothStream('<boothId>'), [
    'BoothCreated',
    'BoothDetailsUpdated',
    'QueueQuestionsSaved',
    'BoothRecruitersAssigned',
    'BoothGroupsSaved',
    'BoothReordered',
    'BoothDeleted',
  ]),
  boothOrder: stream<BoothOrderEvent>()(boothOrderStream('<jobFairId>'), ['BoothsReordered']),
  user: stream<UserEvent>()(userStream('<userId>'), ['UserRegistered', 'UserNamesChanged', 'UserProfileSaved', 'UserRemoved']),
  presence: stream<PresenceEvent>()(presenceStream('<userId>'), ['UserPresenceChanged']),
  boothQueue: stream<BoothQueueEvent>()(boothQueueStream('<queueId>'), [
    'QueueEntered',
    'NextInQueueChosen',
    'InterviewAssigned',
    'QueueLeft',
    'CandidateReturnedToFront',
  ]),
  queueSeat: stream<QueueSeatEvent>()(queueSeatStream('<jobFairId>', '<seekerId>'), ['QueueSeatTaken', 'QueueSeatFreed']),
  recruiterAvailability: stream<RecruiterAvailabilityEvent>()(availabilityStream('<jobFairId>', '<recruiterId>'), [
    'RecruiterAvailabilityChanged',
    'RecruiterEngaged',
    'RecruiterReleased',
  ]),
  interviewSession: stream<InterviewSessionEvent>()(interviewSessionStream('<sessionId>'), [
    'InterviewOffered',
    'VideoRoomOpened',
    'InterviewStarted',
    'ChatMessagePosted',
    'InterviewExtended',
    'InterviewEnding',
    'InterviewEnded',
  ]),
  review: stream<ReviewEvent>()(reviewStream('<interviewSessionId>', '<ratedBy>'), ['ReviewSaved']),
  boothResume: stream<BoothResumeEvent>()(boothResumeStream('<boothId>', '<jobSeekerId>'), ['BoothResumeSaved']),
  boothVisit: stream<BoothVisitEvent>()(boothVisitStream('<boothId>', '<jobSeekerId>'), ['BoothVisited']),
  sponsor: stream<SponsorEvent>()(sponsorStream('<sponsorId>'), [
    'SponsorCreated',
    'SponsorUpdated',
    'SponsorSubdomainDisassociated',
    'SponsorDeleted',
  ]),
  subdomain: stream<SubdomainReservationEvent>()(subdomainStream('<subdomain>'), ['SubdomainReserved', 'SubdomainReleased']),
  resumePdfCopy: stream<ResumePdfCopyEvent>()(resumePdfCopyStream('<userId>'), ['ResumePdfCopyMade']),
  userGroup: stream<UserGroupEvent>()(userGroupStream('<groupId>'), ['UserGroupCreated', 'UserAddedToGroup', 'UserGroupDeleted']),
  boothQuestionAnswers: stream<BoothQuestionAnswersEvent>()(boothQuestionAnswersStream('<boothId>', '<jobSeekerId>'), [
    'BoothQuestionAnswersSaved',
  ]),
  boothInvitation: stream<BoothInvitationEvent>()(boothInvitationStream('<boothId>', '<jobSeekerId>'), [
    'InvitationSent',
    'InvitationWithdrawn',
    'InvitationAccepted',
  ]),
  jobseekerRegistration: stream<JobseekerRegistrationEvent>()(jobseekerRegistrationStream('<jobFairId>', '<jobSeekerId>'), [
    'JobseekerRegistered',
  ]),
  notificationTemplate: stream<NotificationTemplateEvent>()(notificationTemplateStream('<templateId>', '<channel>'), [
    'NotificationTemplateCreated',
    'NotificationTemplateUpdated',
  ]),
  emailIdentity: stream<EmailIdentityEvent>()(emailIdentityStream('<email>'), [
    'EmailIdentityAdded',
    'EmailIdentityVerificationRequested',
    'EmailIdentityVerificationFailed',
    'EmailIdentityVerified',
    'EmailIdentityDeleted',
  ]),
  notificationSend: stream<NotificationSendEvent>()(notificationSendStream('<sendId>'), [
    'NotificationSendSent',
    'NotificationSendFailed',
    'NotificationSendOutcomeUnknown',
    'NotificationSendRetried',
  ]),
  message: stream<MessageEvent>()(messageStream('<messageId>'), ['MessagePosted', 'MessageBroadcast', 'MessageReceiptsIssued']),
  inbox: stream<InboxEvent>()(inboxStream('<jobFairId>', '<recipientId>'), ['MessageReceiptRead', 'MessageReceiptsAllRead']),
  fairNotifications: stream<FairNotificationsEvent>()(fairNotificationsStream('<jobFairId>'), ['MessageReceiptsCleared']),
  auditor: stream<AuditorEvent>()(auditorStream('<userId>'), ['AuditorRoleGranted', 'AuditorRoleRevoked']),
  auditQuery: stream<AuditQueryEvent>()(auditQueryStream('<auditorId>'), ['AuditLogQueried', 'AuditEventViewed', 'AuditLogExported']),
};

type Listed = { [Kind in keyof typeof catalogue]: (typeof catalogue)[Kind]['events'][number] };
type InTwoKinds = { [Kind in keyof Listed]: Listed[Kind] & Listed[Exclude<keyof Listed, Kind>] }[keyof Listed];
type NotListed = Exclude<DomainEvent['type'], Listed[keyof Listed]>;
type NotDomainEvents = Exclude<Listed[keyof Listed], DomainEvent['type']>;
type EveryEventInOneKind = [NotListed, NotDomainEvents, InTwoKinds] extends [never, never, never]
  ? unknown
  : { notListed: NotListed; notDomainEvents: NotDomainEvents; inTwoKinds: InTwoKinds };

/**
 * The event catalogue: every kind of stream the store holds and the events it carries. The compiler
 * checks each list against its decider's event union and the whole against DomainEvent, so an event
 * added to a decider but not listed here, listed twice or under two kinds does not build.
 * docs/architecture.md's stream table is this one (tests/domain/event-catalogue.unit.test.ts).
 */
export const eventCatalogue = catalogue satisfies EveryEventInOneKind;
