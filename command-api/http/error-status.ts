import type { DomainErrorCode } from '../../domain/shared/errors';
import { AUTH_ERROR_CODES } from '../../domain/auth/auth-messages';
import { assertNever } from '../../domain/shared/decider';

export type ErrorStatus = Readonly<{
  status: number;
  /** Goes to errors[].code; sign-in errors use the names the web form maps to spec 1 §8.1 messages. */
  code: string;
  /** Replaces the error's own message when that one speaks of internals. */
  message?: string;
}>;

/** The one place typed domain errors get their HTTP meaning. */
export const errorStatus = (code: DomainErrorCode): ErrorStatus => {
  switch (code) {
    case 'VALIDATION_FAILED':
      return { status: 400, code };
    case 'UNAUTHENTICATED':
      return { status: 401, code };
    case 'INVALID_CREDENTIALS':
      return { status: 401, code: AUTH_ERROR_CODES.notAuthorized };
    case 'FORBIDDEN':
      return { status: 403, code };
    case 'NOT_FOUND':
      return { status: 404, code };
    case 'CONFLICT':
      return { status: 409, code };
    case 'WRONG_EXPECTED_VERSION':
      // Only reached once handleCommand's retries are spent; the stream names stay on the server.
      return { status: 409, code, message: 'The data changed while saving. Please try again.' };
    case 'THRESHOLD_ERROR':
    case 'ALREADY_IN_QUEUE':
      // Queue refusals keep their own codes: the web opens the minimum-score dialog on THRESHOLD_ERROR (spec 2 §8).
      return { status: 409, code };
    case 'UNAVAILABLE':
      return { status: 503, code };
    case 'RATE_LIMITED':
      return { status: 429, code: AUTH_ERROR_CODES.tooManyRequests };
    default:
      return assertNever(code);
  }
};
