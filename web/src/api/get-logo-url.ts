import { useQuery } from '@tanstack/react-query';
import { fileUrlQueryOptions } from './get-file-url';

/** A stored logo key (or an absolute URL, used as is) as a link the browser can show; a missing logo is not retried. */
export const useLogoUrl = (key: string | null) => {
  const absolute = key !== null && /^https?:\/\//.test(key);
  const query = useQuery({ ...fileUrlQueryOptions(key ?? ''), enabled: Boolean(key) && !absolute, retry: false });
  return absolute ? key : (query.data ?? null);
};
