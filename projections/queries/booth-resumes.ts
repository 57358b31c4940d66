import type { Knex } from 'knex';
import type { BoothResumeView } from '../../domain/resume/booth-resume-view';
import type { BoothResumeRow } from './rows';

/** A resume with the names of the seeker who left it (null once the user row is gone). */
type Row = BoothResumeRow & Readonly<{ first_name: string | null; last_name: string | null }>;

export type StoredBoothResume = Omit<BoothResumeView, 'resumeUrl'>;

const toView = (row: Row): StoredBoothResume => ({
  id: row.id,
  boothId: row.booth_id,
  jobFairId: row.job_fair_id,
  jobSeekerId: row.job_seeker_id,
  firstName: row.first_name ?? null,
  lastName: row.last_name ?? null,
  fileName: row.file_name,
  resumeS3Key: row.resume_s3_key,
  jobTitle: row.job_title,
  notes: row.notes,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** Resumes left at a booth, newest first; one seeker's only when named (spec 1 §7 ?jobSeekerId). */
export const listBoothResumes = async (
  db: Knex,
  jobFairId: string,
  boothId: string,
  jobSeekerId?: string,
): Promise<StoredBoothResume[]> => {
  const rows = await db('booth_resumes as r')
    .leftJoin('users as u', 'u.id', 'r.job_seeker_id')
    .where({ 'r.booth_id': boothId, 'r.job_fair_id': jobFairId })
    .modify((query) => {
      if (jobSeekerId) query.andWhere('r.job_seeker_id', jobSeekerId);
    })
    .orderBy('r.updated_at', 'desc')
    .select<Row[]>('r.*', 'u.first_name', 'u.last_name');
  return rows.map(toView);
};
