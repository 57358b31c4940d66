import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../lib/xhr-upload';
import { endSession, sessionStore } from '../stores/session-store';

/** A stored file as the upload routes answer it (spec 3 §3 File reference). */
export type UploadedLogo = Readonly<{ key: string; fileUrl: string; fileName: string }>;

/**
 * POST /api/files/logo with the image as the raw body (image/png or image/jpeg, ≤ 10 MB): the company
 * logo, a booth's and a fair's. A platform admin names the organization the logo is stored under.
 */
export const uploadLogo = (file: File, organizationId: string | null, onProgress?: (fraction: number) => void): Promise<UploadedLogo> =>
  uploadWithProgress<UploadedLogo>({
    path: organizationId ? `/files/logo?organizationId=${encodeURIComponent(organizationId)}` : '/files/logo',
    file,
    fileName: file.name,
    token: sessionStore.session?.accessToken,
    onProgress,
    onUnauthorized: endSession,
  });

/** The upload and its progress (0..1) for the progress bar. */
export const useUploadLogo = (organizationId: string | null = null) => {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadLogo(file, organizationId, setProgress);
    },
  });
  return { ...mutation, progress };
};
