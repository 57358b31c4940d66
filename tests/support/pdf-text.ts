import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, joined by spaces: tests read what a converted resume says. */
export const pdfText = async (pdf: Uint8Array): Promise<string> => {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages = await Promise.all(
      Array.from({ length: document.numPages }, async (_, index) => (await document.getPage(index + 1)).getTextContent()),
    );
    return pages
      .flatMap((page) => page.items.map((item) => ('str' in item ? item.str : '')))
      .join(' ')
      .replace(/\s+/g, ' ');
  } finally {
    await document.destroy();
  }
};
