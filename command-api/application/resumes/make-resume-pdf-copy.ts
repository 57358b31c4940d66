import {
  DocumentConversionFailed,
  isConvertibleExtension,
  MAX_CONVERTIBLE_BYTES,
  type DocumentConverter,
} from '../../../domain/ports/document-converter';
import type { FileStorage } from '../../../domain/ports/file-storage';
import { resumePdfCopyDecider, resumePdfCopyStream } from '../../../domain/resume/resume-pdf-copy';
import { NotFound, Unavailable, ValidationFailed } from '../../../domain/shared/errors';
import type { Checkpoint } from '../../../domain/shared/event';
import { resumePdfCopyKey } from '../../../projections/queries/resume-pdf-copies';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

export const CONVERT_TEXTS = {
  notConvertible: 'Only Word (.doc, .docx) and text (.txt) resumes are converted to PDF',
  unreadable: 'The resume could not be converted to PDF',
  tooLarge: 'The resume is larger than 10 MB',
} as const;

/** The copy sits next to the resume, under the same name with .pdf, so a retried conversion overwrites itself. */
export const pdfCopyKeyOf = (resumeKey: string) => resumeKey.replace(/\.[^./]+$/, '.pdf');

/**
 * spec 1 §7 POST /documents/convert, spec 2 §4: a seeker's Word or text resume gets a PDF copy, made once.
 * The converter (a separate process) and the file storage are ports the route hands over.
 */
export const makeResumePdfCopy = async (
  deps: ServiceDeps,
  context: CommandContext,
  ports: Readonly<{ converter: DocumentConverter | null; files: FileStorage }>,
  { userId, resumeKey }: Readonly<{ userId: string; resumeKey: string }>,
): Promise<{ pdfKey: string; checkpoint: Checkpoint | null }> => {
  const made = await resumePdfCopyKey(deps.db, resumeKey);
  if (made) return { pdfKey: made, checkpoint: null };
  const extension = resumeKey.slice(resumeKey.lastIndexOf('.') + 1).toLowerCase();
  if (!isConvertibleExtension(extension)) throw new ValidationFailed([{ field: 'fileName', message: CONVERT_TEXTS.notConvertible }]);
  const resume = await ports.files.read(resumeKey);
  if (!resume) throw new NotFound('Resume');
  if (resume.size > MAX_CONVERTIBLE_BYTES) throw new ValidationFailed([{ field: 'fileName', message: CONVERT_TEXTS.tooLarge }]);
  if (!ports.converter) throw new Unavailable('Document conversion is not available on this server');
  const pdf = await ports.converter.toPdf({ content: resume.content, extension }).catch((error: unknown) => {
    if (!(error instanceof DocumentConversionFailed)) throw error;
    if (error.reason === 'unavailable') throw new Unavailable(error.message);
    // A document that cannot be read, or takes too long, is the document's fault: the request is refused, not failed.
    throw new ValidationFailed([{ field: 'fileName', message: CONVERT_TEXTS.unreadable }]);
  });
  const pdfKey = pdfCopyKeyOf(resumeKey);
  await ports.files.put(pdfKey, pdf, { contentType: 'application/pdf' });
  const { lastCheckpoint } = await deps.run(context, {
    streamId: resumePdfCopyStream(userId),
    decider: resumePdfCopyDecider,
    command: { type: 'RecordResumePdfCopy', data: { userId, resumeKey, pdfKey, now: context.now.toISOString() } },
  });
  return { pdfKey, checkpoint: lastCheckpoint };
};
