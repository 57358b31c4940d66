import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { until } from '../support/wait';
import { createLogger, logFormatOf, type LogOutput } from '../../infra/operations/logger';

/** A stream that reads like a terminal or a pipe, collecting what the logger writes. */
const outputLike = (isTTY: boolean) => {
  const stream: LogOutput & PassThrough = Object.assign(new PassThrough(), { isTTY });
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean) };
};

describe('log format', () => {
  it('writes JSON lines in production and to a pipe, readable lines to a terminal otherwise', () => {
    expect(logFormatOf({ NODE_ENV: 'production' }, { isTTY: true } as LogOutput)).toBe('json');
    expect(logFormatOf({}, { isTTY: false } as LogOutput)).toBe('json');
    expect(logFormatOf({}, {} as LogOutput)).toBe('json');
    expect(logFormatOf({}, { isTTY: true } as LogOutput)).toBe('pretty');
    expect(logFormatOf({ LOG_FORMAT: 'json' }, { isTTY: true } as LogOutput)).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'Pretty', NODE_ENV: 'production' }, { isTTY: false } as LogOutput)).toBe('pretty');
  });

  it('a pipe gets one JSON object per line, with the password redacted', async () => {
    const pipe = outputLike(false);
    createLogger({}, pipe.stream).info({ correlationId: 'c-1', body: { password: 'secret' } }, 'signed in');
    await new Promise((resolve) => setImmediate(resolve));
    const [line] = pipe.lines().map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(line).toMatchObject({ level: 30, msg: 'signed in', correlationId: 'c-1', body: { password: '[Redacted]' } });
  });

  it('a terminal gets a readable line: time, level, message and fields, no JSON', async () => {
    const terminal = outputLike(true);
    createLogger({}, terminal.stream).info({ correlationId: 'c-2', body: { password: 'secret' } }, 'signed in');
    // pino-pretty writes on its own schedule: wait for the line, not for a fixed time.
    await until(async () => terminal.lines().length > 0, 'a readable log line');
    const text = terminal.lines().join('\n');
    expect(() => JSON.parse(terminal.lines()[0]!)).toThrow();
    // eslint-disable-next-line no-control-regex
    const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
    expect(plain).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: signed in/);
    expect(plain).toContain('correlationId: "c-2"');
    expect(plain).not.toContain('secret');
  });

  it('says once when LOG_FORMAT is mistyped, and goes on in the format it chose', async () => {
    const pipe = outputLike(false);
    createLogger({ LOG_FORMAT: 'jsno' }, pipe.stream);
    await new Promise((resolve) => setImmediate(resolve));
    expect(pipe.lines().map((text) => JSON.parse(text) as unknown)).toEqual([
      expect.objectContaining({ level: 40, LOG_FORMAT: 'jsno', format: 'json', msg: 'LOG_FORMAT is not json or pretty: chose by itself' }),
    ]);
  });
});
