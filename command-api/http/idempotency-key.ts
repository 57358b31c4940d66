import type { FastifyRequest } from 'fastify';
import { ValidationFailed } from '../../domain/shared/errors';

const MAX_KEY_LENGTH = 200;

/**
 * The client's Idempotency-Key header (a UUID the client makes per intent and resends on retry), or
 * undefined when absent. Printable ASCII only, as it is stored in event metadata and hashed into ids.
 */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key))
    throw new ValidationFailed([
      { field: 'Idempotency-Key', message: `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} printable characters without spaces` },
    ]);
  return key;
};
