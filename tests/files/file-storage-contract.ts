import { describe, expect, it } from 'vitest';
import { isSafeStorageKey, type FileStorage } from '../../domain/ports/file-storage';

/** What every file storage promises (spec 1 §7), on local disk and on S3 alike; `open` gives an empty one. */
export const fileStorageContract = (
  name: string,
  open: () => Promise<FileStorage>,
  options: Readonly<{ skipReason?: string | null; setupTimeoutMs?: number }> = {},
): void => {
  const skipped = Boolean(options.skipReason);
  describe.skipIf(skipped)(
    skipped ? `file storage contract: ${name} (skipped: ${options.skipReason})` : `file storage contract: ${name}`,
    () => {
      let storage: FileStorage;
      // Opened by the first case that runs, so a skipped suite never starts its engine.
      let opening: Promise<FileStorage> | null = null;
      const started = () => (opening ??= open());

      it(
        'puts, reads and removes a file; the content type follows the extension; removing twice is fine',
        async () => {
          storage = await started();
          const stored = await storage.put('employer_logos/org-1/a.png', Buffer.from('png bytes'), { contentType: 'text/plain' });
          expect(stored).toMatchObject({ key: 'employer_logos/org-1/a.png', contentType: 'image/png', size: 9 });
          const read = await storage.read('employer_logos/org-1/a.png');
          expect(Buffer.from(read!.content).toString()).toBe('png bytes');
          expect(read).toMatchObject({ contentType: 'image/png', size: 9 });
          await storage.remove('employer_logos/org-1/a.png');
          expect(await storage.read('employer_logos/org-1/a.png')).toBeNull();
          await storage.remove('employer_logos/org-1/a.png');
        },
        options.setupTimeoutMs,
      );

      it('lists what is under a prefix, a folder prefix not matching its longer siblings', async () => {
        storage = await started();
        for (const key of ['avatars/u-2/a.jpg', 'avatars/u-2/b.jpg', 'avatars/u-20/c.jpg'])
          await storage.put(key, Buffer.from(key), { contentType: 'image/jpeg' });
        expect((await storage.list('avatars/u-2/')).map((file) => file.key).sort()).toEqual(['avatars/u-2/a.jpg', 'avatars/u-2/b.jpg']);
        expect((await storage.list('avatars/u-2')).map((file) => file.key).sort()).toEqual([
          'avatars/u-2/a.jpg',
          'avatars/u-2/b.jpg',
          'avatars/u-20/c.jpg',
        ]);
        expect(await storage.list('nothing/here/')).toEqual([]);
      });

      it('gives a link for a stored file and null for a missing one', async () => {
        storage = await started();
        await storage.put('employer_documents/org-1/terms.pdf', Buffer.from('%PDF'), { contentType: 'application/pdf' });
        expect(await storage.getSignedUrl('employer_documents/org-1/terms.pdf')).toEqual(
          expect.stringContaining('employer_documents/org-1/terms.pdf'),
        );
        expect(await storage.getSignedUrl('employer_documents/org-1/none.pdf')).toBeNull();
      });

      it('refuses unsafe keys: reading one finds nothing, writing one throws', async () => {
        storage = await started();
        for (const key of ['../escape.txt', '/etc/passwd', 'a//b', 'a/./b', 'a/../../b', '', 'a\\b']) {
          expect(isSafeStorageKey(key)).toBe(false);
          expect(await storage.read(key)).toBeNull();
          await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/Unsafe storage key/);
        }
      });
    },
  );
};
