import { CHECKPOINT_HEADER, READ_AFTER_HEADER } from '../../domain/http/read-your-writes';
import { compareCheckpoints, type Checkpoint } from '../../domain/shared/event';

/**
 * A test is one observer of the API it drives, whichever user each request signs in as: as a browser tab
 * sends back the newest X-Checkpoint it was answered (web/src/lib/http-client.ts), the test's reads carry
 * the newest one any of its requests was answered, so a read that starts after an answer the test saw
 * shows it (docs/read-side.md "Read your writes"). Reads made without these helpers wait only for their
 * caller's own writes.
 */
export const createReadAfter = () => {
  let seen: Checkpoint | null = null;
  return {
    /** The X-Read-After header for a request of this method: for GET and HEAD once an answer named a checkpoint. */
    headersFor: (method: string | undefined): Record<string, string> =>
      seen !== null && ['GET', 'HEAD'].includes((method ?? 'GET').toUpperCase()) ? { [READ_AFTER_HEADER]: seen } : {},
    /** Notes the checkpoint an answer named, if newer than those seen. */
    answered: (header: string | string[] | number | null | undefined): void => {
      if (typeof header !== 'string') return;
      if (seen === null || compareCheckpoints(header, seen) > 0) seen = header;
    },
    header: CHECKPOINT_HEADER,
  };
};
