import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/xhr-upload';
import { endSession, sessionStore } from '../../../stores/session-store';

export type UploadedBoothLogo = Readonly<{ key: string; fileName: string; fileUrl: string }>;

/** POST /api/files/logo with the raw PNG or JPEG; answers the storage key (spec 1 §5.7 logo). */
export const uploadBoothLogo = (file: File, onProgress?: (fraction: number) => void) =>
  uploadWithProgress<UploadedBoothLogo>({
    path: '/files/logo',
    file,
    token: sessionStore.session?.accessToken,
    onProgress,
    onUnauthorized: endSession,
  });

export const useUploadBoothLogo = () => {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadBoothLogo(file, setProgress);
    },
  });
  return { ...mutation, progress };
};
