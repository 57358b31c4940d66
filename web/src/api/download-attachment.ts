import { API_BASE } from '../../../domain/http/envelope';
import { sessionStore } from '../stores/session-store';

/**
 * A download the server answers as an attachment, not an envelope (CSV, NDJSON): it needs the bearer
 * token, so it is fetched and saved under the server's file name.
 */
export const downloadAttachment = async (path: string, fallbackName: string): Promise<void> => {
  const response = await fetch(`${API_BASE}${path}`, { headers: { Authorization: `Bearer ${sessionStore.session?.accessToken ?? ''}` } });
  if (!response.ok) throw new Error(`The file could not be downloaded (${response.status})`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the download over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
