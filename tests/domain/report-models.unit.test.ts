import { describe, expect, it } from 'vitest';
import { evolveBoothReport, initialBoothReport, type BoothReportEvent, type Caused } from '../../domain/report/booth-report-model';
import { evolveFairStaffing, initialFairStaffing, WHOLE_FAIR, type FairStaffingEvent } from '../../domain/report/fair-staffing-model';

// Each report model's one evolve (docs/architecture.md "One evolve per report model"): the projector finds what
// to write by the identity of entries, so an event that changes nothing must leave every entry as it was.
const ids = { jobFairId: 'fair', boothId: 'booth', organizationId: 'org', queueId: 'booth' };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 15, minute)).toISOString();
const caused = (type: BoothReportEvent['type'], data: Record<string, unknown>, revision = 0n) =>
  ({ type, data, revision, cause: null }) as Caused<BoothReportEvent, null>;

describe('the booth report model', () => {
  const visit = caused('BoothVisited', { ...ids, jobSeekerId: 'ann', visitedAt: at(1) });
  const questions = (revision: bigint, name: string) =>
    caused('QueueQuestionsSaved', { ...ids, questions: [{ id: 'q1', name, rank: 0 }], savedBy: 'x', savedAt: at(0) }, revision);

  it('counts a person once and keeps the entry of the first event; a replay replaces nothing', () => {
    const state = evolveBoothReport(initialBoothReport<null>(), visit);
    const entry = state.visitors.get('booth')!.get('ann');
    evolveBoothReport(state, { ...visit, data: { ...visit.data, visitedAt: at(5) } } as typeof visit);
    expect(state.visitors.get('booth')!.get('ann')).toBe(entry);
    expect(entry).toEqual({ jobFairId: 'fair', firstAt: at(1), cause: null });
  });

  it("keeps a question's wording of the newest booth revision, whatever order the saves come in", () => {
    const state = [questions(3n, 'New?'), questions(2n, 'Old?'), questions(3n, 'New?')].reduce(
      evolveBoothReport,
      initialBoothReport<null>(),
    );
    expect(state.questions.get('booth')!.get('q1')).toEqual({ name: 'New?', rank: 0, revision: 3n });
  });
});

describe('the staffing model', () => {
  const event = (type: FairStaffingEvent['type'], data: Record<string, unknown>) => ({ type, data }) as FairStaffingEvent;
  it('moves the numbers now by one per change and leaves untouched entries as they were', () => {
    const state = [
      event('QueueEntered', { ...ids, entryId: 'e1', seekerId: 'ann', enteredAt: at(0) }),
      event('QueueEntered', { ...ids, entryId: 'e2', seekerId: 'bob', enteredAt: at(1) }),
      event('RecruiterAvailabilityChanged', { ...ids, recruiterId: 'rita', isAvailableForChat: true, changedAt: at(2) }),
    ].reduce(evolveFairStaffing, initialFairStaffing());
    const before = state.waits.get('e2');
    evolveFairStaffing(state, event('InterviewAssigned', { ...ids, entryId: 'e1', seekerId: 'ann', assignedAt: at(3) }));
    expect(state.waits.get('e2')).toBe(before);
    expect([state.waiting.get('booth'), state.waiting.get(WHOLE_FAIR), state.available.get('booth')]).toEqual([1, 1, 1]);
  });
});
