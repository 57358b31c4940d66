import { z } from 'zod';

/**
 * Who a message is addressed to, named by its topic (spec 3 §3: "topic built from job fair id and
 * audience"). Every message and every receipt belongs to one topic, and a topic is one audience rule:
 * - `<jobFairId>:Applicant`: job seekers whose last presence was the fair (spec 3 §6);
 * - `<jobFairId>:Recruiter`: the fair organization's employer admins and recruiters (spec 3 §6);
 * - `<jobFairId>:All`: both, the Announcements dialog's "both" (one message, one event);
 * - `<jobFairId>:booth:<boothId>:Queue`: job seekers in the booth's queue (any of its groups) now;
 * - `<jobFairId>:booth:<boothId>:Booth`: job seekers who ever visited the booth or entered its queue.
 * Receipts go only to members of the topic's audience, and a user subscribes only to the topics whose
 * audience holds them, so one push per topic reaches exactly its readers (docs/messages.md).
 */
export const FAIR_AUDIENCES = ['Applicant', 'Recruiter', 'All'] as const;
export type FairAudience = (typeof FAIR_AUDIENCES)[number];
export const BOOTH_AUDIENCES = ['Queue', 'Booth'] as const;
export type BoothAudience = (typeof BOOTH_AUDIENCES)[number];

export type MessageTopic =
  | Readonly<{ kind: 'fair'; jobFairId: string; audience: FairAudience }>
  | Readonly<{ kind: 'booth'; jobFairId: string; boothId: string; audience: BoothAudience }>;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const FAIR_TOPIC = new RegExp(`^(${UUID}):(${FAIR_AUDIENCES.join('|')})$`);
const BOOTH_TOPIC = new RegExp(`^(${UUID}):booth:(${UUID}):(${BOOTH_AUDIENCES.join('|')})$`);
/** The longest topic: a booth topic (36 + 7 + 36 + 6). */
export const TOPIC_MAX_LENGTH = 90;

export const fairTopic = (jobFairId: string, audience: FairAudience): string => `${jobFairId}:${audience}`;
export const boothTopic = (jobFairId: string, boothId: string, audience: BoothAudience): string =>
  `${jobFairId}:booth:${boothId}:${audience}`;
export const topicId = (topic: MessageTopic): string =>
  topic.kind === 'fair' ? fairTopic(topic.jobFairId, topic.audience) : boothTopic(topic.jobFairId, topic.boothId, topic.audience);

/** The topic a string names, or null when it follows none of the forms above. Ids are kept lower case. */
export const parseTopic = (value: string): MessageTopic | null => {
  const fair = FAIR_TOPIC.exec(value);
  if (fair) return { kind: 'fair', jobFairId: fair[1]!.toLowerCase(), audience: fair[2] as FairAudience };
  const booth = BOOTH_TOPIC.exec(value);
  if (booth)
    return { kind: 'booth', jobFairId: booth[1]!.toLowerCase(), boothId: booth[2]!.toLowerCase(), audience: booth[3] as BoothAudience };
  return null;
};

export const TOPIC_FORMAT_MESSAGE =
  'topicId must be <jobFairId>:Applicant, <jobFairId>:Recruiter, <jobFairId>:All, <jobFairId>:booth:<boothId>:Queue or <jobFairId>:booth:<boothId>:Booth';

/** Both forms as one pattern, so the OpenAPI document says what a topic looks like. */
const TOPIC_PATTERN = new RegExp(`${FAIR_TOPIC.source}|${BOOTH_TOPIC.source}`);

export const topicIdSchema = z.string().max(TOPIC_MAX_LENGTH, TOPIC_FORMAT_MESSAGE).regex(TOPIC_PATTERN, TOPIC_FORMAT_MESSAGE);

/** Whether a topic addresses job seekers (Applicant, All, and every booth topic) and the fair's staff (Recruiter, All). */
export const topicAddressesSeekers = (topic: MessageTopic): boolean => topic.kind === 'booth' || topic.audience !== 'Recruiter';
export const topicAddressesStaff = (topic: MessageTopic): boolean => topic.kind === 'fair' && topic.audience !== 'Applicant';
