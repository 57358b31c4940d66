import { describe, expect, it } from 'vitest';
import type { Principal } from '../../domain/auth/roles';
import { inboxDecider, type MessageReceiptRead } from '../../domain/message/inbox';
import { messageDecider, type MessageBroadcast, type MessagePosted } from '../../domain/message/message';
import { announcementSchema, boothBroadcastSchema } from '../../domain/message/message-schema';
import { addressedTopics, senderVerdict, topicAddresses } from '../../domain/message/message-senders';
import { boothTopic, fairTopic, parseTopic, topicIdSchema } from '../../domain/message/message-topic';
import { deciderSpec } from '../support/decider-spec';

const FAIR = '22222222-2222-4222-8222-222222222222';
const BOOTH = '33333333-3333-4333-8333-333333333301';
const ORG = '11111111-1111-4111-8111-111111111111';
const NOW = '2026-11-22T16:00:00.000Z';
const person = (roles: Principal['roles'], organizationId: string | null, userId = 'u1'): Principal => ({
  userId,
  email: 'x@example.com',
  firstName: 'X',
  lastName: 'Y',
  roles,
  organizationId,
});
const admin = person(['Admin'], null);
const seeker = person(['Applicant'], null, 's1');
const recruiter = person(['Recruiter'], ORG, 'r1');
const otherRecruiter = person(['Recruiter'], ORG, 'r2');
const employer = person(['EmployerAdmin'], ORG, 'e1');
const stranger = person(['EmployerAdmin'], 'another-org', 'e2');

describe('message topics (spec 3 §3 "topic built from job fair id and audience")', () => {
  it('parses the five forms and nothing else', () => {
    expect(parseTopic(fairTopic(FAIR, 'Applicant'))).toEqual({ kind: 'fair', jobFairId: FAIR, audience: 'Applicant' });
    expect(parseTopic(boothTopic(FAIR, BOOTH, 'Queue'))).toEqual({ kind: 'booth', jobFairId: FAIR, boothId: BOOTH, audience: 'Queue' });
    for (const bad of [`${FAIR}:Admin`, `${FAIR}:booth:${BOOTH}:Lobby`, 'hello', `${FAIR}:Applicant:extra`])
      expect([parseTopic(bad), topicIdSchema.safeParse(bad).success]).toEqual([null, false]);
    expect(topicIdSchema.safeParse(boothTopic(FAIR, BOOTH, 'Booth')).success).toBe(true);
  });
});

describe('who may send (spec 3 §2.2 Announcements, spec 2 §2.1 Broadcast message)', () => {
  const facts = { fairOrganizationId: ORG, boothRecruiters: [recruiter.userId] };
  const fairWide = parseTopic(fairTopic(FAIR, 'All'))!;
  const queue = parseTopic(boothTopic(FAIR, BOOTH, 'Queue'))!;
  it('lets only platform admins address a whole fair', () => {
    expect(senderVerdict(admin, fairWide, { ...facts, boothRecruiters: null })).toBe('allowed');
    for (const sender of [recruiter, employer, seeker])
      expect(senderVerdict(sender, fairWide, { ...facts, boothRecruiters: null })).toBe('admins-only');
  });
  it("lets a booth's recruiters, the organization's employer admins and platform admins address a booth", () => {
    expect([admin, recruiter, employer].map((sender) => senderVerdict(sender, queue, facts))).toEqual(['allowed', 'allowed', 'allowed']);
    expect([otherRecruiter, stranger, seeker].map((sender) => senderVerdict(sender, queue, facts))).toEqual([
      'not-your-booth',
      'not-your-booth',
      'not-your-booth',
    ]);
    expect(senderVerdict(recruiter, queue, { ...facts, boothRecruiters: null })).toBe('no-such-booth');
  });
});

describe('whom a topic addresses (spec 3 §6, spec 1 §2.4)', () => {
  const open = { fairOrganizationId: ORG, fairOpenToSeeker: true, inBoothQueue: false, visitedBooth: false };
  it('addresses job seekers of an open fair as Applicant, the organization staff as Recruiter, both as All, and never a platform admin', () => {
    const topic = (audience: 'Applicant' | 'Recruiter' | 'All') => parseTopic(fairTopic(FAIR, audience))!;
    expect(['Applicant', 'Recruiter', 'All'].map((audience) => topicAddresses(seeker, topic(audience as 'All'), open))).toEqual([
      true,
      false,
      true,
    ]);
    expect(['Applicant', 'Recruiter', 'All'].map((audience) => topicAddresses(employer, topic(audience as 'All'), open))).toEqual([
      false,
      true,
      true,
    ]);
    expect(topicAddresses(stranger, topic('Recruiter'), open)).toBe(false);
    expect(topicAddresses(admin, topic('All'), open)).toBe(false);
    expect(topicAddresses(seeker, topic('Applicant'), { ...open, fairOpenToSeeker: false })).toBe(false);
  });
  it('addresses a booth queue to those in it now, and the booth to everyone who visited or queued', () => {
    const queue = parseTopic(boothTopic(FAIR, BOOTH, 'Queue'))!;
    const booth = parseTopic(boothTopic(FAIR, BOOTH, 'Booth'))!;
    expect(topicAddresses(seeker, queue, open)).toBe(false);
    expect(topicAddresses(seeker, queue, { ...open, inBoothQueue: true })).toBe(true);
    expect(topicAddresses(seeker, booth, { ...open, visitedBooth: true })).toBe(true);
    expect(topicAddresses(recruiter, booth, { ...open, visitedBooth: true })).toBe(false);
  });
  it('lists the topics of a job seeker in a queue', () =>
    expect(
      addressedTopics(seeker, FAIR, { fairOrganizationId: ORG, fairOpenToSeeker: true, queuedBooths: [BOOTH], visitedBooths: [] }),
    ).toEqual([fairTopic(FAIR, 'Applicant'), fairTopic(FAIR, 'All'), boothTopic(FAIR, BOOTH, 'Queue'), boothTopic(FAIR, BOOTH, 'Booth')]));
});

describe('a message (spec 1 §3)', () => {
  const spec = deciderSpec(messageDecider);
  const facts = { messageId: 'm1', jobFairId: FAIR, topicId: fairTopic(FAIR, 'Applicant'), message: 'Hi', createdBy: 'a1' };
  const broadcast: MessageBroadcast = { type: 'MessageBroadcast', data: { ...facts, recipientIds: ['s1', 's2'], postedAt: NOW } };
  const posted: MessagePosted = { type: 'MessagePosted', data: { ...facts, postedAt: NOW } };
  it('broadcasts to its whole audience as one event, each recipient once', () =>
    spec
      .given([])
      .when({ type: 'BroadcastMessage', data: { ...facts, recipientIds: ['s1', 's2', 's1'], now: NOW } })
      .then([broadcast]));
  it('refuses a blank message', () =>
    spec
      .given([])
      .when({ type: 'PostMessage', data: { ...facts, message: '  ', now: NOW } })
      .thenThrows((error) => String(error).includes('Message is required')));
  it('issues receipts only to recipients who hold none', () =>
    spec
      .given([broadcast])
      .when({ type: 'IssueMessageReceipts', data: { messageId: 'm1', jobFairId: FAIR, recipientIds: ['s2', 's3'], read: false, now: NOW } })
      .then([
        { type: 'MessageReceiptsIssued', data: { messageId: 'm1', jobFairId: FAIR, recipientIds: ['s3'], read: false, issuedAt: NOW } },
      ]));
  it('issues nothing to a message of another fair, or none at all', () => {
    spec
      .given([posted])
      .when({ type: 'IssueMessageReceipts', data: { messageId: 'm1', jobFairId: 'other', recipientIds: ['s1'], read: false, now: NOW } })
      .thenThrows((error) => String(error).includes('Message not found'));
    spec
      .given([])
      .when({ type: 'IssueMessageReceipts', data: { messageId: 'm1', jobFairId: FAIR, recipientIds: ['s1'], read: false, now: NOW } })
      .thenThrows((error) => String(error).includes('Message not found'));
  });
});

describe("a recipient's read marks (spec 1 §2.4)", () => {
  const spec = deciderSpec(inboxDecider);
  const ids = { jobFairId: FAIR, recipientId: 's1' };
  const read: MessageReceiptRead = { type: 'MessageReceiptRead', data: { ...ids, messageId: 'm1', readAt: NOW } };
  it('marks an unread receipt read once', () => {
    spec
      .given([])
      .when({ type: 'MarkMessageRead', data: { ...ids, messageId: 'm1', unread: true, now: NOW } })
      .then([read]);
    spec
      .given([read])
      .when({ type: 'MarkMessageRead', data: { ...ids, messageId: 'm1', unread: true, now: NOW } })
      .then([]);
    spec
      .given([])
      .when({ type: 'MarkMessageRead', data: { ...ids, messageId: 'm1', unread: false, now: NOW } })
      .then([]);
  });
  it('marks all the unread rest read in one event', () => {
    spec
      .given([read])
      .when({ type: 'MarkAllMessagesRead', data: { ...ids, unreadMessageIds: ['m1', 'm2', 'm3'], now: NOW } })
      .then([{ type: 'MessageReceiptsAllRead', data: { ...ids, messageIds: ['m2', 'm3'], readAt: NOW } }]);
    spec
      .given([read])
      .when({ type: 'MarkAllMessagesRead', data: { ...ids, unreadMessageIds: [], now: NOW } })
      .then([]);
  });
});

describe('the dialogs’ rules (spec 3 §5 Broadcast)', () => {
  it('need a non-empty message and an audience', () => {
    expect(announcementSchema.safeParse({ message: ' ', audiences: [] }).error?.issues.map((issue) => issue.message)).toEqual([
      'Message is required',
      'Please choose an audience',
    ]);
    expect(announcementSchema.safeParse({ message: 'Hi', audiences: ['Recruiter', 'Applicant'] }).success).toBe(true);
    expect(boothBroadcastSchema.safeParse({ to: 'Queue', message: '' }).success).toBe(false);
  });
});
