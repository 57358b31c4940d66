import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// Storage links expire after 3600 s (spec 1 §9); the key is shared with the other file-link readers of the app.
const LINK_FRESH_MS = 50 * 60 * 1000;

const getLogoUrl = async (key: string): Promise<string> => {
  const answer = await api.get<{ fileUrl?: string; url?: string }>('/files/url', { query: { key } });
  const link = answer.fileUrl ?? answer.url;
  if (!link) throw new Error(`fileName not found - ${key}`);
  return link;
};

const logoUrlQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['fileUrl', key],
    queryFn: () => getLogoUrl(key),
    staleTime: LINK_FRESH_MS,
    gcTime: LINK_FRESH_MS,
    retry: false,
  });

/** A stored logo key (or an absolute URL, used as is) as a link the browser can show. */
export const useLogoUrl = (key: string | null) => {
  const absolute = key !== null && /^https?:\/\//.test(key);
  const query = useQuery({ ...logoUrlQueryOptions(key ?? ''), enabled: Boolean(key) && !absolute });
  return absolute ? key : (query.data ?? null);
};
