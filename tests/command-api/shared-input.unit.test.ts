import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { uuidListQuery } from '../../command-api/http/envelope';
import { uploadFileName } from '../../command-api/http/images';
import { ValidationFailed } from '../../domain/shared/errors';

// Fuzzing found two 500s: a non-UUID in ?ids= reached Postgres, and a malformed
// percent-encoding in X-File-Name threw from decodeURIComponent. Both are refused at the shared layer.
const A = '3f1c9a52-7d3b-4e0a-9b1e-2a4c6d8e0f12';
const B = 'b2e4f6a8-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('uuidListQuery', () => {
  const ids = uuidListQuery('ids');
  it('takes comma-separated UUIDs, with blanks around commas', () => {
    expect(ids.safeParse(`${A},${B}`).success).toBe(true);
    expect(ids.safeParse(`${A} , ${B}`).success).toBe(true);
  });
  it('refuses anything else with a message naming the parameter', () => {
    for (const bad of ['nope', `${A},nope`, `${A},`, '', `${A};${B}`])
      expect(ids.safeParse(bad).error?.issues[0]?.message).toBe('ids must be a comma-separated list of valid UUIDs');
    expect(ids.safeParse(Array.from({ length: 501 }, () => A).join(',')).error?.issues[0]?.message).toBe('ids may list at most 500 ids');
  });
});

describe('uploadFileName', () => {
  const request = (header?: string) => ({ headers: header === undefined ? {} : { 'x-file-name': header } }) as unknown as FastifyRequest;
  it('decodes the URI-encoded name the web client sends, and cleans it', () => {
    expect(uploadFileName(request(encodeURIComponent('Résumé 2026.pdf')), 'resume.pdf')).toBe('Résumé 2026.pdf');
    expect(uploadFileName(request(encodeURIComponent('C:\\fakepath\\cv<1>.pdf')), 'resume.pdf')).toBe('cv1.pdf');
    expect(uploadFileName(request(), 'resume.pdf')).toBe('resume.pdf');
  });
  it('answers 400 on malformed percent-encoding', () => {
    expect(() => uploadFileName(request('%E0%A4%A'), 'resume.pdf')).toThrow(ValidationFailed);
  });
});
