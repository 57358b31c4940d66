import type { Checkpoint } from '../shared/event';

/** Published by the projection runner after each commit: which rows of which read model changed. */
export type ChangeNotice = Readonly<{
  model: string;
  /** Subscription keys whose rows changed, e.g. "organization:<id>" (see projections/README of each model). */
  keys: readonly string[];
  checkpoint: Checkpoint;
}>;

export interface ChangeBus {
  publish(notice: ChangeNotice): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(listener: (notice: ChangeNotice) => void): () => void;
  close(): Promise<void>;
}
