import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/xhr-upload';
import { endSession, sessionStore } from '../../../stores/session-store';

export type UploadedDocument = Readonly<{ key: string; fileName: string; fileUrl: string }>;
export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.ppt,.pptx,.txt';

/** POST /api/files/document with the raw file (PDF, Word, PowerPoint, text; ≤ 10 MB); answers the storage key. */
export const uploadCompanyDocument = (file: File) =>
  uploadWithProgress<UploadedDocument>({
    path: '/files/document',
    file,
    token: sessionStore.session?.accessToken,
    onUnauthorized: endSession,
  });

export const useUploadCompanyDocuments = () =>
  useMutation({ mutationFn: (files: File[]) => Promise.all(files.map(uploadCompanyDocument)) });
