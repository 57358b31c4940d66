import { useMutation } from '@tanstack/react-query';
import { sessionStore } from '../../../stores/session-store';
import { convertResume } from './convert-resume';

export type UploadedResume = Readonly<{ key: string; fileUrl: string; fileName: string }>;

/** POST /api/profile/resume: the file itself as the body (pdf, doc, docx, txt); a non-PDF one then gets its PDF copy. */
export const uploadResume = async (file: File): Promise<UploadedResume> => {
  const response = await fetch('/api/profile/resume', {
    method: 'POST',
    headers: {
      'content-type': file.type || 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
      authorization: `Bearer ${sessionStore.session?.accessToken ?? ''}`,
    },
    body: file,
  });
  const envelope = (await response.json().catch(() => null)) as {
    isSuccess: boolean;
    data: UploadedResume;
    errors: { message: string }[];
  } | null;
  if (!response.ok || !envelope?.isSuccess) throw new Error(envelope?.errors[0]?.message ?? 'Upload a PDF, Word or text file');
  // Not awaited: the copy takes seconds, and the upload is done without it.
  void convertResume(envelope.data.key);
  return envelope.data;
};

export const useUploadResume = () => useMutation({ mutationFn: uploadResume });
