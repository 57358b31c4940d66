import type { Knex } from 'knex';
import type { ResumePdfCopyRow } from './rows';

/** The storage key of a resume's PDF copy, or null when none was made (spec 1 §7 /documents/convert). */
export const resumePdfCopyKey = async (db: Knex, resumeKey: string): Promise<string | null> =>
  (await db<ResumePdfCopyRow>('resume_pdf_copies').where({ resume_key: resumeKey }).first())?.pdf_key ?? null;
