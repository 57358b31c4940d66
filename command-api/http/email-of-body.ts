/** The email a body names, trimmed and lower-cased, as the per-address rate limits key it ('' when it names none). */
export const emailOfBody = (body: unknown): string => {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};
