// spec 1 §7 POST /documents/convert, spec 2 §4: a resume in Word or text gets a PDF copy, so the
// report's PDF viewer can show every resume. The document is untrusted input from a job seeker.

/** The formats a job seeker's resume may arrive in besides PDF (spec 2 §5: pdf, doc, docx, txt). */
export const CONVERTIBLE_EXTENSIONS = ['doc', 'docx', 'txt'] as const;
export type ConvertibleExtension = (typeof CONVERTIBLE_EXTENSIONS)[number];

export const isConvertibleExtension = (value: string): value is ConvertibleExtension =>
  (CONVERTIBLE_EXTENSIONS as readonly string[]).includes(value);

/** The resume limit of spec 2 §9 (10485760 bytes): nothing larger is ever handed to a converter. */
export const MAX_CONVERTIBLE_BYTES = 10_485_760;

/** Why a document got no PDF: the document itself (unreadable, too large, too slow) or a converter that is not there. */
export class DocumentConversionFailed extends Error {
  constructor(
    readonly reason: 'unreadable' | 'too-large' | 'timed-out' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'DocumentConversionFailed';
  }
}

export interface DocumentConverter {
  /** Shown in logs and tests, e.g. 'libreoffice'. */
  readonly name: string;
  /** The PDF of one document; rejects with DocumentConversionFailed. Never runs on the caller's thread. */
  toPdf(document: Readonly<{ content: Uint8Array; extension: ConvertibleExtension }>): Promise<Uint8Array>;
}
