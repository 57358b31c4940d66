import type { SmsSender } from '../../domain/ports/sms';

export type TwilioSmsOptions = Readonly<{
  accountSid: string;
  authToken: string;
  /** A Twilio number or messaging service sid (MG…) the messages come from. */
  from: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  baseUrl?: string;
}>;

/** US numbers as registered ("(555) 123-4567", "5551234567") in the E.164 form Twilio asks for. */
export const toE164 = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
};

/**
 * The SMS provider adapter (SMS_PROVIDER=twilio): Twilio's Messages REST call through fetch, no SDK.
 * Twilio keeps no idempotency key, so the delivery's own key (recorded before the call) is what keeps a
 * send single; a refused call throws with Twilio's message so the delivery screen shows the reason.
 */
export const createTwilioSms = ({
  accountSid,
  authToken,
  from,
  fetch: send = fetch,
  baseUrl = 'https://api.twilio.com',
}: TwilioSmsOptions): SmsSender => ({
  async send(message) {
    const form = new URLSearchParams({ To: toE164(message.to), Body: message.text });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const response = await send(`${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new Error(`Twilio refused the message (${response.status}): ${answer?.message ?? response.statusText}`);
    }
  },
});
