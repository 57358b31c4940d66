import { api } from '../../../api/api-client';

/**
 * POST /api/documents/convert (spec 1 §7, spec 2 §4): a Word or text resume gets a PDF copy so recruiters
 * see it in the report's PDF viewer. Its failure is only logged (spec 1 §8): the resume itself is saved.
 */
export const convertResume = async (key: string): Promise<void> => {
  if (key.toLowerCase().endsWith('.pdf')) return;
  await api.post('/documents/convert', { fileName: key }).catch((error: unknown) => console.warn('The resume got no PDF copy', error));
};
