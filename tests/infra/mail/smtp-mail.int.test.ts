import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryOutcomeUnknown } from '../../../domain/ports/delivery-outcome';
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

/** An smtp-server of its own for one test, with its handlers; answers its smtp:// URL (credentials optional). */
const serverWith = async (options: ConstructorParameters<typeof SMTPServer>[0], credentials = '') => {
  const own = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], ...options });
  await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
  return {
    own,
    url: `smtp://${credentials}127.0.0.1:${(own.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => own.close(() => resolve())),
  };
};
const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });
const message = { to: 'seeker@example.com', subject: 'Hello', text: 'Hello', purpose: 'notification:JobseekerSignedUp' };
const failureOf = (url: string) =>
  createSmtpMail({ url, defaultFrom: 'no-reply@jobfair.example' })
    .send(message)
    .then(
      () => null,
      (error: unknown) => error as Error,
    );

// docs/notifications.md "Exactly once": a refusal is a failure with the server's words (retryable); a conversation
// cut short once the message may have reached the server is an unknown outcome (never sent again).
describe('SMTP mail adapter: what a failure says', () => {
  it('a refused recipient, a refused message and a refused sign-in fail with the server’s reply', async () => {
    const recipient = await serverWith({ onRcptTo: (_address, _session, callback) => callback(refusal(550, '5.1.1 No such mailbox')) });
    const spam = await serverWith({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback(refusal(554, '5.7.1 Message rejected as spam')));
      },
    });
    const signIn = await serverWith(
      { authOptional: false, onAuth: (_auth, _session, callback) => callback(new Error('Invalid username or password')) },
      'mailer:wrong@',
    );
    try {
      const failures = [await failureOf(recipient.url), await failureOf(spam.url), await failureOf(signIn.url)];
      expect(failures.map((failure) => failure?.message)).toEqual([
        'The SMTP server refused the message at RCPT TO: 550 5.1.1 No such mailbox',
        'The SMTP server refused the message at DATA: 554 5.7.1 Message rejected as spam',
        'The SMTP server refused the sign-in: 535 Invalid username or password',
      ]);
      expect(failures.some((failure) => failure instanceof DeliveryOutcomeUnknown)).toBe(false);
      // The password in SMTP_URL never reaches the reason an admin reads.
      expect(failures.map((failure) => failure?.message).join()).not.toContain('wrong');
    } finally {
      await Promise.all([recipient.close(), spam.close(), signIn.close()]);
    }
  });

  it('a server that cannot be reached fails; one that hangs up after taking the message leaves the outcome unknown', async () => {
    const gone = await serverWith({});
    await gone.close();
    const unreachable = await failureOf(gone.url);
    expect(unreachable?.message).toMatch(/^Could not reach the SMTP server: connect ECONNREFUSED/);
    expect(unreachable).not.toBeInstanceOf(DeliveryOutcomeUnknown);

    let taken = 0;
    const hangingUp = await serverWith({
      onData(stream, session, _callback) {
        stream.resume();
        stream.on('end', () => {
          taken += 1;
          // The whole message arrived; the server hangs up instead of answering 250.
          for (const connection of hangingUp.own.connections) if (connection.id === session.id) connection._socket.destroy();
        });
      },
    });
    try {
      const cut = await failureOf(hangingUp.url);
      expect(cut).toBeInstanceOf(DeliveryOutcomeUnknown);
      expect(cut?.message).toMatch(/^The connection to the SMTP server ended before it answered/);
      expect(taken).toBe(1);
    } finally {
      await hangingUp.close();
    }
  });
});
