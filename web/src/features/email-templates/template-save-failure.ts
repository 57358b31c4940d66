import { isApiError } from '../../lib/api-error';
import { TEMPLATE_TEXTS as T } from './template-texts';

type SaveFailure = Readonly<{ message: string | null; fields: Record<string, string> }>;

const isSpecCode = (code: string | undefined): code is keyof typeof T.errors => code !== undefined && code in T.errors;

/**
 * spec 3 §8 Template save, by code: the spec's words (TEMPLATE_ID_EXISTS on the template ID); field messages of
 * the rules on their fields; otherwise the error's message or 'An unexpected error occurred. Please try again.'
 */
export const saveFailureOf = (error: unknown): SaveFailure => {
  if (!isApiError(error)) return { message: T.unexpected, fields: {} };
  if (error.isNetworkError) return { message: T.errors.NETWORK_ERROR, fields: {} };
  if (isSpecCode(error.code)) {
    const message = T.errors[error.code];
    const field = error.errors[0]?.field;
    return field ? { message: null, fields: { [field]: message } } : { message, fields: {} };
  }
  const fields = error.fieldErrors;
  if (Object.keys(fields).length > 0) return { message: null, fields };
  return { message: error.message || T.failedToSave, fields: {} };
};
