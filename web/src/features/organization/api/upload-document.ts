import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/xhr-upload';
import { endSession, sessionStore } from '../../../stores/session-store';
import type { UploadedFile } from '../organization-types';

export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.ppt,.pptx,.txt';

/** POST /api/files/document with the raw file (PDF, Word, PowerPoint, text; ≤ 10 MB). */
export const uploadDocument = (file: File) =>
  uploadWithProgress<UploadedFile>({ path: '/files/document', file, token: sessionStore.session?.accessToken, onUnauthorized: endSession });

export const useUploadDocuments = () => useMutation({ mutationFn: (files: File[]) => Promise.all(files.map(uploadDocument)) });
