import type { Knex } from 'knex';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector, type EventOf } from '../projector';
import { boothResumesKey } from '../queries/change-keys';

/**
 * The run in one statement: a resume's first event of the run gives the row it is created with, its last
 * event the fields it ends with; a resume stored before the run takes those fields if they are newer.
 */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<EventOf<'BoothResumeSaved'>>[]) => {
  const resumes = new Map<string, Record<string, unknown>>();
  for (const { data, revision } of events) {
    const first = resumes.get(data.id) ?? {
      id: data.id,
      booth_id: data.boothId,
      job_fair_id: data.jobFairId,
      organization_id: data.organizationId,
      job_seeker_id: data.jobSeekerId,
      created_at: data.savedAt,
    };
    const fields = { file_name: data.fileName, resume_s3_key: data.resumeS3Key, job_title: data.jobTitle, notes: data.notes };
    resumes.set(data.id, { ...first, ...fields, updated_at: data.savedAt, revision: String(revision) });
  }
  if (resumes.size === 0) return [];
  const { rows } = await trx.raw<{ rows: { booth_id: string }[] }>(
    `INSERT INTO booth_resumes AS r (id, booth_id, job_fair_id, organization_id, job_seeker_id, created_at, file_name, resume_s3_key, job_title, notes, updated_at, revision)
     SELECT * FROM json_to_recordset(?::json) AS e(id uuid, booth_id uuid, job_fair_id uuid, organization_id uuid, job_seeker_id uuid,
       created_at timestamptz, file_name text, resume_s3_key text, job_title text, notes text, updated_at timestamptz, revision bigint)
     ON CONFLICT (id) DO UPDATE SET file_name = EXCLUDED.file_name, resume_s3_key = EXCLUDED.resume_s3_key, job_title = EXCLUDED.job_title,
       notes = EXCLUDED.notes, updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision
     WHERE r.revision < EXCLUDED.revision
     RETURNING r.booth_id`,
    [JSON.stringify([...resumes.values()])],
  );
  return [...new Set(rows.map((row) => boothResumesKey(row.booth_id)))];
};

/** Resumes and notes left at booths (spec 2 §2.1 report tab, §2.2 drop-off). */
export const boothResumesProjector = defineProjector({
  name: 'boothResumes',
  handles: ['BoothResumeSaved'],
  tables: ['booth_resumes'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
