import type { Command, Event } from '../shared/event';
import type { Decider } from '../shared/decider';

/**
 * A PDF copy of a job seeker's Word or text resume (spec 1 §7 POST /documents/convert, spec 2 §4), so
 * the report's PDF viewer shows it. One stream per seeker; a resume file is converted once, and asking
 * again answers the copy already made.
 */
export const resumePdfCopyStream = (userId: string) => `resumepdf-${userId}`;

export type ResumePdfCopyMade = Event<'ResumePdfCopyMade', { userId: string; resumeKey: string; pdfKey: string; madeAt: string }>;
export type ResumePdfCopyEvent = ResumePdfCopyMade;

export type RecordResumePdfCopy = Command<'RecordResumePdfCopy', { userId: string; resumeKey: string; pdfKey: string; now: string }>;

/** The copy of each converted resume, by the resume's storage key. */
export type ResumePdfCopies = Readonly<{ copies: Readonly<Record<string, string>> }>;

export const resumePdfCopyDecider: Decider<ResumePdfCopies, RecordResumePdfCopy, ResumePdfCopyEvent> = {
  initialState: () => ({ copies: {} }),
  // One event type: no switch to exhaust.
  evolve: (state, event) => ({ copies: { ...state.copies, [event.data.resumeKey]: event.data.pdfKey } }),
  decide: (command, state) => {
    const { now, ...copy } = command.data;
    if (state.copies[copy.resumeKey]) return [];
    return { type: 'ResumePdfCopyMade', data: { ...copy, madeAt: now } };
  },
};
