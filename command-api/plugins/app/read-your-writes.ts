import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CHECKPOINT_HEADER, READ_AFTER_HEADER } from '../../../domain/http/read-your-writes';
import { compareCheckpoints, parseCheckpoint, type Checkpoint } from '../../../domain/shared/event';

const READ_AFTER = READ_AFTER_HEADER.toLowerCase();
/** Callers whose last write is kept in memory; beyond that, the least recently seen rely on their header alone. */
const KEPT_CALLERS = 50_000;
/** A write the projections have not passed after this long is long stale; the reads of its caller stop waiting for it. */
const KEPT_FOR_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one verb of read-your-writes (docs/read-side.md "Read your writes"): this answer wrote up to
     * `checkpoint` (no-op for null). Waits before answering until the projectors named in `readModels`
     * have applied it (every projector when omitted; none with `[]`, for an answer built from the
     * decision itself), keeps it as the caller's last write, so the caller's later reads wait for it, and
     * sends it back in `X-Checkpoint`. A projection that lags past the wait is logged and the answer goes
     * out with the read model as it stands: the command is stored, failing it would be worse.
     */
    wrote(request: FastifyRequest, checkpoint: Checkpoint | null, readModels?: readonly string[]): Promise<void>;
  }
  interface FastifyRequest {
    /** The newest checkpoint this request wrote (set by `wrote`), sent back in X-Checkpoint. */
    wroteUpTo: Checkpoint | null;
  }
}

const newest = (a: Checkpoint | null | undefined, b: Checkpoint | null | undefined): Checkpoint | null =>
  !a ? (b ?? null) : !b ? a : compareCheckpoints(a, b) >= 0 ? a : b;

/** The checkpoint a client sent back in X-Read-After; anything that is not one is ignored, never an error. */
const readAfterHeader = (request: FastifyRequest): Checkpoint | null => {
  const sent = request.headers[READ_AFTER];
  if (typeof sent !== 'string' || sent.length > 64) return null;
  try {
    parseCheckpoint(sent);
    return sent;
  } catch {
    return null;
  }
};

/**
 * Read-your-writes on the server, in one place: the verb command routes answer with (`wrote`), and the
 * wait of every GET or HEAD for its caller's own last write, never another caller's (ARCHITECTURE.md
 * "Application services": "the server answers from the decision or waits for the caller's own last
 * checkpoint"). The caller's last write is kept per signed-in user in a bounded in-process map, and is
 * also handed to the client (X-Checkpoint) and taken back (X-Read-After), so a read that reaches another
 * API process, or an anonymous caller's read, still waits for it.
 */
export default fp(
  async (app) => {
    const { awaitProjection } = app.deps;
    // Keyed by user, not session: a user's other tab reads their writes too.
    const lastWrites = new LRUCache<string, Checkpoint>({ max: KEPT_CALLERS, ttl: KEPT_FOR_MS });
    app.decorateRequest('wroteUpTo', null);

    /** Waits for the projections; a timeout is logged and the answer goes out with the read models as they stand. */
    const settle = async (request: FastifyRequest, checkpoint: Checkpoint, readModels?: readonly string[]): Promise<boolean> => {
      try {
        await awaitProjection(checkpoint, readModels);
        return true;
      } catch (error) {
        // An unknown projector name is a mistake in the route, not lag: let it surface. (By name: the
        // runner's error class lives beside the runner, which the API does not import.)
        if (!(error instanceof Error && error.name === 'ProjectionTimeout')) throw error;
        request.log.warn({ err: error, checkpoint }, 'read models did not catch up in time');
        return false;
      }
    };

    app.decorate('wrote', async (request: FastifyRequest, checkpoint: Checkpoint | null, readModels?: readonly string[]) => {
      if (checkpoint === null) return;
      request.wroteUpTo = newest(request.wroteUpTo, checkpoint);
      const caller = request.principal?.userId;
      if (caller) lastWrites.set(caller, newest(lastWrites.get(caller), checkpoint)!);
      if (readModels === undefined || readModels.length > 0) await settle(request, checkpoint, readModels);
    });

    app.addHook('onSend', async (request, reply) => {
      if (request.wroteUpTo !== null) reply.header(CHECKPOINT_HEADER, request.wroteUpTo);
    });

    // A read waits for its caller's own last write only: the one kept for a signed-in caller, or the one
    // the client sent back. (The principal is set by access-control's onRequest, before any preHandler.)
    app.addHook('preHandler', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const caller = request.principal?.userId;
      const kept = caller ? lastWrites.get(caller) : undefined;
      const readAfter = newest(kept, readAfterHeader(request));
      if (readAfter === null) return;
      // Once passed, the kept write is forgotten (unless a newer one came meanwhile): the map holds only
      // callers with writes still in flight, and their next reads skip the wait altogether.
      if ((await settle(request, readAfter)) && caller && kept !== undefined && lastWrites.get(caller) === kept) lastWrites.delete(caller);
    });
  },
  { name: 'read-your-writes', dependencies: ['ports'] },
);
