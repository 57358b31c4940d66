import { defineProjector } from '../projector';

/** The PDF copies of Word and text resumes (spec 1 §7 /documents/convert), read by the report and the convert call. */
export const resumePdfCopiesProjector = defineProjector({
  name: 'resumePdfCopies',
  handles: ['ResumePdfCopyMade'],
  tables: ['resume_pdf_copies'],
  apply: async (trx, event) => {
    const { userId, resumeKey, pdfKey, madeAt } = event.data;
    await trx('resume_pdf_copies')
      .insert({ resume_key: resumeKey, user_id: userId, pdf_key: pdfKey, made_at: madeAt })
      .onConflict('resume_key')
      .ignore();
    return [];
  },
});
