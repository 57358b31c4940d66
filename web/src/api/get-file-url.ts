import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// Storage links expire after 3600 s (spec 1 §9): refresh them well before.
const LINK_FRESH_MS = 50 * 60 * 1000;

/** A signed, expiring link to a stored file (the server answers { key, fileUrl }; { url } is accepted too). */
export const getFileUrl = async (key: string): Promise<string> => {
  const answer = await api.get<{ fileUrl?: string; url?: string }>('/files/url', { query: { key } });
  const link = answer.fileUrl ?? answer.url;
  if (!link) throw new Error(`fileName not found - ${key}`);
  return link;
};

export const fileUrlQueryOptions = (key: string) =>
  queryOptions({ queryKey: ['fileUrl', key], queryFn: () => getFileUrl(key), staleTime: LINK_FRESH_MS, gcTime: LINK_FRESH_MS });

export const useFileUrl = (key: string | null) => useQuery({ ...fileUrlQueryOptions(key ?? ''), enabled: Boolean(key) });
