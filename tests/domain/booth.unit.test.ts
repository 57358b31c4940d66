import { describe, it } from 'vitest';
import { boothDecider, type BoothEvent } from '../../domain/booth/booth';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const spec = deciderSpec(boothDecider);
const ids = { boothId: 'b1', jobFairId: 'f1', organizationId: 'o1' };
const now = '2026-11-22T12:00:00.000Z';
const fields = boothFieldsSchema.parse({ name: 'Engineering', companyImageUrl: 'logo.png' });
// Written before companyDocuments and subBooths existed: still folds.
const created: BoothEvent = { type: 'BoothCreated', data: { ...ids, ...fields, sortOrder: 0, createdBy: 'u1', createdAt: now } };
const update = (patch: object, mayManage = true) => ({
  type: 'UpdateBooth' as const,
  data: { ...ids, actorId: 'u2', now, patch, mayManage },
});

describe('booth decider', () => {
  it('records changed booth fields as one BoothDetailsUpdated carrying all of them', () => {
    spec
      .given([created])
      .when(update({ description: 'New', chatDuration: 300_000 }))
      .then([
        {
          type: 'BoothDetailsUpdated',
          data: {
            ...ids,
            name: 'Engineering',
            description: 'New',
            linkToJobBoard: '',
            hotJobSummary: '',
            chatDuration: 300_000,
            isFeatured: false,
            companyImageUrl: 'logo.png',
            minimumScore: 0,
            jobs: [],
            companyDocuments: [],
            updatedBy: 'u2',
            updatedAt: now,
          },
        },
      ]);
  });

  it('changes nothing when nothing changes', () => {
    spec
      .given([created])
      .when(update({ name: 'Engineering', recruiters: [], subBooths: [] }))
      .then([]);
  });

  it("splits recruiters and groups into their own events (the order is the booth-order stream's)", () => {
    const group = {
      id: 'g',
      name: 'Interns',
      description: '',
      hotJobSummary: '',
      recruiters: ['r2'],
      minimumScore: null,
      chatDuration: null,
      sortOrder: 0,
    };
    spec
      .given([created])
      .when(update({ recruiters: ['r1'], subBooths: [group] }))
      .then([
        { type: 'BoothRecruitersAssigned', data: { ...ids, recruiters: ['r1'], assignedBy: 'u2', assignedAt: now } },
        { type: 'BoothGroupsSaved', data: { ...ids, subBooths: [group], savedBy: 'u2', savedAt: now } },
      ]);
  });

  it('lets only a manager assign recruiters (spec 1 §6 "booth fields only")', () => {
    spec
      .given([created])
      .when(update({ recruiters: ['r1'] }, false))
      .thenThrows((e) => e instanceof Forbidden);
  });

  it('deletes once; a deleted booth or one of another fair is not found', () => {
    const deleted: BoothEvent = { type: 'BoothDeleted', data: { ...ids, deletedBy: 'u1', deletedAt: now } };
    spec
      .given([created])
      .when({ type: 'DeleteBooth', data: { ...ids, actorId: 'u1', now } })
      .then([deleted]);
    spec
      .given([created, deleted])
      .when(update({ name: 'Again' }))
      .thenThrows((e) => e instanceof NotFound);
    spec
      .given([created])
      .when({ type: 'DeleteBooth', data: { ...ids, jobFairId: 'f2', actorId: 'u1', now } })
      .thenThrows((e) => e instanceof NotFound);
  });
});
