import type { Knex } from 'knex';
import type { Clock } from '../../domain/ports/clock';
import type { SmsSender } from '../../domain/ports/sms';
import { createOutboxSms } from './outbox-sms';
import { createTwilioSms } from './twilio-sms';

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required with SMS_PROVIDER=twilio`);
  return value;
};

/** SMS_PROVIDER=twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM) sends through Twilio; otherwise the local sms_outbox. */
export const smsFromEnv = async (
  deps: Readonly<{ db: Knex; clock: Clock; newId: () => string }>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SmsSender> =>
  env.SMS_PROVIDER?.trim() === 'twilio'
    ? createTwilioSms({
        accountSid: required(env, 'TWILIO_ACCOUNT_SID'),
        authToken: required(env, 'TWILIO_AUTH_TOKEN'),
        from: required(env, 'TWILIO_FROM'),
      })
    : createOutboxSms(deps);
