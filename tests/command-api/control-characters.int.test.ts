import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnstorableText } from '../../command-api/plugins/app/control-characters';
import { buildTestApi, type TestApi } from '../support/api';
import { expectRefused } from '../support/refused';
import { castFor, organizationBody, type Cast } from './fixtures';

// Fuzzing found a NUL in any text field or query string answered 500 (Postgres text cannot hold it), and a
// probe a lone UTF-16 surrogate in any free-text field (Postgres refuses it in the event's JSON).
let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await buildTestApi('api_control_characters');
  cast = await castFor(api);
});
afterAll(() => api.close());

describe('control characters in a request', () => {
  const CONTROL = 'must not contain control characters';
  const LONE_SURROGATE = 'must be valid Unicode text';
  it.each([
    ['a NUL', 'Acme\u0000Corp', CONTROL],
    ['an escape', 'Acme\u001bCorp', CONTROL],
    ['a DEL', 'Acme\u007f', CONTROL],
    ['a lone high surrogate', 'Acme\ud800Corp', LONE_SURROGATE],
    ['a lone low surrogate', '\udc00Acme', LONE_SURROGATE],
    ['a high surrogate at the end', 'Acme \ud83d', LONE_SURROGATE],
  ])('in a body field: %s answers 400 naming the field and appends nothing', async (_name, companyName, problem) => {
    const { errors } = await expectRefused(
      api,
      () =>
        api.as(cast.employerAdmin, {
          method: 'PUT',
          url: `/api/organizations/${cast.organizationId}`,
          // JSON.stringify writes a lone surrogate as its escape, as a hostile client sends it.
          payload: JSON.stringify(organizationBody(companyName)),
          headers: { 'content-type': 'application/json' },
        }),
      400,
    );
    expect(errors).toEqual([{ field: 'companyName', message: `companyName ${problem}`, code: 'VALIDATION_FAILED' }]);
  });

  it('keeps characters outside the Basic Multilingual Plane (a surrogate pair)', async () => {
    const response = await api.as(cast.employerAdmin, {
      method: 'PUT',
      url: `/api/organizations/${cast.organizationId}`,
      payload: organizationBody('Acme \u{1F680} Rockets'),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('in a query string answers 400', async () => {
    const { errors } = await expectRefused(
      api,
      () => api.as(cast.employerAdmin, { method: 'GET', url: `/api/vjfpUsers/${cast.organizationId}?ids=%00` }),
      400,
    );
    expect(errors).toEqual([{ field: 'ids', message: 'ids must not contain control characters', code: 'VALIDATION_FAILED' }]);
  });

  it('keeps tabs and line breaks of multi-line texts', async () => {
    const response = await api.as(cast.employerAdmin, {
      method: 'PUT',
      url: `/api/organizations/${cast.organizationId}`,
      payload: organizationBody('Acme', { companyDetails: 'We build.\r\n\tAnd ship.' }),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first offending string or key, also deep in arrays', () => {
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toEqual({ path: 'body.a.1.c', fault: 'control characters' });
    expect(findUnstorableText({ ['k\u0001']: 1 }, 'body')).toEqual({ path: 'body', fault: 'control characters' });
    expect(findUnstorableText({ a: ['ok', { b: 'x\ud800' }] }, 'body')).toEqual({ path: 'body.a.1.b', fault: 'lone surrogates' });
    expect(findUnstorableText({ ['k\udfff']: 1 }, 'body')).toEqual({ path: 'body', fault: 'lone surrogates' });
    expect(findUnstorableText({ a: 'line\nbreak\ttab', b: '\u{1F680}' }, 'body')).toBeNull();
  });

  it('walks a hostile nesting 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep, 'body')?.path).toMatch(/^body(\.0)+$/);
  });
});
