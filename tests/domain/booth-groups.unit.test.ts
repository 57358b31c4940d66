import { describe, expect, it } from 'vitest';
import { boothGroupSchema } from '../../domain/booth/booth-schema';
import { parseQueueId, queuesServedBy, queuesShownTo, queueTargetOf } from '../../domain/queue/booth-groups';
import { QUEUE_TEXTS } from '../../domain/queue/queue-texts';
import { NotFound, ValidationFailed } from '../../domain/shared/errors';

const boothId = '0b8f7c8e-3c1a-4e43-9a55-6d2a1c1e9f10';
const group = (id: string, recruiters: string[], minimumScore: number | null = null) =>
  boothGroupSchema.parse({ id, name: id, recruiters, minimumScore });
const grouped = { recruiters: ['lead'], minimumScore: 1, subBooths: [group('backend', ['rita'], 3), group('frontend', ['ravi', 'rita'])] };
const plain = { recruiters: ['lead'], minimumScore: 2, subBooths: [] };

describe('group queues (spec 2 §3 Group)', () => {
  it('reads a queue id as the booth and, after it, the group', () => {
    expect(parseQueueId(boothId)).toEqual({ boothId, groupId: null });
    expect(parseQueueId(`${boothId}-backend`)).toEqual({ boothId, groupId: 'backend' });
    expect(parseQueueId(`${boothId}-${boothId}`)).toEqual({ boothId, groupId: boothId });
    for (const bad of ['', 'booth-backend', `${boothId}-`, `${boothId}-a/b`, `${boothId}backend`]) expect(parseQueueId(bad)).toBeNull();
  });

  it("enters a group's queue with the group's minimum score when set, else the booth's (spec 2 §5)", () => {
    expect(queueTargetOf(boothId, grouped, 'backend')).toMatchObject({ queueId: `${boothId}-backend`, minimumScore: 3 });
    expect(queueTargetOf(boothId, grouped, 'frontend')).toMatchObject({ queueId: `${boothId}-frontend`, minimumScore: 1 });
    expect(queueTargetOf(boothId, plain, null)).toEqual({ queueId: boothId, group: null, minimumScore: 2 });
  });

  it('refuses the whole queue of a booth with groups, and an unknown group', () => {
    expect(() => queueTargetOf(boothId, grouped, null)).toThrow(ValidationFailed);
    expect(() => queueTargetOf(boothId, grouped, null)).toThrow(QUEUE_TEXTS.selectGroupFirst);
    expect(() => queueTargetOf(boothId, grouped, 'sales')).toThrow(NotFound);
    expect(() => queueTargetOf(boothId, plain, 'backend')).toThrow(NotFound);
  });

  it("offers a group's candidates to its own recruiters only; the dashboard shows a recruiter's groups, or all to a booth-level recruiter", () => {
    expect(queuesServedBy(boothId, grouped, 'rita')).toEqual([`${boothId}-backend`, `${boothId}-frontend`]);
    expect(queuesServedBy(boothId, grouped, 'ravi')).toEqual([`${boothId}-frontend`]);
    expect(queuesServedBy(boothId, grouped, 'lead')).toEqual([]);
    expect(queuesServedBy(boothId, plain, 'lead')).toEqual([boothId]);
    expect(queuesShownTo(boothId, grouped, 'ravi')).toEqual([`${boothId}-frontend`]);
    expect(queuesShownTo(boothId, grouped, 'lead')).toEqual([`${boothId}-backend`, `${boothId}-frontend`]);
    expect(queuesShownTo(boothId, plain, 'lead')).toEqual([boothId]);
  });
});
