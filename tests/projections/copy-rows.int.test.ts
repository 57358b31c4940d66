import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyRows } from '../../projections/projectors/copy-rows';
import { createTestDatabase } from '../support/database';

let db: Knex;
beforeAll(async () => {
  db = knex({ client: 'pg', connection: await createTestDatabase('copy_rows'), pool: { min: 0, max: 1 } });
  await db.raw('CREATE TABLE copied (id int PRIMARY KEY, body text, data json)');
});
afterAll(() => db.destroy());

it('COPY keeps every character that would end a field or a row, and nulls, and commits with its transaction', async () => {
  const awkward = 'tab\there, line\nbreak, return\r, back\\slash, \\N as text, ünïcode';
  const data = JSON.stringify({ chat: 'He said "hi"\nthen left\t', path: 'C:\\files' });
  await db.transaction((trx) =>
    copyRows(
      trx,
      'copied',
      ['id', 'body', 'data'],
      [
        ['1', awkward, data],
        ['2', null, null],
      ],
    ),
  );
  const rows = await db('copied').orderBy('id').select('id', 'body', db.raw('data::text AS data'));
  expect(rows).toEqual([
    { id: 1, body: awkward, data },
    { id: 2, body: null, data: null },
  ]);

  await expect(
    db.transaction(async (trx) => {
      await copyRows(trx, 'copied', ['id', 'body', 'data'], [['3', 'kept only if the transaction commits', null]]);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await db('copied').where({ id: 3 }).first()).toBeUndefined();
});
