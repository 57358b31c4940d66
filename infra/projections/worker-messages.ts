import type { ChangeNotice } from '../../domain/ports/change-bus';
import type { BatchTiming, ProjectorStatus, RebuildResult } from '../../projections/runner';

/** What the projection worker is started with. */
export type WorkerOptions = Readonly<{ databaseUrl: string; batchSize?: number }>;

export type ToWorker = Readonly<{ type: 'stop' }> | Readonly<{ type: 'rebuild'; id: number; name?: string }>;

export type FromWorker =
  | Readonly<{ type: 'started'; status: ProjectorStatus[] }>
  | Readonly<{ type: 'notice'; notice: ChangeNotice }>
  | Readonly<{ type: 'batch'; timing: BatchTiming; status: ProjectorStatus[] }>
  | Readonly<{ type: 'rebuilt'; id: number; results: RebuildResult[]; status: ProjectorStatus[] }>
  | Readonly<{ type: 'rebuildFailed'; id: number; message: string }>
  | Readonly<{ type: 'log'; level: 'info' | 'error'; details: object; message: string }>
  | Readonly<{ type: 'stopped' }>;
