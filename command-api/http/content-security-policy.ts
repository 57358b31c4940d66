import type { IdentityClientConfig } from '../../domain/auth/identity-client-config';

// Vonage Video's client SDK talks to these when Vonage is configured; listed always (the API does not know).
const VONAGE = ['https://*.opentok.com', 'wss://*.opentok.com', 'https://*.tokbox.com', 'wss://*.tokbox.com', 'https://*.vonage.com'];

/**
 * The app's policy: scripts only from this origin (the built client has no inline script), framed only
 * by itself (the PDF viewer and Keycloak's silent check-sso frame are same-origin pages). Styles allow
 * 'unsafe-inline' because Blueprint's popovers and the ALTCHA widget inject style elements; styles run
 * no code. Blobs carry the ALTCHA worker and camera previews.
 */
export const contentSecurityPolicy = (identity: IdentityClientConfig | undefined, fileLinkOrigin?: string): string => {
  const keycloak = identity?.engine === 'keycloak' ? [new URL(identity.url).origin] : [];
  // Files on S3: logos, the resume viewer's frame and downloads come from the bucket's host.
  const files = fileLinkOrigin ? [fileLinkOrigin] : [];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${files.join(' ')}`.trimEnd(),
    "media-src 'self' blob: mediastream:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...keycloak, ...files, ...VONAGE].join(' ')}`,
    `frame-src 'self' ${[...keycloak, ...files].join(' ')}`.trimEnd(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
};
