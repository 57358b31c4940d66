import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { apiLogger } from '../../command-api/http/logging';

const capture = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: apiLogger(pino({ level: 'info' }, stream)), text: () => lines.join('') };
};

describe('the API logger', () => {
  it('redacts passwords, tokens and challenge sessions wherever they sit one level deep', () => {
    const { logger, text } = capture();
    logger.info(
      { password: 'p1-secret', body: { newPassword: 'p2-secret', accessToken: 'tok-secret' }, challengeSession: 'ch-secret' },
      'something',
    );
    logger.info({ req: { headers: { authorization: 'Bearer tok-secret-2' } } }, 'headers');
    expect(text()).not.toMatch(/p1-secret|p2-secret|tok-secret|ch-secret/);
    expect(text()).toContain('[Redacted]');
  });

  it('logs request URLs without the signature of a file link', () => {
    const { logger, text } = capture();
    logger.info(
      { req: { method: 'GET', url: '/files/employer_logos/o/a.png?expires=1&signature=abcDEF', ip: '127.0.0.1' } },
      'incoming request',
    );
    expect(text()).toContain('/files/employer_logos/o/a.png?expires=1&signature=[Redacted]');
    expect(text()).not.toContain('abcDEF');
  });

  it('logs request URLs without checkout sessions or socket tokens', () => {
    const { logger, text } = capture();
    logger.info(
      { req: { method: 'GET', url: '/api/payments/local-checkout?session=chk.secret&x=1', ip: '127.0.0.1' } },
      'incoming request',
    );
    logger.info({ req: { method: 'GET', url: '/ws?token=eyJ.secret', ip: '127.0.0.1' } }, 'incoming request');
    expect(text()).toContain('/api/payments/local-checkout?session=[Redacted]&x=1');
    expect(text()).toContain('/ws?token=[Redacted]');
    expect(text()).not.toMatch(/chk\.secret|eyJ\.secret/);
  });
});
