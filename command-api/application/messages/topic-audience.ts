import type { Knex } from 'knex';
import type { JobFairView } from '../../../domain/jobfair/jobfair-view';
import type { MessageTopic } from '../../../domain/message/message-topic';
import {
  boothQueueSeekerIds,
  boothVisitorIds,
  fairApplicantIds,
  organizationStaffIds,
} from '../../../projections/queries/message-audiences';

/**
 * The members of a topic's audience now (domain/message/message-topic.ts): a broadcast's recipients,
 * and the people a receipt of that topic may go to. Read once per message, whatever the audience's size.
 */
export const topicAudience = async (db: Knex, fair: JobFairView, topic: MessageTopic): Promise<string[]> => {
  if (topic.kind === 'booth')
    return topic.audience === 'Queue' ? boothQueueSeekerIds(db, topic.boothId) : boothVisitorIds(db, topic.boothId);
  if (topic.audience === 'Applicant') return fairApplicantIds(db, fair.id);
  if (topic.audience === 'Recruiter') return organizationStaffIds(db, fair.companyId);
  const [seekers, staff] = await Promise.all([fairApplicantIds(db, fair.id), organizationStaffIds(db, fair.companyId)]);
  return [...new Set([...seekers, ...staff])];
};
