import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../command-api/http/error-handler';
import { errorStatus } from '../../command-api/http/error-status';
import {
  Conflict,
  DomainError,
  Forbidden,
  InvalidCredentials,
  NotFound,
  Unauthenticated,
  ValidationFailed,
  WrongExpectedVersion,
  type DomainErrorCode,
} from '../../domain/shared/errors';

// A Record over the union: adding a DomainErrorCode without a row here fails to compile.
const expected: Record<DomainErrorCode, { status: number; code: string }> = {
  VALIDATION_FAILED: { status: 400, code: 'VALIDATION_FAILED' },
  UNAUTHENTICATED: { status: 401, code: 'UNAUTHENTICATED' },
  INVALID_CREDENTIALS: { status: 401, code: 'NotAuthorizedException' },
  FORBIDDEN: { status: 403, code: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, code: 'NOT_FOUND' },
  CONFLICT: { status: 409, code: 'CONFLICT' },
  WRONG_EXPECTED_VERSION: { status: 409, code: 'WRONG_EXPECTED_VERSION' },
  RATE_LIMITED: { status: 429, code: 'TooManyRequestsException' },
  THRESHOLD_ERROR: { status: 409, code: 'THRESHOLD_ERROR' },
  ALREADY_IN_QUEUE: { status: 409, code: 'ALREADY_IN_QUEUE' },
  UNAVAILABLE: { status: 503, code: 'UNAVAILABLE' },
};

describe('errorStatus', () => {
  it.each(Object.entries(expected))('maps %s to %o', (code, { status, code: publicCode }) => {
    expect(errorStatus(code as DomainErrorCode)).toMatchObject({ status, code: publicCode });
  });
});

describe('the error handler', () => {
  const answer = async (error: Error) => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/', async () => {
      throw error;
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return { status: response.statusCode, body: response.json() };
  };

  it.each([
    [
      new ValidationFailed([{ field: 'startDate', message: 'Date must be in the future' }]),
      400,
      [{ field: 'startDate', message: 'Date must be in the future', code: 'VALIDATION_FAILED' }],
    ],
    [new Unauthenticated(), 401, [{ message: 'Authentication required', code: 'UNAUTHENTICATED' }]],
    [new InvalidCredentials(), 401, [{ message: 'Invalid email or password. Please try again.', code: 'NotAuthorizedException' }]],
    [new Forbidden(), 403, [{ message: 'You do not have permission to do this', code: 'FORBIDDEN' }]],
    [new NotFound('Job fair'), 404, [{ message: 'Job fair not found', code: 'NOT_FOUND' }]],
    [
      new Conflict('Only an unpaid job fair can be deleted'),
      409,
      [{ message: 'Only an unpaid job fair can be deleted', code: 'CONFLICT' }],
    ],
    [
      new WrongExpectedVersion('jobfair-1', '3', 4n),
      409,
      [{ message: 'The data changed while saving. Please try again.', code: 'WRONG_EXPECTED_VERSION' }],
    ],
    [new DomainError('RATE_LIMITED', 'Slow down'), 429, [{ message: 'Slow down', code: 'TooManyRequestsException' }]],
  ])('answers %s in the envelope', async (error, status, errors) => {
    expect(await answer(error)).toEqual({ status, body: { isSuccess: false, data: null, errors } });
  });

  it('hides the details of unexpected errors behind a 500', async () => {
    const { status, body } = await answer(new Error('connection string postgres://secret@db leaked'));
    expect(status).toBe(500);
    expect(body).toEqual({
      isSuccess: false,
      data: null,
      errors: [{ message: 'Something went wrong! Please try again later.', code: 'INTERNAL' }],
    });
  });

  it('keeps the message of other 4xx errors', async () => {
    const error = Object.assign(new Error('Too early'), { statusCode: 425 });
    expect(await answer(error)).toEqual({
      status: 425,
      body: { isSuccess: false, data: null, errors: [{ message: 'Too early', code: 'BAD_REQUEST' }] },
    });
  });
});
