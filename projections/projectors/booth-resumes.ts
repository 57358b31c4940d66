import { defineProjector } from '../projector';
import { boothResumesKey } from '../queries/change-keys';
import { insertOnce, updateIfNewer } from './row-guards';

/** Resumes and notes left at booths (spec 2 §2.1 report tab, §2.2 drop-off). */
export const boothResumesProjector = defineProjector({
  name: 'boothResumes',
  handles: ['BoothResumeSaved'],
  tables: ['booth_resumes'],
  apply: async (trx, event) => {
    const { id, boothId, jobFairId, organizationId, jobSeekerId, fileName, resumeS3Key, jobTitle, notes, savedAt } = event.data;
    const fields = { file_name: fileName, resume_s3_key: resumeS3Key, job_title: jobTitle, notes, updated_at: savedAt };
    const inserted = await insertOnce(trx, 'booth_resumes', {
      id,
      booth_id: boothId,
      job_fair_id: jobFairId,
      organization_id: organizationId,
      job_seeker_id: jobSeekerId,
      created_at: savedAt,
      revision: String(event.revision),
      ...fields,
    });
    const changed = inserted || (await updateIfNewer(trx, 'booth_resumes', id, event.revision, fields));
    return changed ? [boothResumesKey(boothId)] : [];
  },
});
