import type { Command, Event } from '../shared/event';
import type { Decider } from '../shared/decider';
import { NotFound, ValidationFailed } from '../shared/errors';
import { boothResumePrefix, DROP_OFF_TEXTS, type BoothResumeFields } from './booth-resume-schema';

/**
 * A job seeker's resume and note left at one booth (spec 2 §2.2, §4 Resume drop-off): one per seeker
 * per booth, so saving again replaces it and the old file goes.
 */
export const boothResumeStream = (boothId: string, jobSeekerId: string) => `boothresume-${boothId}-${jobSeekerId}`;

type ResumeIds = { id: string; boothId: string; jobFairId: string; organizationId: string; jobSeekerId: string };
/** `replacedS3Key` is the file this save made obsolete, if any. */
export type BoothResumeSaved = Event<'BoothResumeSaved', ResumeIds & BoothResumeFields & { replacedS3Key: string | null; savedAt: string }>;
export type BoothResumeEvent = BoothResumeSaved;

/** `id` names the drop-off being updated (PUT), or is the new one's id (POST). */
export type SaveBoothResume = Command<'SaveBoothResume', ResumeIds & BoothResumeFields & { isUpdate: boolean; now: string }>;
export type BoothResumeCommand = SaveBoothResume;

export type BoothResume = { status: 'None' } | { status: 'Left'; id: string; resumeS3Key: string; fields: BoothResumeFields };

const sameFields = (a: BoothResumeFields, b: BoothResumeFields) =>
  a.fileName === b.fileName && a.resumeS3Key === b.resumeS3Key && a.jobTitle === b.jobTitle && a.notes === b.notes;

export const boothResumeDecider: Decider<BoothResume, BoothResumeCommand, BoothResumeEvent> = {
  initialState: () => ({ status: 'None' }),
  // One event and one command so far: no switch to exhaust.
  evolve: (_state, event) => {
    const { fileName, resumeS3Key, jobTitle, notes } = event.data;
    return { status: 'Left', id: event.data.id, resumeS3Key, fields: { fileName, resumeS3Key, jobTitle, notes } };
  },
  decide: (command, state) => {
    const { isUpdate, now, ...data } = command.data;
    // Only a file this seeker uploaded for this booth may be named (spec 2 §7 File storage path).
    if (!data.resumeS3Key.startsWith(boothResumePrefix(data.boothId, data.jobSeekerId)))
      throw new ValidationFailed([{ field: 'resumeS3Key', message: DROP_OFF_TEXTS.failed }]);
    if (isUpdate && (state.status !== 'Left' || state.id !== data.id)) throw new NotFound('Resume');
    // Saving again when one is left updates it (spec 2 §4), whichever call the client made.
    const id = state.status === 'Left' ? state.id : data.id;
    const fields = { fileName: data.fileName, resumeS3Key: data.resumeS3Key, jobTitle: data.jobTitle, notes: data.notes };
    if (state.status === 'Left' && sameFields(state.fields, fields)) return [];
    const replacedS3Key = state.status === 'Left' && state.resumeS3Key !== data.resumeS3Key ? state.resumeS3Key : null;
    return { type: 'BoothResumeSaved', data: { ...data, id, replacedS3Key, savedAt: now } };
  },
};
