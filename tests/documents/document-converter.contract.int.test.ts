import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DocumentConversionFailed, MAX_CONVERTIBLE_BYTES, type DocumentConverter } from '../../domain/ports/document-converter';
import { onPath } from '../../infra/documents/document-converter-from-env';
import { createLibreOfficeConverter } from '../../infra/documents/libreoffice-converter';
import { pdfText } from '../support/pdf-text';

// The contract every document-converter adapter keeps (domain/ports/document-converter.ts), run against
// each adapter this machine has. An adapter whose program is missing is skipped, and says why.
const fixture = (name: string) => readFile(join(import.meta.dirname, 'fixtures', name));

type Adapter = { name: string; missing: string | null; create: (options: { timeoutMs: number; tempRoot: string }) => DocumentConverter };
const adapters: Adapter[] = [
  {
    name: 'libreoffice',
    missing: onPath('soffice') ? null : 'soffice is not on PATH (apt-get install libreoffice-writer-nogui)',
    create: (options) => createLibreOfficeConverter(options),
  },
];

for (const adapter of adapters) {
  const title = adapter.missing ? `${adapter.name} converter (skipped: ${adapter.missing})` : `${adapter.name} converter`;
  describe.skipIf(adapter.missing !== null)(title, () => {
    let tempRoot = '';
    let converter: DocumentConverter;
    beforeAll(async () => {
      tempRoot = await mkdtemp(join(tmpdir(), 'converter-contract-'));
      converter = adapter.create({ timeoutMs: 45_000, tempRoot });
    });
    // Every conversion works in a temp dir of its own and removes it, whatever happened.
    afterEach(async () => expect(await readdir(tempRoot)).toEqual([]));

    it.each([
      ['docx', 'resume.docx'],
      ['doc', 'resume.doc'],
      ['txt', 'resume.txt'],
    ] as const)('turns a .%s resume into a PDF that says what the resume says', async (extension, file) => {
      const pdf = await converter.toPdf({ content: await fixture(file), extension });
      expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(pdf);
      expect(text).toContain('Ada Lovelace');
      expect(text).toContain('Bernoulli numbers');
    });

    it('refuses a file that is not the document it claims to be', async () => {
      await expect(converter.toPdf({ content: await fixture('broken.docx'), extension: 'docx' })).rejects.toBeInstanceOf(
        DocumentConversionFailed,
      );
    });

    it('never starts on a document above the resume limit', async () => {
      const failure = await converter
        .toPdf({ content: new Uint8Array(MAX_CONVERTIBLE_BYTES + 1), extension: 'txt' })
        .catch((error) => error);
      expect(failure).toBeInstanceOf(DocumentConversionFailed);
      expect((failure as DocumentConversionFailed).reason).toBe('too-large');
    });

    it('gives up on a conversion that outlasts its timeout', async () => {
      const impatient = adapter.create({ timeoutMs: 1, tempRoot });
      const failure = await impatient.toPdf({ content: await fixture('resume.txt'), extension: 'txt' }).catch((error) => error);
      expect((failure as DocumentConversionFailed).reason).toBe('timed-out');
    });
  });
}
