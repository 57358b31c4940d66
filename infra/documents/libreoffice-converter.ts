import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DocumentConversionFailed,
  MAX_CONVERTIBLE_BYTES,
  type ConvertibleExtension,
  type DocumentConverter,
} from '../../domain/ports/document-converter';

// LibreOffice headless (Debian libreoffice-writer-nogui) behind the document-converter port. Each
// conversion is its own process with its own profile in its own temp dir: documents never share a
// process, a macro setting, a lock file or a leftover with another one, and the dir is removed after.

/** A fresh profile with macros off: a resume is a stranger's file, and conversion never needs a script. */
const NO_MACROS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
</oor:items>
`;

/** Plain text is read as UTF-8 whatever its bytes suggest; Word files name their own filter. */
const INPUT_FILTERS: Partial<Record<ConvertibleExtension, string>> = { txt: 'Text (encoded):UTF8,LF,,' };

export type LibreOfficeOptions = Readonly<{
  /** The soffice binary, found on PATH by default. */
  binary?: string;
  /** A conversion still running after this is killed with its whole process group. */
  timeoutMs?: number;
  /** soffice is heavy (≈ 150 MB each): more conversions than this wait their turn. */
  maxConcurrent?: number;
  /** Where each conversion's temp dir is made; the system's by default. */
  tempRoot?: string;
}>;

export const LIBREOFFICE_TIMEOUT_MS = 60_000;

/** Runs soffice once; resolves when it exits, rejects as timed-out once the timeout kills it. */
const runSoffice = (binary: string, args: string[], home: string, timeoutMs: number) =>
  new Promise<void>((resolve, reject) => {
    // detached: soffice is a launcher that starts soffice.bin; a timeout must kill the whole group.
    const child = spawn(binary, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: process.env.PATH, HOME: home } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-2000)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new DocumentConversionFailed('unavailable', `soffice could not be started: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new DocumentConversionFailed('timed-out', `The conversion took longer than ${timeoutMs} ms`));
      else if (code !== 0) reject(new DocumentConversionFailed('unreadable', `soffice exited with ${code}: ${stderr.trim()}`));
      else resolve();
    });
  });

export const createLibreOfficeConverter = (options: LibreOfficeOptions = {}): DocumentConverter => {
  const binary = options.binary ?? 'soffice';
  const timeoutMs = options.timeoutMs ?? LIBREOFFICE_TIMEOUT_MS;
  const maxConcurrent = options.maxConcurrent ?? 2;
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = async () => {
    if (running >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const done = () => {
    running -= 1;
    waiting.shift()?.();
  };

  const convert = async (content: Uint8Array, extension: ConvertibleExtension): Promise<Uint8Array> => {
    const dir = await mkdtemp(join(options.tempRoot ?? tmpdir(), 'vjfp-convert-'));
    try {
      const profile = join(dir, 'profile');
      await mkdir(join(profile, 'user'), { recursive: true });
      await writeFile(join(profile, 'user', 'registrymodifications.xcu'), NO_MACROS);
      const input = join(dir, `document.${extension}`);
      await writeFile(input, content);
      const filter = INPUT_FILTERS[extension];
      await runSoffice(
        binary,
        [
          `-env:UserInstallation=${pathToFileURL(profile).href}`,
          '--headless',
          '--invisible',
          '--nologo',
          '--nodefault',
          '--norestore',
          '--nolockcheck',
          ...(filter ? [`--infilter=${filter}`] : []),
          '--convert-to',
          'pdf:writer_pdf_Export',
          '--outdir',
          join(dir, 'out'),
          input,
        ],
        dir,
        timeoutMs,
      );
      // soffice answers 0 even when it could not read the document; then there is simply no PDF.
      const pdf = await readFile(join(dir, 'out', 'document.pdf')).catch(() => null);
      if (!pdf || pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new DocumentConversionFailed('unreadable', 'The document could not be read as a Word or text file');
      return new Uint8Array(pdf);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  return {
    name: 'libreoffice',
    toPdf: async ({ content, extension }) => {
      if (content.byteLength > MAX_CONVERTIBLE_BYTES)
        throw new DocumentConversionFailed('too-large', `Documents of more than ${MAX_CONVERTIBLE_BYTES} bytes are not converted`);
      await turn();
      try {
        return await convert(content, extension);
      } finally {
        done();
      }
    },
  };
};
