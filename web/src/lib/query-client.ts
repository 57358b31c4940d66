import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

// Server state. The HTTP client already retries network errors and 429 (spec 1 §7), so Query does not
// retry on top; lists kept fresh by websocket pushes never go stale by time.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      throwOnError: (error) => isApiError(error) && error.status >= 500,
    },
    mutations: { retry: false },
  },
});
