// spec 3 §5 and §9 Lobby logo upload: one file, JPEG or PNG, at most 10485760 bytes.
export const LOGO_MAX_BYTES = 10_485_760;
export const MAX_LOGO_BYTES_TEXT = '10 MB';
export const LOGO_TYPES = ['image/jpeg', 'image/png'] as const;

export type LogoRejection = Readonly<{ kind: 'tooMany' } | { kind: 'type'; file: string } | { kind: 'size'; file: string }>;

/** The spec's checks in its order: the count, then each file's type and size. null when the one file may go. */
export const rejectLogo = (files: readonly Pick<File, 'name' | 'type' | 'size'>[]): LogoRejection | null => {
  if (files.length > 1) return { kind: 'tooMany' };
  const [file] = files;
  if (!file) return null;
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return { kind: 'type', file: file.name };
  if (file.size > LOGO_MAX_BYTES) return { kind: 'size', file: file.name };
  return null;
};
