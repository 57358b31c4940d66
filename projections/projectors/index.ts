import type { Projector } from '../projector';
import { boothsProjector } from './booths';
import { jobFairsProjector } from './jobfairs';
import { interviewSessionsProjector } from './interview-sessions';
import { organizationsProjector } from './organizations';
import { queuesProjector } from './queues';
import { recruiterAvailabilityProjector } from './recruiter-availability';
import { usersProjector } from './users';
import { boothResumesProjector } from './booth-resumes';
import { reviewsProjector } from './reviews';
import { presenceProjector } from './presence';
import { queueSeatsProjector } from './queue-seats';
import { boothReportProjector } from './booth-report';
import { sponsorsProjector } from './sponsors';
import { resumePdfCopiesProjector } from './resume-pdf-copies';
import { userGroupsProjector } from './user-groups';
import { boothQuestionAnswersProjector } from './booth-question-answers';
import { queueAdminRemovalsProjector } from './queue-admin-removals';
import { companiesProjector } from './companies';
import { boothInvitationsProjector } from './booth-invitations';
import { reportTimelineProjector } from './report-timeline';
import { jobseekerRegistrationsProjector } from './jobseeker-registrations';
import { fairStaffingProjector } from './fair-staffing';
import { notificationTemplatesProjector } from './notification-templates';
import { emailIdentitiesProjector } from './email-identities';
import { messagesProjector } from './messages';
import { auditorsProjector } from './auditors';
import { auditEventsProjector } from './audit-events';

/** Every projector the runner drives; names are their checkpoint ids, so never rename one. */
export const projectors: readonly Projector[] = [
  organizationsProjector,
  jobFairsProjector,
  boothsProjector,
  usersProjector,
  queuesProjector,
  recruiterAvailabilityProjector,
  interviewSessionsProjector,
  boothResumesProjector,
  reviewsProjector,
  presenceProjector,
  queueSeatsProjector,
  boothReportProjector,
  sponsorsProjector,
  resumePdfCopiesProjector,
  userGroupsProjector,
  boothQuestionAnswersProjector,
  queueAdminRemovalsProjector,
  companiesProjector,
  boothInvitationsProjector,
  reportTimelineProjector,
  jobseekerRegistrationsProjector,
  fairStaffingProjector,
  notificationTemplatesProjector,
  emailIdentitiesProjector,
  messagesProjector,
  auditorsProjector,
  auditEventsProjector,
];
