import { describe, expect, it } from 'vitest';
import { createTwilioSms, toE164 } from '../../../infra/sms/twilio-sms';

type Call = { url: string; init: RequestInit };
const recording = (status = 201, answer: unknown = { sid: 'SM1' }) => {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
};

describe('Twilio SMS adapter: the Messages REST call', () => {
  it('posts To in E.164, From and Body form-encoded to the account, with basic auth', async () => {
    const { calls, fetch } = recording();
    await createTwilioSms({ accountSid: 'AC123', authToken: 'secret', from: '+15550001111', fetch }).send({
      to: '(555) 123-4567',
      text: 'Your job fair starts in 30 minutes',
      purpose: 'notification',
    });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      To: '+15551234567',
      From: '+15550001111',
      Body: 'Your job fair starts in 30 minutes',
    });
  });

  it('sends from a messaging service when the sender is one, and throws Twilio’s reason when refused', async () => {
    const service = recording();
    await createTwilioSms({ accountSid: 'AC1', authToken: 't', from: 'MG42', fetch: service.fetch }).send({
      to: '+447700900123',
      text: 'x',
      purpose: 'p',
    });
    expect(Object.fromEntries(new URLSearchParams(service.calls[0]?.init.body as string))).toMatchObject({
      MessagingServiceSid: 'MG42',
      To: '+447700900123',
    });

    const refused = recording(400, { code: 21211, message: "The 'To' number is not a valid phone number." });
    await expect(
      createTwilioSms({ accountSid: 'AC1', authToken: 't', from: '+15550001111', fetch: refused.fetch }).send({
        to: '12',
        text: 'x',
        purpose: 'p',
      }),
    ).rejects.toThrow("Twilio refused the message (400): The 'To' number is not a valid phone number.");
  });

  it('writes US numbers as registered in E.164', () => {
    expect(toE164('5551234567')).toBe('+15551234567');
    expect(toE164('+1 (555) 123-4567')).toBe('+15551234567');
  });
});
