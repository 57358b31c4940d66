import { z } from 'zod';

/**
 * A number a form may also send as the digits typed (an `<input type="number">` value is a string).
 * Unlike `z.coerce.number()`, nothing else is converted: `true` is not 1 and `null` is not 0, both fail
 * the inner schema with its own message.
 */
export const formNumber = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), schema);
