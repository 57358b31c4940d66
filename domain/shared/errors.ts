// Typed domain errors. Each carries a code; command-api maps codes to HTTP statuses in one place
// (command-api/http/error-status.ts), so domain code never speaks HTTP.
export type FieldError = Readonly<{ field: string; message: string }>;

export type DomainErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'WRONG_EXPECTED_VERSION'
  | 'RATE_LIMITED'
  | 'INVALID_CREDENTIALS'
  | 'THRESHOLD_ERROR'
  | 'ALREADY_IN_QUEUE'
  | 'UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailed extends DomainError {
  constructor(fields: readonly FieldError[], message = fields[0]?.message ?? 'Invalid request') {
    super('VALIDATION_FAILED', message, fields);
  }
}
export class Unauthenticated extends DomainError {
  constructor(message = 'Authentication required') {
    super('UNAUTHENTICATED', message);
  }
}
export class Forbidden extends DomainError {
  constructor(message = 'You do not have permission to do this') {
    super('FORBIDDEN', message);
  }
}
export class NotFound extends DomainError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} not found`);
  }
}
/** A business rule refused the command (e.g. deleting a paid job fair). */
/** A capability this server was started without (e.g. no document converter); the request itself was fine. */
export class Unavailable extends DomainError {
  constructor(message: string) {
    super('UNAVAILABLE', message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}
/**
 * A refusal the spec names by a code of its own (spec 3 §8 TEMPLATE_ID_EXISTS, PERMISSION_DENIED, …): answered
 * with that code and the spec's words, with the HTTP status of the domain code it is closest to.
 */
export class NamedRefusal extends DomainError {
  constructor(
    readonly specCode: string,
    code: DomainErrorCode,
    message: string,
    fields: readonly FieldError[] = [],
  ) {
    super(code, message, fields);
  }
}
/** The stream moved since it was read; the same error for every event store adapter. */
export class WrongExpectedVersion extends DomainError {
  constructor(
    readonly streamId: string,
    readonly expected: string,
    readonly actual: bigint | null,
  ) {
    super('WRONG_EXPECTED_VERSION', `Stream ${streamId} is at ${actual ?? 'no stream'}, expected ${expected}`);
  }
}
export class InvalidCredentials extends DomainError {
  constructor() {
    super('INVALID_CREDENTIALS', 'Invalid email or password. Please try again.');
  }
}
