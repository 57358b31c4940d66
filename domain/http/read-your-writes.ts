import type { Checkpoint } from '../shared/event';

// Read-your-writes over HTTP (docs/read-side.md "Read your writes"), shared by the API and the web client.

/** On a command's answer: where what it wrote (or answered from) stands in the event log. */
export const CHECKPOINT_HEADER = 'X-Checkpoint';
/** On a read: the newest X-Checkpoint the client was answered; the read waits until the read models have passed it. */
export const READ_AFTER_HEADER = 'X-Read-After';

/** An answer built from a decision that also names its checkpoint in the body (the enter's). */
export type WithCheckpoint<View> = View & Readonly<{ checkpoint: Checkpoint | null }>;
