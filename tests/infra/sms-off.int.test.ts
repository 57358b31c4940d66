import { randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../infra/clock/system-clock';
import { smsFromEnv } from '../../infra/sms/sms-from-env';
import { createTestDatabase } from '../support/database';

// SMS_PROVIDER=none, the production choice of no SMS provider (docs/deploy.md "Production"): an SMS is sent
// nowhere, not even to the demo's outbox, and the log says SMS are off.

let db: Knex;
beforeAll(async () => {
  db = knex({ client: 'pg', connection: await createTestDatabase('sms_off'), pool: { min: 0, max: 2 } });
});
afterAll(() => db.destroy());

describe('SMS_PROVIDER=none', () => {
  it('sends nothing, stores nothing, and says so in the log', async () => {
    const lines: { msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) });
    const sms = await smsFromEnv({ db, clock: systemClock, newId: randomUUID, logger }, { SMS_PROVIDER: 'none' });
    await sms.send({ to: '+15551234567', text: 'Your job fair starts in 30 minutes', purpose: 'notification' });

    expect(lines.map((line) => line.msg)).toEqual([
      'SMS off (SMS_PROVIDER=none): text messages are not sent',
      'SMS not sent: SMS_PROVIDER=none',
    ]);
    expect((await db.raw("SELECT to_regclass('sms_outbox') AS outbox")).rows).toEqual([{ outbox: null }]);
  });

  it('unset (the demo), the same SMS goes to the local outbox', async () => {
    const sms = await smsFromEnv({ db, clock: systemClock, newId: randomUUID }, {});
    await sms.send({ to: '+15551234567', text: 'Your job fair starts in 30 minutes', purpose: 'notification' });
    expect(await db('sms_outbox').select('recipient', 'body')).toEqual([
      { recipient: '+15551234567', body: 'Your job fair starts in 30 minutes' },
    ]);
  });
});
