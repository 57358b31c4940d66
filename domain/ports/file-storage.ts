// spec 1 §7: object storage for logos, documents and avatars, with a path per organization and
// links that expire after 3600 seconds. Local disk by default, S3-compatible when configured.
export const SIGNED_URL_TTL_SECONDS = 3600;

export type StoredFile = Readonly<{
  key: string;
  contentType: string;
  size: number;
  lastModified: Date;
}>;

export type FileContent = StoredFile & Readonly<{ content: Uint8Array }>;

/** The query parameters a signed link carries; adapters whose links point elsewhere never see them. */
export type LinkSignature = Readonly<{ expires: string; signature: string }>;

export interface FileStorage {
  /** Where this storage's links point when not at the platform itself (an S3 bucket): the pages' CSP must allow it. */
  readonly linkOrigin?: string;
  put(key: string, content: Uint8Array, options: { contentType: string }): Promise<StoredFile>;
  /** A link that reads the file until it expires; null when no file has this key. */
  getSignedUrl(key: string, expiresInSeconds?: number): Promise<string | null>;
  /** True when the signature was issued by this storage for this key and has not expired. */
  verify(key: string, link: LinkSignature): boolean;
  read(key: string): Promise<FileContent | null>;
  remove(key: string): Promise<void>;
  /** Files under a prefix, most recently modified first (spec 1 §7: that one is picked). */
  list(prefix: string): Promise<StoredFile[]>;
}

/** Storage keys are relative paths of safe segments; no '..', no leading slash. */
export const isSafeStorageKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= 500 &&
  /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(key) &&
  key.split('/').every((segment) => segment.length > 0 && segment !== '.' && segment !== '..');

/** spec 1 §7: a path per organization. Logos are shown to every signed-in user (booth cards); other folders stay in their organization. */
export const STORAGE_FOLDERS = { logos: 'employer_logos', documents: 'employer_documents' } as const;
export const PUBLIC_STORAGE_FOLDERS: readonly string[] = [STORAGE_FOLDERS.logos];

export const organizationFileKey = (folder: string, organizationId: string, fileName: string) => `${folder}/${organizationId}/${fileName}`;

/** The folder and organization a key belongs to, or null for keys outside the per-organization layout. */
export const parseOrganizationFileKey = (key: string): { folder: string; organizationId: string } | null => {
  const [folder, organizationId, ...rest] = key.split('/');
  return folder && organizationId && rest.length > 0 ? { folder, organizationId } : null;
};
