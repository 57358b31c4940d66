import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DeliveryOutcomeUnknown } from '../../../domain/ports/delivery-outcome';
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
    ).rejects.toThrow("Twilio refused the message (400, error 21211): The 'To' number is not a valid phone number.");
  });

  // Real sockets: where the call broke decides whether Twilio may have the message (docs/notifications.md "Exactly once").
  it('a call that never connects failed; one cut off after the request went out has an unknown outcome', async () => {
    const message = { to: '+15551234567', text: 'x', purpose: 'p' };
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createTwilioSms({ accountSid: 'AC1', authToken: 't', from: '+1', baseUrl: `http://127.0.0.1:${closedPort}` });
    const refused = await unreachable.send(message).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(DeliveryOutcomeUnknown);
    expect((refused as Error).message).toMatch(/^Could not reach Twilio: .*\(ECONNREFUSED\)$/);

    let requests = 0;
    const cutting = createServer((request) => {
      requests += 1;
      request.resume();
      request.on('end', () => request.socket.destroy());
    });
    await new Promise<void>((resolve) => cutting.listen(0, '127.0.0.1', resolve));
    const cut = createTwilioSms({
      accountSid: 'AC1',
      authToken: 't',
      from: '+1',
      baseUrl: `http://127.0.0.1:${(cutting.address() as AddressInfo).port}`,
    });
    await expect(cut.send(message)).rejects.toBeInstanceOf(DeliveryOutcomeUnknown);
    expect(requests).toBe(1);
    await new Promise<void>((resolve) => cutting.close(() => resolve()));
    expect(cut.deduplicatesByKey).toBeFalsy();
  });

  it('writes US numbers as registered in E.164', () => {
    expect(toE164('5551234567')).toBe('+15551234567');
    expect(toE164('+1 (555) 123-4567')).toBe('+15551234567');
  });
});
