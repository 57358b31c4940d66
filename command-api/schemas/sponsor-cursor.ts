import { z } from 'zod';
import { ValidationFailed } from '../../domain/shared/errors';
import type { SponsorPosition } from '../../projections/queries/sponsors';

// The sponsors list's cursor (spec 3 §7 data.nextCursor): the last row's name and id, base64url JSON, opaque to clients.
const CURSOR_MESSAGE = 'cursor must be one answered before';
const position = z.tuple([z.string().max(400), z.guid()]);

export const sponsorCursorQuery = z
  .string()
  .max(800, CURSOR_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+$/, CURSOR_MESSAGE);

export const encodeSponsorCursor = ({ name, id }: SponsorPosition): string => Buffer.from(JSON.stringify([name, id])).toString('base64url');

export const decodeSponsorCursor = (cursor: string | undefined): SponsorPosition | null => {
  if (cursor === undefined) return null;
  try {
    const [name, id] = position.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { name, id };
  } catch {
    throw new ValidationFailed([{ field: 'cursor', message: CURSOR_MESSAGE }]);
  }
};
