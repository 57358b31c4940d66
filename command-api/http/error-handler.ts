import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '../../domain/http/envelope';
import { IdentityError } from '../../domain/auth/identity-errors';
import { DomainError, NamedRefusal } from '../../domain/shared/errors';
import { errorStatus } from './error-status';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { failure } from './envelope';

type ErrorAnswer = Readonly<{ status: number; errors: ApiError[] }>;

// Fastify's own 4xx errors, told in words a client developer can act on.
const FRAMEWORK_MESSAGES: Record<string, { message: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'Request body is not valid JSON', code: 'MALFORMED_REQUEST' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'Request body is empty but Content-Type is application/json', code: 'MALFORMED_REQUEST' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'Request body size does not match Content-Length', code: 'MALFORMED_REQUEST' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Unsupported Content-Type', code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_BAD_URL: { message: 'Malformed URL', code: 'MALFORMED_REQUEST' },
};

/** '/companyDocuments/0' in the body becomes 'companyDocuments.0'; the whole part is named by its context. */
const fieldOf = (context: string | undefined, instancePath: string) => {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || (context ?? 'body');
};

const describe = (error: FastifyError, request: FastifyRequest): ErrorAnswer => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError & { validationContext?: string }).validationContext;
    const errors = error.validation.map((issue) => ({
      field: fieldOf(context, issue.instancePath),
      message:
        issue.instancePath === '/' && issue.keyword === 'invalid_type'
          ? `Request ${context ?? 'body'} must be a JSON object`
          : (issue.message ?? 'Invalid value'),
      code: 'VALIDATION_FAILED',
    }));
    // One message per field, the first the schema gives, as the web form shows it.
    return { status: 400, errors: errors.filter((item, index) => errors.findIndex((other) => other.field === item.field) === index) };
  }
  if (error instanceof DomainError) {
    const { status, code: domainCode, message } = errorStatus(error.code);
    // Identity errors keep the provider's name (UsernameExistsException, ...), named refusals the spec's code:
    // the spec's catalogues are keyed by them.
    const code = error instanceof IdentityError ? error.identityCode : error instanceof NamedRefusal ? error.specCode : domainCode;
    const errors =
      error.fields.length > 0 ? error.fields.map((field) => ({ ...field, code })) : [{ message: message ?? error.message, code }];
    return { status, errors };
  }
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      errors: [{ message: 'The service is briefly unavailable. Please try again in a moment.', code: 'DATABASE_UNAVAILABLE' }],
    };
  const known = FRAMEWORK_MESSAGES[error.code];
  if (known) {
    const contentType = request.headers['content-type'];
    const message =
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && contentType ? `${known.message}: ${contentType.slice(0, 100)}` : known.message;
    return { status: error.statusCode ?? 400, errors: [{ message, code: known.code }] };
  }
  const status = error.statusCode ?? 500;
  // Other 4xx errors already carry a client-facing message; 5xx details stay in the log.
  if (status >= 400 && status < 500 && !isResponseSerializationError(error))
    return { status, errors: [{ message: error.message, code: 'BAD_REQUEST' }] };
  return { status: 500, errors: [{ message: 'Something went wrong! Please try again later.', code: 'INTERNAL' }] };
};

/** The one setErrorHandler: every error becomes the envelope; 5xx are logged in full and answered vaguely. */
export const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const { status, errors } = describe(error, request);
  if (status === 503) {
    request.log.warn({ err: error }, 'database unavailable');
    void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  } else if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, errors: errors.map((item) => item.code) }, 'request refused');
  return reply.code(status).send(failure(errors));
};

export const notFoundHandler = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send(failure([{ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'NOT_FOUND' }]));

/** Errors fastify raises before routing (a URL it cannot decode), answered in the envelope too. */
export const frameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  const { status, errors } = describe(error, request);
  void reply.code(status).send(failure(errors));
};
