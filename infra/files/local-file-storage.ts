import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import type { Clock } from '../../domain/ports/clock';
import {
  isSafeStorageKey,
  SIGNED_URL_TTL_SECONDS,
  type FileContent,
  type FileStorage,
  type LinkSignature,
  type StoredFile,
} from '../../domain/ports/file-storage';

export type LocalFileStorageOptions = Readonly<{
  /** Directory the files live under, e.g. .data/files. */
  rootDir: string;
  /** HMAC key of the links; keep it stable across restarts or earlier links stop working. */
  secret: string;
  clock: Clock;
  /** Where the API serves GET /files/*: a path ('/files') or an absolute URL. */
  baseUrl?: string;
}>;

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
};
/** The content type a stored file is served with follows its extension, whatever the upload said. */
export const contentTypeOf = (key: string) => CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

// Upload temp files carry this suffix; list() never shows them.
const TEMP_SUFFIX = '.uploading';

/** Local disk with HMAC-signed, expiring links (ARCHITECTURE.md, "files"). */
export const createLocalFileStorage = (options: LocalFileStorageOptions): FileStorage => {
  const root = resolve(options.rootDir);
  const baseUrl = (options.baseUrl ?? '/files').replace(/\/$/, '');

  const pathOf = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key '${key}'`);
    return join(root, key);
  };
  const sign = (key: string, expires: string) => createHmac('sha256', options.secret).update(`${key}\n${expires}`).digest('base64url');

  const describe = async (key: string): Promise<StoredFile | null> => {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? { key, contentType: contentTypeOf(key), size: info.size, lastModified: info.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  const walk = async (dir: string, prefix: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const nested = await Promise.all(
      entries.map((entry) => {
        const key = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return walk(join(dir, entry.name), key);
        return Promise.resolve(entry.isFile() && !entry.name.endsWith(TEMP_SUFFIX) ? [key] : []);
      }),
    );
    return nested.flat();
  };

  return {
    // Local disk keeps no metadata: the content type follows the key's extension, which the API chooses.
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${path}.${randomUUID()}${TEMP_SUFFIX}`;
      await writeFile(temp, content);
      await rename(temp, path);
      const stored = await describe(key);
      if (!stored) throw new Error(`File '${key}' vanished after writing`);
      return stored;
    },

    async getSignedUrl(key, expiresInSeconds = SIGNED_URL_TTL_SECONDS) {
      if (!isSafeStorageKey(key) || !(await describe(key))) return null;
      const expires = String(Math.floor(options.clock.now().getTime() / 1000) + expiresInSeconds);
      const path = key.split('/').map(encodeURIComponent).join('/');
      return `${baseUrl}/${path}?expires=${expires}&signature=${sign(key, expires)}`;
    },

    verify(key, link: LinkSignature) {
      if (!isSafeStorageKey(key) || !/^\d{1,12}$/.test(link.expires)) return false;
      if (Number(link.expires) * 1000 < options.clock.now().getTime()) return false;
      const expected = Buffer.from(sign(key, link.expires));
      const given = Buffer.from(link.signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    async read(key): Promise<FileContent | null> {
      if (!isSafeStorageKey(key)) return null;
      const stored = await describe(key);
      return stored ? { ...stored, content: await readFile(pathOf(key)) } : null;
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async list(prefix) {
      const start = prefix.replace(/\/+$/, '');
      // Walk from the deepest whole folder of the prefix, then keep the keys that really start with it.
      const folder = start.includes('/') ? start.slice(0, start.lastIndexOf('/')) : '';
      if (folder && !isSafeStorageKey(folder)) return [];
      const keys = (await walk(folder ? join(root, folder) : root, folder)).filter((key) => key.startsWith(prefix));
      const files = await Promise.all(keys.map(describe));
      return files.filter((file): file is StoredFile => file !== null).sort((a, b) => b.lastModified.getTime() - a.lastModified.getTime());
    },
  };
};
