import knex, { type Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsByIdSharedPerTurn } from '../../projections/queries/shared-reads';
import { createTestDatabase } from '../support/database';

let db: Knex;

beforeAll(async () => {
  db = knex({ client: 'pg', connection: await createTestDatabase('shared_reads'), pool: { min: 0, max: 2 } });
});
afterAll(async () => {
  await db.destroy();
});

describe('reads by id shared per turn', () => {
  it('sends the ids asked in one turn as one read, each id once, and answers every caller', async () => {
    const asked: (readonly string[])[] = [];
    // A real statement: Postgres answers the ids it is given, as a table would answer the rows it holds.
    const read = readsByIdSharedPerTurn(async (database, ids) => {
      asked.push(ids);
      const { rows } = await database.raw<{ rows: { id: string }[] }>('SELECT unnest(?::uuid[])::text AS id', [[...ids]]);
      return new Map(rows.filter((row) => !row.id.endsWith('0')).map((row) => [row.id, `row ${row.id}`]));
    });
    const [a, b] = [randomUUID().replace(/.$/, '1'), randomUUID().replace(/.$/, '2')];
    const absent = randomUUID().replace(/.$/, '0');

    const answers = await Promise.all([read(db, a), read(db, b), read(db, a), read(db, absent), read(db, 'not-a-uuid')]);
    expect(asked).toEqual([[a, b, absent]]);
    expect(answers).toEqual([`row ${a}`, `row ${b}`, `row ${a}`, undefined, undefined]);

    // A later turn reads again: nothing is kept between turns.
    expect(await read(db, a)).toBe(`row ${a}`);
    expect(asked).toHaveLength(2);

    // An id in upper case is the same uuid, as Postgres reads it.
    expect(await read(db, a.toUpperCase())).toBe(`row ${a}`);
    expect(asked.at(-1)).toEqual([a]);
  });

  it('does not read at all for a turn of ids that are not uuids', async () => {
    let reads = 0;
    const read = readsByIdSharedPerTurn(async () => {
      reads++;
      return new Map<string, string>();
    });
    expect(await Promise.all([read(db, "x' OR 1=1"), read(db, '')])).toEqual([undefined, undefined]);
    expect(reads).toBe(0);
  });
});
