import { NamedRefusal, type DomainErrorCode } from '../shared/errors';
import { TEMPLATE_ERRORS, type TemplateErrorCode } from './template-view';

// The HTTP meaning of each spec 3 §8 template code, through the domain code it is closest to.
const DOMAIN_CODE: Record<Exclude<TemplateErrorCode, 'NETWORK_ERROR'>, DomainErrorCode> = {
  TEMPLATE_ID_EXISTS: 'CONFLICT',
  INVALID_EVENT_TYPE: 'VALIDATION_FAILED',
  INVALID_RECIPIENT: 'VALIDATION_FAILED',
  INVALID_TEMPLATE_FORMAT: 'VALIDATION_FAILED',
  PERMISSION_DENIED: 'FORBIDDEN',
};

const FIELD: Partial<Record<TemplateErrorCode, string>> = {
  TEMPLATE_ID_EXISTS: 'templateId',
  INVALID_EVENT_TYPE: 'eventType',
  INVALID_RECIPIENT: 'recipientType',
};

/** A template save refused with a spec 3 §8 code and its words (on the field the spec names, where it names one). */
export const templateRefusal = (code: Exclude<TemplateErrorCode, 'NETWORK_ERROR'>, field = FIELD[code]): NamedRefusal =>
  new NamedRefusal(code, DOMAIN_CODE[code], TEMPLATE_ERRORS[code], field ? [{ field, message: TEMPLATE_ERRORS[code] }] : []);
