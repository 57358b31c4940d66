import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../domain/ports/clock';
import type { SmsSender } from '../../domain/ports/sms';
import { createOutboxSms } from './outbox-sms';
import { createTwilioSms } from './twilio-sms';

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required with SMS_PROVIDER=twilio`);
  return value;
};

/**
 * SMS_PROVIDER=none: SMS are off, as a deployment without an SMS provider chooses (docs/deploy.md "Production").
 * Nothing is stored or sent, so no outbox fills up unread; the log says so once at start and for each skipped SMS.
 */
const smsOff = (logger?: Logger): SmsSender => {
  logger?.warn('SMS off (SMS_PROVIDER=none): text messages are not sent');
  return {
    send: async (message) => logger?.info({ sms: { purpose: message.purpose } }, 'SMS not sent: SMS_PROVIDER=none'),
  };
};

/**
 * SMS_PROVIDER=twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM) sends through Twilio; none sends nothing;
 * unset, the local sms_outbox (the demo).
 */
export const smsFromEnv = async (
  deps: Readonly<{ db: Knex; clock: Clock; newId: () => string; logger?: Logger }>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SmsSender> => {
  const provider = env.SMS_PROVIDER?.trim();
  if (provider === 'none') return smsOff(deps.logger);
  return provider === 'twilio'
    ? createTwilioSms({
        accountSid: required(env, 'TWILIO_ACCOUNT_SID'),
        authToken: required(env, 'TWILIO_AUTH_TOKEN'),
        from: required(env, 'TWILIO_FROM'),
      })
    : createOutboxSms(deps);
};
