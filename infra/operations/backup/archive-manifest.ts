import type { CarriedTable } from './backup-contents';

export const ARCHIVE_FORMAT = 'jobfair-platform-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const DATABASE_DIR = 'database';
export const FILES_DIR = 'files';

/** The archive's table of contents, written last into its first entry. */
export type ArchiveManifest = Readonly<{
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  /** When the snapshot was taken (wall time, for people). */
  takenAt: string;
  /** Events of the log in the snapshot, for the restore's report. */
  events: number;
  tables: readonly (CarriedTable & { file: string; rows: number })[];
  /** 'local': the uploaded files are under files/; 's3': the bucket is backed up by its own versioning, not here. */
  files: 'local' | 's3';
}>;

export const tableFile = ({ schema, table }: Pick<CarriedTable, 'schema' | 'table'>) => `${DATABASE_DIR}/${schema}.${table}.copy`;
