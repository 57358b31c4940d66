import type { ApiError as EnvelopeError } from '../../../domain/http/envelope';

/** status 0 means the request never got an answer (network error). */
export const NETWORK_ERROR_STATUS = 0;

/** A failed call: the HTTP status, the envelope's errors and, for 400s, the message per form field. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: readonly EnvelopeError[];

  constructor(status: number, errors: readonly EnvelopeError[], fallbackMessage = `Request failed with status ${status}`) {
    super(errors[0]?.message ?? fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.code = errors[0]?.code;
    this.errors = errors;
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }

  /** First message per field, for showing 400 answers on the form fields. */
  get fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const error of this.errors) {
      if (error.field && !(error.field in byField)) byField[error.field] = error.message;
    }
    return byField;
  }

  /** Messages that belong to no field (shown above the form). */
  get formErrors(): string[] {
    return this.errors.filter((error) => !error.field).map((error) => error.message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
