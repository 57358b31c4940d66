import type { FastifyRequest } from 'fastify';
import { ValidationFailed } from '../../domain/shared/errors';

// Uploaded logos are checked by content, not only by the Content-Type the client claims.
export const LOGO_TYPES = {
  'image/png': { extension: 'png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  'image/jpeg': { extension: 'jpg', signature: [0xff, 0xd8, 0xff] },
} as const;
export type LogoType = keyof typeof LOGO_TYPES;

export const MAX_LOGO_BYTES = 10_485_760; // 10 MB, the platform's file limit (spec 2 §5)

export const isLogoType = (contentType: string | undefined): contentType is LogoType =>
  contentType !== undefined && Object.hasOwn(LOGO_TYPES, contentType);

export const looksLike = (content: Uint8Array, type: LogoType) =>
  LOGO_TYPES[type].signature.every((byte, index) => content[index] === byte);

/** A display name from the client's X-File-Name header: the last path part, printable, at most 255 characters. */
export const cleanFileName = (given: string | undefined, fallback: string) => {
  const name = (given ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 255);
  return name || fallback;
};

/**
 * The file name a client gives in the X-File-Name header, which the web client sends URI-encoded
 * (header values are Latin-1), cleaned as above. Malformed percent-encoding answers 400: it threw from
 * decodeURIComponent and answered 500. Every upload route reads the name through this.
 */
export const uploadFileName = (request: FastifyRequest, fallback: string) => {
  const header = request.headers['x-file-name'];
  if (typeof header !== 'string') return fallback;
  try {
    return cleanFileName(decodeURIComponent(header), fallback);
  } catch {
    throw new ValidationFailed([{ field: 'X-File-Name', message: 'X-File-Name must be URI-encoded (encodeURIComponent)' }]);
  }
};
