import { randomUUID } from 'node:crypto';
import { rm, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../infra/files/local-file-storage';
import { testClock } from '../support/api';
import { fileStorageContract } from './file-storage-contract';

const rootDir = `.data/test-storage-${randomUUID()}`;
const clock = testClock(new Date('2026-03-01T10:00:00Z'));
const storage = createLocalFileStorage({ rootDir, secret: 'test-secret', clock });
afterAll(() => rm(rootDir, { recursive: true, force: true }));

const signatureOf = (url: string) => {
  const query = new URL(url, 'http://x').searchParams;
  return { expires: query.get('expires')!, signature: query.get('signature')! };
};

fileStorageContract('local disk', async () =>
  createLocalFileStorage({ rootDir: `${rootDir}-contract`, secret: 'test-secret', clock: testClock(new Date('2026-03-01T10:00:00Z')) }),
);
afterAll(() => rm(`${rootDir}-contract`, { recursive: true, force: true }));

// What only the local adapter does: order by the file's time on disk, and its own signed /files links.
describe('local file storage', () => {
  it('lists a prefix with the most recently modified first (spec 1 §7)', async () => {
    for (const name of ['old', 'new', 'middle'])
      await storage.put(`avatars/u-1/${name}.jpg`, Buffer.from(name), { contentType: 'image/jpeg' });
    await utimes(join(rootDir, 'avatars/u-1/old.jpg'), new Date('2020-01-01'), new Date('2020-01-01'));
    await utimes(join(rootDir, 'avatars/u-1/middle.jpg'), new Date('2021-01-01'), new Date('2021-01-01'));
    await storage.put('avatars/u-10/other.jpg', Buffer.from('x'), { contentType: 'image/jpeg' });
    expect((await storage.list('avatars/u-1/')).map((file) => file.key)).toEqual([
      'avatars/u-1/new.jpg',
      'avatars/u-1/middle.jpg',
      'avatars/u-1/old.jpg',
    ]);
    expect((await storage.list('avatars/u-1')).map((file) => file.key)).toContain('avatars/u-10/other.jpg');
    expect(await storage.list('nothing/here/')).toEqual([]);
  });

  it('signs links that verify for their key until they expire after 3600 s', async () => {
    await storage.put('employer_documents/org-1/terms.pdf', Buffer.from('%PDF'), { contentType: 'application/pdf' });
    const url = (await storage.getSignedUrl('employer_documents/org-1/terms.pdf'))!;
    expect(url.startsWith('/files/employer_documents/org-1/terms.pdf?expires=')).toBe(true);
    const link = signatureOf(url);
    expect(Number(link.expires)).toBe(clock.now().getTime() / 1000 + 3600);
    expect(storage.verify('employer_documents/org-1/terms.pdf', link)).toBe(true);
    expect(storage.verify('employer_documents/org-2/terms.pdf', link)).toBe(false);
    expect(storage.verify('employer_documents/org-1/terms.pdf', { ...link, expires: String(Number(link.expires) + 1) })).toBe(false);
    expect(storage.verify('employer_documents/org-1/terms.pdf', { ...link, signature: link.signature.slice(1) })).toBe(false);
    clock.advance(3_601_000);
    expect(storage.verify('employer_documents/org-1/terms.pdf', link)).toBe(false);
  });
});
