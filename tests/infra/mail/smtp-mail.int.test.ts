import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMail } from '../../../infra/mail/smtp-mail';

// A real SMTP conversation. nodemailer delivers to an smtp-server started here,
// and mailparser reads back what arrived on the wire.
const received: { envelopeFrom: string; mail: ParsedMail }[] = [];
let server: SMTPServer;
let url: string;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mail adapter (nodemailer → smtp-server)', () => {
  it('delivers subject, sender identity, rendered HTML and its text alternative; the Message-ID follows the send key', async () => {
    const smtp = createSmtpMail({ url, defaultFrom: 'no-reply@jobfair.example' });
    const message = {
      to: 'seeker@example.com',
      from: 'careers@college.example',
      subject: 'Spring Fair starts in 30 minutes',
      html: '<p>Hello <strong>Ada</strong>,</p><ul><li>Spring Fair</li></ul><p><a href="https://fair.example/lobby">Join</a></p>',
      text: 'Hello Ada,\n- Spring Fair\nJoin: https://fair.example/lobby',
      purpose: 'notification:ReminderBeforeJobFairStart',
      idempotencyKey: 'reminder-template:email:user-1:jobfair-1',
    };
    await smtp.send(message);
    await smtp.send({ ...message, subject: 'Repeated after a crash' });
    smtp.close();

    expect(received).toHaveLength(2);
    const [first, repeated] = received;
    const { envelopeFrom, mail } = first!;
    expect(envelopeFrom).toBe('careers@college.example');
    expect(mail.from?.value[0]?.address).toBe('careers@college.example');
    expect((Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address).toBe('seeker@example.com');
    expect(mail.subject).toBe('Spring Fair starts in 30 minutes');
    expect(mail.html).toContain('<strong>Ada</strong>');
    expect(mail.html).toContain('<a href="https://fair.example/lobby">Join</a>');
    expect(mail.text?.trim()).toBe(message.text);
    expect(mail.headers.get('x-jobfair-purpose')).toBe('notification:ReminderBeforeJobFairStart');
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@college\.example>$/);
    expect(repeated?.mail.messageId).toBe(mail.messageId);
  });

  it('uses the default sender when the message names none', async () => {
    const smtp = createSmtpMail({ url, defaultFrom: 'no-reply@jobfair.example' });
    await smtp.send({ to: 'a@example.com', subject: 'Code', text: 'Your code is 123456', purpose: 'sign-up-confirmation' });
    smtp.close();
    expect(received.at(-1)?.mail.from?.value[0]?.address).toBe('no-reply@jobfair.example');
    expect(received.at(-1)?.mail.html).toBe(false);
  });
});
