import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/xhr-upload';
import { endSession, sessionStore } from '../../../stores/session-store';
import type { UploadedFile } from '../organization-types';

/** POST /api/files/logo with the image as the raw body (image/png or image/jpeg, ≤ 10 MB). */
export const uploadLogo = (file: File, onProgress?: (fraction: number) => void): Promise<UploadedFile> =>
  uploadWithProgress<UploadedFile>({
    path: '/files/logo',
    file,
    token: sessionStore.session?.accessToken,
    onProgress,
    onUnauthorized: endSession,
  });

/** The upload and its progress (0..1) for the progress bar. */
export const useUploadLogo = () => {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadLogo(file, setProgress);
    },
  });
  return { ...mutation, progress };
};
