import { describe, expect, it } from 'vitest';
import { boothResumeDecider, type BoothResumeEvent, type SaveBoothResume } from '../../domain/resume/booth-resume';
import { DROP_OFF_TEXTS, dropOffFileError, MAX_DROP_OFF_BYTES } from '../../domain/resume/booth-resume-schema';
import { NotFound, ValidationFailed } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const spec = deciderSpec(boothResumeDecider);
const ids = { boothId: 'b1', jobFairId: 'f1', organizationId: 'o1', jobSeekerId: 's1' };
const key = (name: string) => `b1/resumes/s1/${name}.pdf`;
const save = (id: string, file: string, jobTitle = 'Engineer', isUpdate = false): SaveBoothResume => ({
  type: 'SaveBoothResume',
  data: { id, ...ids, fileName: `${file}.pdf`, resumeS3Key: key(file), jobTitle, notes: '', isUpdate, now: '2026-11-22T16:00:00.000Z' },
});
const saved = (id: string, file: string, jobTitle = 'Engineer', replacedS3Key: string | null = null): BoothResumeEvent => ({
  type: 'BoothResumeSaved',
  data: {
    id,
    ...ids,
    fileName: `${file}.pdf`,
    resumeS3Key: key(file),
    jobTitle,
    notes: '',
    replacedS3Key,
    savedAt: '2026-11-22T16:00:00.000Z',
  },
});

describe('resume drop-off (spec 2 §4)', () => {
  it('leaves a resume; saving again keeps its id and names the file it replaced', () => {
    spec
      .given([])
      .when(save('r1', 'a'))
      .then([saved('r1', 'a')]);
    spec
      .given([saved('r1', 'a')])
      .when(save('r1', 'b', 'Engineer', true))
      .then([saved('r1', 'b', 'Engineer', key('a'))]);
    // A POST after one was left updates that one, never a second drop-off.
    spec
      .given([saved('r1', 'a')])
      .when(save('r2', 'a', 'Lead'))
      .then([saved('r1', 'a', 'Lead')]);
    spec
      .given([saved('r1', 'a')])
      .when(save('r1', 'a'))
      .then([]);
  });

  it("refuses a file outside the seeker's folder of this booth, and an update of a drop-off that is not theirs", () => {
    const foreign = { ...save('r1', 'a'), data: { ...save('r1', 'a').data, resumeS3Key: 'b1/resumes/other/a.pdf' } };
    spec
      .given([])
      .when(foreign)
      .thenThrows((error) => error instanceof ValidationFailed);
    spec
      .given([])
      .when(save('r1', 'a', 'Engineer', true))
      .thenThrows((error) => error instanceof NotFound);
    spec
      .given([saved('r1', 'a')])
      .when(save('r9', 'b', 'Engineer', true))
      .thenThrows((error) => error instanceof NotFound);
  });

  it("checks the picked files with the spec's messages, in order (spec 2 §5)", () => {
    const pdf = { name: 'cv.pdf', size: 1_000, type: 'application/pdf' };
    expect(dropOffFileError([pdf])).toBeNull();
    expect(dropOffFileError([])).toBeNull();
    expect(dropOffFileError([pdf, pdf])).toBe('You cannot upload more than 1file(s).');
    expect(dropOffFileError([{ ...pdf, size: MAX_DROP_OFF_BYTES + 1 }])).toBe('cv.pdf is larger than 10 MB. Please select a smaller file.');
    expect(dropOffFileError([{ ...pdf, size: MAX_DROP_OFF_BYTES }])).toBeNull();
    expect(dropOffFileError([{ name: 'cv.docx', size: 10, type: 'application/msword' }])).toBe(DROP_OFF_TEXTS.notPdf('cv.docx'));
  });
});
