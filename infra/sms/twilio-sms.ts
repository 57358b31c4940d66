import { DeliveryOutcomeUnknown } from '../../domain/ports/delivery-outcome';
import type { SmsSender } from '../../domain/ports/sms';

/** Twilio's answer to a refused call: its error code (twilio.com/docs/api/errors) and message. */
type TwilioError = Readonly<{ code?: number; message?: string }>;

/** Inside the delivery's 60 s claim (SEND_LEASE_MS): a call that outlasts it has an unknown outcome, not a second sender. */
const TIME_LIMIT_MS = 30_000;

/** Errors of a call that never reached Twilio (name lookup, refused connection): nothing was sent. */
const NOT_CONNECTED = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

const causeCode = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

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
 * Twilio's Messages API keeps no idempotency key, so this adapter does not claim deduplicatesByKey: a send
 * whose answer was lost is never made again (docs/notifications.md "Exactly once"). A refused call throws with
 * Twilio's status, code and message, which the delivery screen shows; a call that failed after it may have
 * reached Twilio throws DeliveryOutcomeUnknown.
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
      signal: AbortSignal.timeout(TIME_LIMIT_MS),
    }).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      const code = causeCode(error);
      if (code && NOT_CONNECTED.has(code)) throw new Error(`Could not reach Twilio: ${reason} (${code})`);
      throw new DeliveryOutcomeUnknown(
        `The call to Twilio ended before it answered (${code ?? reason}). It may have been sent, so it is not sent again.`,
        { cause: error },
      );
    });
    // Twilio answered and created no message (4xx: refused, 5xx: it failed): nothing was sent, so a retry is safe.
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as TwilioError | null;
      const code = answer?.code === undefined ? '' : `, error ${answer.code}`;
      throw new Error(`Twilio refused the message (${response.status}${code}): ${answer?.message ?? response.statusText}`);
    }
  },
});
