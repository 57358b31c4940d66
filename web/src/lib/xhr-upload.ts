import { API_BASE } from '../../../domain/http/envelope';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { unwrapEnvelope } from './http-client';

export type UploadOptions = Readonly<{
  path: string;
  file: Blob;
  token: string | null | undefined;
  /** 0..1 as bytes go out. */
  onProgress?: (fraction: number) => void;
  onUnauthorized?: () => void;
  signal?: AbortSignal;
  /** Sent URI-encoded as X-File-Name, for routes that name the stored file after it. */
  fileName?: string;
}>;

/** A raw-body upload with XMLHttpRequest, because fetch cannot report upload progress. */
export const uploadWithProgress = <T>({ path, file, token, onProgress, onUnauthorized, signal, fileName }: UploadOptions): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (fileName) xhr.setRequestHeader('X-File-Name', encodeURIComponent(fileName));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      if (xhr.status === 401 && token) onUnauthorized?.();
      try {
        onProgress?.(1);
        resolve(unwrapEnvelope<T>(xhr.status, payload));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, [], 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
