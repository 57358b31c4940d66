import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { DocumentConversionFailed, type DocumentConverter } from '../../domain/ports/document-converter';
import { createLibreOfficeConverter } from './libreoffice-converter';

/** True when an executable of this name is in one of PATH's folders. */
export const onPath = (binary: string, path = process.env.PATH ?? ''): boolean =>
  path
    .split(delimiter)
    .filter(Boolean)
    .some((folder) => {
      try {
        accessSync(join(folder, binary), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });

/** Without LibreOffice the platform still runs: resumes keep their download link, and conversion says why it cannot be done. */
export const unavailableConverter = (why: string): DocumentConverter => ({
  name: 'none',
  toPdf: () => Promise.reject(new DocumentConversionFailed('unavailable', why)),
});

/**
 * DOCUMENT_CONVERTER=libreoffice|none picks the adapter; unset, LibreOffice is used when `soffice` is on
 * PATH (docs/adr/document-conversion.md says why there is no embedded JavaScript converter).
 */
export const documentConverterFromEnv = (env: NodeJS.ProcessEnv = process.env): DocumentConverter => {
  const choice = env.DOCUMENT_CONVERTER ?? (onPath('soffice', env.PATH) ? 'libreoffice' : 'none');
  if (choice === 'libreoffice') return createLibreOfficeConverter({ binary: env.SOFFICE_PATH || 'soffice' });
  if (choice === 'none') return unavailableConverter('Document conversion is not available on this server (LibreOffice is not installed)');
  throw new Error(`DOCUMENT_CONVERTER must be libreoffice or none, not '${choice}'`);
};
